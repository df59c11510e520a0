/**
 * Document rules both sides apply (spec 000 §3–§5; README "Documents access rule").
 * Plain TypeScript: no zod, no server code.
 */

export const DOCUMENT_ENTITY_TYPES = ['building', 'unit'] as const;
type DocumentEntityTypeCode = (typeof DOCUMENT_ENTITY_TYPES)[number];
export const DOCUMENT_VISIBILITIES = ['public', 'private'] as const;
type DocumentVisibilityCode = (typeof DOCUMENT_VISIBILITIES)[number];

export const DOCUMENTS_PER_PAGE_DEFAULT = 20;
export const DOCUMENTS_PER_PAGE_MAX = 100;
export const DOCUMENT_TITLE_MAX = 255;
export const DOCUMENT_DESCRIPTION_MAX = 5000;
export const DOCUMENT_SEARCH_MAX = 200;
/** The stored download name of an upload. */
export const DOCUMENT_FILE_NAME_MAX = 200;

/**
 * Document types, decided by content. SVG is not among them: a drawing that can carry script has
 * no place in a document library, and floor plans have their own upload.
 */
export const DOCUMENT_KINDS = ['pdf', 'jpg', 'png', 'gif', 'webp', 'docx', 'xlsx', 'odt', 'doc', 'xls', 'txt'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** Shown in the refusal message, e.g. "PDF, JPG, PNG…". */
export const DOCUMENT_FORMATS_TEXT = 'PDF, JPG, PNG, GIF, WEBP, DOC, DOCX, XLS, XLSX, ODT, TXT';

/** File-name extensions that belong to each kind (the first is the kind's own). */
export const DOCUMENT_EXTENSIONS: Record<DocumentKind, readonly string[]> = {
  pdf: ['pdf'],
  jpg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  odt: ['odt'],
  doc: ['doc'],
  xls: ['xls'],
  txt: ['txt', 'csv', 'md', 'log', 'text'],
};

/** What the upload's file input offers: every extension above; the content decides anyway. */
export const DOCUMENT_ACCEPT = DOCUMENT_KINDS.flatMap((k) => DOCUMENT_EXTENSIONS[k].map((e) => `.${e}`)).join(',');

/** What the caller may do with a building's documents (the server computes it with its access engine). */
export interface DocumentAccess {
  /** may see and change every document of the building (holds document:manage there) */
  staff: boolean;
  /** units of this building whose public documents the caller sees (any live unit access) */
  memberUnitIds: number[];
  /** units of this building whose documents the caller sees and changes (owner or unit admin) */
  managedUnitIds: number[];
}

export interface DocumentTarget {
  entity_type: DocumentEntityTypeCode;
  entity_id: number;
  visibility: DocumentVisibilityCode;
}

/**
 * Public building documents: every member; private building documents: staff; public unit
 * documents: that unit's people and staff; private unit documents: those who may change them.
 */
export function canSeeDocument(access: DocumentAccess, doc: DocumentTarget): boolean {
  if (access.staff) return true;
  if (doc.entity_type === 'building') return doc.visibility === 'public';
  if (access.managedUnitIds.includes(doc.entity_id)) return true;
  return doc.visibility === 'public' && access.memberUnitIds.includes(doc.entity_id);
}

/** Upload, edit and delete; `doc` is the document's target (for an edit, both the old and the new one). */
export function canChangeDocument(access: DocumentAccess, doc: Pick<DocumentTarget, 'entity_type' | 'entity_id'>): boolean {
  if (access.staff) return true;
  return doc.entity_type === 'unit' && access.managedUnitIds.includes(doc.entity_id);
}

/** Whether the caller may upload anything at all here. */
export function mayUploadSomewhere(access: Pick<DocumentAccess, 'staff' | 'managedUnitIds'>): boolean {
  return access.staff || access.managedUnitIds.length > 0;
}
