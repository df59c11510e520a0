/** The documents library of a building (spec 000 §7 "Documents"). */
import { defineRoute } from '../route';

export const listDocumentCategories = defineRoute({
  method: 'GET',
  path: '/buildings/:id/documents/categories',
  schemas: async () => {
    const [c, common] = await Promise.all([import('../documents'), import('../common')]);
    return { params: common.IdParam, response: c.DocumentCategoriesResponse };
  },
});

export const listDocuments = defineRoute({
  method: 'GET',
  path: '/buildings/:id/documents',
  schemas: async () => {
    const [c, common] = await Promise.all([import('../documents'), import('../common')]);
    return { params: common.IdParam, query: c.DocumentListQuery, response: c.DocumentListResponse };
  },
});

/** Multipart: `file` and the text fields of DocumentUploadFields. */
export const uploadDocument = defineRoute({
  method: 'POST',
  path: '/buildings/:id/documents',
  status: 201,
  schemas: async () => {
    const [c, common] = await Promise.all([import('../documents'), import('../common')]);
    return { params: common.IdParam, form: c.DocumentUploadFields, response: c.DocumentResponse };
  },
});

export const downloadDocument = defineRoute({
  method: 'GET',
  path: '/buildings/:id/documents/:docId',
  answer: 'file',
  schemas: () => import('../documents').then((c) => ({ params: c.DocumentParams })),
});

export const updateDocument = defineRoute({
  method: 'PATCH',
  path: '/buildings/:id/documents/:docId',
  schemas: () => import('../documents').then((c) => ({ params: c.DocumentParams, body: c.DocumentPatch, response: c.DocumentResponse })),
});

export const deleteDocument = defineRoute({
  method: 'DELETE',
  path: '/buildings/:id/documents/:docId',
  answer: 'none',
  schemas: async () => {
    const [c, common] = await Promise.all([import('../documents'), import('../common')]);
    return { params: c.DocumentParams, response: common.NoContent };
  },
});
