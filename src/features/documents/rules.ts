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
export function documentsQuery(filters: DocumentFilters, page: number, perPage = DOCUMENTS_PAGE_SIZE) {
  return {
    page,
    per_page: perPage,
    search: filters.search.trim() || undefined,
    category_id: filters.category_id || undefined,
    unit_id: filters.unit_id || undefined,
    visibility: filters.visibility || undefined,
  };
}

/** The upload form's text fields (the file keeps its own state). */
export interface UploadValues {
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
  return { title: '', description: '', category_id: '', entity_type: 'building', entity_id: '', visibility: 'public' };
}

/** Spec 000 §4: building → entity_id back to the building; unit → reveal the selector (nothing chosen yet). */
export function withEntityType(values: UploadValues, type: DocumentEntityType, buildingId: number): UploadValues {
  return { ...values, entity_type: type, entity_id: type === 'building' ? String(buildingId) : '' };
}

/** Spec 000 §4: picking a file fills an empty title with the file name. */
export function titleForFile(title: string, file: File | null): string {
  return file && !title.trim() ? file.name : title;
}

/**
 * Spec 000 §5: the text fields as sent, which the route's `form` schema checks: the title defaults
 * to the file name; description only when non-empty; category_id only when chosen, as an integer.
 */
export function uploadFields(values: UploadValues, file: File | null): Record<string, string> {
  const fields: Record<string, string> = { title: values.title.trim() || (file?.name ?? '') };
  const description = values.description.trim();
  if (description) fields.description = description;
  if (values.category_id) fields.category_id = String(parseInt(values.category_id, 10));
  fields.entity_type = values.entity_type;
  fields.entity_id = values.entity_id;
  fields.visibility = values.visibility;
  return fields;
}

export function uploadFormData(values: UploadValues, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(uploadFields(values, file))) form.append(name, value);
  // the file last: the server reads the text fields before the bytes arrive
  form.append('file', file, file.name);
  return form;
}
