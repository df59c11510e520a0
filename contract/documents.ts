import { z } from 'zod';
import { Id, IdText, MultilineText, Text, IntText } from './common';
import {
  DOCUMENTS_PER_PAGE_DEFAULT,
  DOCUMENTS_PER_PAGE_MAX,
  DOCUMENT_DESCRIPTION_MAX,
  DOCUMENT_ENTITY_TYPES,
  DOCUMENT_SEARCH_MAX,
  DOCUMENT_TITLE_MAX,
  DOCUMENT_VISIBILITIES,
} from './rules/documents';

/** Spec 000 §3: a document belongs to the building or to one of its units. */
export const DocumentEntityType = z.enum(DOCUMENT_ENTITY_TYPES);
export type DocumentEntityType = z.infer<typeof DocumentEntityType>;
export const DocumentVisibility = z.enum(DOCUMENT_VISIBILITIES);
export type DocumentVisibility = z.infer<typeof DocumentVisibility>;

export const Document = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  /** bytes */
  file_size: z.number(),
  /** the name the file is downloaded with */
  original_name: z.string(),
  /** decided from the content at upload, never from the client */
  mime_type: z.string(),
  category_id: z.number().nullable(),
  category_name: z.string().nullable(),
  entity_type: DocumentEntityType,
  /** the building id for building documents, the unit id for unit documents */
  entity_id: z.number(),
  /** the unit's number for unit documents, null for building documents */
  unit_number: z.string().nullable(),
  visibility: DocumentVisibility,
  /** the uploader's name; null when that account is gone */
  uploaded_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** whether the caller may edit and delete it; the server enforces the same rule */
  can_edit: z.boolean(),
});
export type Document = z.infer<typeof Document>;

export const DocumentCategory = z.object({ id: z.number(), name: z.string() });
export type DocumentCategory = z.infer<typeof DocumentCategory>;
export const DocumentCategoriesResponse = z.object({ data: z.array(DocumentCategory) });

export const PageMeta = z.object({
  current_page: z.number(),
  per_page: z.number(),
  total: z.number(),
  /** at least 1, also for an empty list */
  last_page: z.number(),
});

export const DocumentListResponse = z.object({ data: z.array(Document), meta: PageMeta });
export type DocumentListResponse = z.infer<typeof DocumentListResponse>;
export const DocumentResponse = z.object({ data: Document });

/** '' from a cleared select or an empty form field means "not given". */
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const OptionalId = z.preprocess(emptyToUndefined, IdText.optional());

/** An empty query value is no value on every route (server/plugins/input-rules.ts), so none is said here. */
export const DocumentListQuery = z.object({
  page: IntText(1, 1_000_000).default(1),
  per_page: IntText(1, DOCUMENTS_PER_PAGE_MAX).default(DOCUMENTS_PER_PAGE_DEFAULT),
  unit_id: IdText.optional(),
  category_id: IdText.optional(),
  visibility: DocumentVisibility.optional(),
  search: Text().trim().max(DOCUMENT_SEARCH_MAX).optional(),
});
export type DocumentListQuery = z.input<typeof DocumentListQuery>;

/**
 * The multipart text fields of an upload (spec 000 §7). An empty title falls back to the file
 * name; entity_type and visibility default like the upload dialog (building, public).
 */
export const DocumentUploadFields = z.object({
  title: z.preprocess(emptyToUndefined, Text().trim().max(DOCUMENT_TITLE_MAX).optional()),
  description: z.preprocess(emptyToUndefined, MultilineText().trim().max(DOCUMENT_DESCRIPTION_MAX).optional()),
  category_id: OptionalId,
  entity_type: z.preprocess(emptyToUndefined, DocumentEntityType.default('building')),
  entity_id: OptionalId,
  visibility: z.preprocess(emptyToUndefined, DocumentVisibility.default('public')),
});
export type DocumentUploadFields = z.input<typeof DocumentUploadFields>;
export type DocumentUploadValues = z.output<typeof DocumentUploadFields>;

/** PATCH: only what is sent changes; description '' or null clears it, category_id null removes it. */
export const DocumentPatch = z.object({
  title: Text().trim().min(1, 'server.documents.title_required').max(DOCUMENT_TITLE_MAX).optional(),
  description: MultilineText().trim().max(DOCUMENT_DESCRIPTION_MAX).nullable().optional(),
  category_id: Id.nullable().optional(),
  entity_type: DocumentEntityType.optional(),
  entity_id: Id.optional(),
  visibility: DocumentVisibility.optional(),
});
export type DocumentPatch = z.input<typeof DocumentPatch>;

export const DocumentParams = z.object({
  id: IdText,
  docId: IdText,
});
