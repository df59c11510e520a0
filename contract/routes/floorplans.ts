/** Floor plans of a building (spec 000 §7 "Floor plans"). */
import { defineRoute } from '../route';

export const listFloorplans = defineRoute({
  method: 'GET',
  path: '/buildings/:id/floorplans',
  schemas: async () => {
    const [c, common] = await Promise.all([import('../floorplans'), import('../common')]);
    return { params: common.IdParam, query: c.FloorplanListQuery, response: c.FloorplanListResponse };
  },
});

/** Multipart: `file` (JPG, PNG, PDF or SVG by content) and the text fields of FloorplanUploadFields. */
export const uploadFloorplan = defineRoute({
  method: 'POST',
  path: '/buildings/:id/floorplans',
  status: 201,
  schemas: async () => {
    const [c, common] = await Promise.all([import('../floorplans'), import('../common')]);
    return { params: common.IdParam, form: c.FloorplanUploadFields, response: c.FloorplanResponse };
  },
});

export const updateFloorplan = defineRoute({
  method: 'PATCH',
  path: '/buildings/:id/floorplans/:planId',
  schemas: () => import('../floorplans').then((c) => ({ params: c.FloorplanParams, body: c.FloorplanPatch, response: c.FloorplanResponse })),
});

export const deleteFloorplan = defineRoute({
  method: 'DELETE',
  path: '/buildings/:id/floorplans/:planId',
  answer: 'none',
  schemas: async () => {
    const [c, common] = await Promise.all([import('../floorplans'), import('../common')]);
    return { params: c.FloorplanParams, response: common.NoContent };
  },
});

/** The plan as an attachment; SVG is served with nosniff and a sandboxing CSP so no script in it can run. */
export const downloadFloorplan = defineRoute({
  method: 'GET',
  path: '/buildings/:id/floorplans/:planId/file',
  answer: 'file',
  schemas: () => import('../floorplans').then((c) => ({ params: c.FloorplanParams })),
});
