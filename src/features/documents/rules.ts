/**
 * Pure rules of the documents screen: where the user may upload (as the server answered on
 * /users/me, see state/permissions.ts), the list query, and the upload form → multipart body
 * (spec 000 §4, §5).
 */
import type { DocumentEntityType, DocumentVisibility } from '../../../contract/documents';
import type { Me } from '../../../contract/users';
import { PERMISSION } from '../../../contract/rules/permissions';
import { can, canUploadDocuments, documentUnitIds } from '../../state/permissions';

import { DOCUMENTS_PER_PAGE_DEFAULT } from '../../../contract/rules/documents';

export const DOCUMENTS_PAGE_SIZE = DOCUMENTS_PER_PAGE_DEFAULT;

/** Palette → screen requests (commands.ts → DocumentsPage through commands/pendingAction). */
export const OPEN_UPLOAD = 'documents.upload';
export const APPLY_SEARCH = 'documents.search';
/** Open the edit dialog / the delete confirmation for a document (payload: the contract Document). */
export const OPEN_EDIT = 'documents.openEdit';
export const OPEN_DELETE = 'documents.openDelete';
export const SEARCH_DEBOUNCE_MS = 300;

export interface DocumentRights {
  /** may upload building documents and manage every document (document:manage in the building) */
  staff: boolean;
  /** units whose documents the user may upload (owner or unit admin) */
  ownUnitIds: number[];
  canUpload: boolean;
}

export function documentRights(user: Me | null, buildingId: number | null): DocumentRights {
  return {
    staff: can(user, buildingId, PERMISSION.documentManage),
    ownUnitIds: documentUnitIds(user, buildingId),
    canUpload: canUploadDocuments(user, buildingId),
  };
}

export interface DocumentFilters {
  search: string;
  /** '' means all */
  category_id: string;
  unit_id: string;
  visibility: '' | DocumentVisibility;
}

export const NO_FILTERS: DocumentFilters = { search: '', category_id: '', unit_id: '', visibility: '' };

export function hasFilters(f: DocumentFilters): boolean {
  return Boolean(f.search.trim() || f.category_id || f.unit_id || f.visibility);
}

/** The list's SWR key (= API path); only set filters go into the query. */
export function documentsKey(buildingId: number, filters: DocumentFilters, page: number, perPage = DOCUMENTS_PAGE_SIZE): string {
  const q = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  const search = filters.search.trim();
  if (search) q.set('search', search);
  if (filters.category_id) q.set('category_id', filters.category_id);
  if (filters.unit_id) q.set('unit_id', filters.unit_id);
  if (filters.visibility) q.set('visibility', filters.visibility);
  return `/buildings/${buildingId}/documents?${q.toString()}`;
}

export interface UploadValues {
  file: File | null;
  title: string;
  description: string;
  /** '' when none chosen */
  category_id: string;
  entity_type: DocumentEntityType;
  /** the building id for building documents, the unit id for unit documents ('' until one is chosen) */
  entity_id: string;
  visibility: DocumentVisibility;
}

/** Spec 000 §4: entity_type building, entity_id the selected building, visibility public. */
export function initialUploadValues(buildingId: number, rights: DocumentRights): UploadValues {
  // Someone who may upload only to their own units starts there: a building upload would be refused.
  if (!rights.staff && rights.ownUnitIds.length > 0) {
    return { ...blank(), entity_type: 'unit', entity_id: rights.ownUnitIds.length === 1 ? String(rights.ownUnitIds[0]) : '' };
  }
  return { ...blank(), entity_type: 'building', entity_id: String(buildingId) };
}

function blank(): UploadValues {
  return { file: null, title: '', description: '', category_id: '', entity_type: 'building', entity_id: '', visibility: 'public' };
}

/** Spec 000 §4: building → entity_id back to the building; unit → reveal the selector (nothing chosen yet). */
export function withEntityType(values: UploadValues, type: DocumentEntityType, buildingId: number): UploadValues {
  return { ...values, entity_type: type, entity_id: type === 'building' ? String(buildingId) : '' };
}

/** Spec 000 §4: picking a file fills an empty title with the file name. */
export function withFile(values: UploadValues, file: File | null): UploadValues {
  return { ...values, file, title: file && !values.title.trim() ? file.name : values.title };
}

/**
 * Spec 000 §5: the title defaults to the file name; description only when non-empty;
 * category_id only when chosen, as an integer.
 */
export function uploadFormData(values: UploadValues & { file: File }): FormData {
  const form = new FormData();
  form.append('title', values.title.trim() || values.file.name);
  const description = values.description.trim();
  if (description) form.append('description', description);
  if (values.category_id) form.append('category_id', String(parseInt(values.category_id, 10)));
  form.append('entity_type', values.entity_type);
  form.append('entity_id', values.entity_id);
  form.append('visibility', values.visibility);
  // the file last: the server reads the text fields before the bytes arrive
  form.append('file', values.file, values.file.name);
  return form;
}
