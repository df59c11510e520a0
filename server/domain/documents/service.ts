import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Document, DocumentPatch, DocumentUploadValues } from '../../../contract/documents';
import type { Lang } from '../../lib/i18n';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { MIME, sniffFileKind } from '../files/sniff';
import type { MultipartForm } from '../files/multipart';
import { type DocumentAccess, canChangeDocument, canSeeDocument } from '../../../contract/rules/documents';
import { documentAudience } from './access';
import { unionAudience } from '../../access/rooms';
import { categoryName } from './category-names';
import { defaultTitle, documentFileName } from './file-types';
import { DOCUMENT_FORMATS_TEXT, DOCUMENT_KINDS, type DocumentKind } from '../../../contract/rules/documents';
import { type DocumentRow, categoryExists, findDocument, unitOfBuilding } from './repository';
import { documentSearchText } from './search-text';

export function toDocument(row: DocumentRow, access: DocumentAccess, lang: Lang): Document {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    file_size: Number(row.file_size),
    original_name: row.original_name,
    mime_type: row.mime_type,
    category_id: row.category_id,
    category_name: categoryName(lang, row.category_name),
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    unit_number: row.entity_type === 'unit' ? row.unit_number : null,
    visibility: row.visibility,
    uploaded_by: row.uploaded_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
    can_edit: canChangeDocument(access, row),
  };
}

/** A document the caller may see, or 404 — an invisible one is indistinguishable from a missing one. */
export async function visibleDocument(app: FastifyInstance, buildingId: number, docId: number, access: DocumentAccess) {
  const row = await findDocument(app.db, buildingId, docId);
  if (!row || !canSeeDocument(access, row)) throw notFound('server.documents.not_found');
  return row;
}

/** Where a document goes: a building document always targets its own building, whatever the client sent. */
async function resolveTarget(
  app: FastifyInstance,
  buildingId: number,
  entityType: 'building' | 'unit',
  entityId: number | undefined,
  access: DocumentAccess,
): Promise<{ entity_type: 'building' | 'unit'; entity_id: number }> {
  if (entityType === 'building') {
    // the path names the building; an entity_id naming another was once ignored and the file stored
    // here with 201 (issue 30 §2): a body that names a different parent than the path is refused
    if (entityId !== undefined && entityId !== buildingId) throw badRequest('server.documents.building_mismatch');
    return { entity_type: 'building', entity_id: buildingId };
  }
  if (entityId === undefined) throw badRequest('server.documents.unit_required');
  const unit = await unitOfBuilding(app.db, buildingId, entityId);
  // A unit the caller has nothing to do with answers like a missing one, so ids cannot be probed.
  if (!unit || !(access.staff || access.memberUnitIds.includes(unit.id))) throw badRequest('server.documents.unit_not_in_building');
  return { entity_type: 'unit', entity_id: unit.id };
}

async function checkCategory(app: FastifyInstance, categoryId: number | null | undefined) {
  if (categoryId !== undefined && categoryId !== null && !(await categoryExists(app.db, categoryId))) {
    throw badRequest('server.documents.unknown_category');
  }
}

export interface UploadInput {
  buildingId: number;
  userId: number;
  access: DocumentAccess;
  lang: Lang;
  /** the multipart text fields, already checked against DocumentUploadFields by the route */
  fields: DocumentUploadValues;
  form: MultipartForm;
}

/**
 * Validates everything before a byte is written; then the file, then the row in a transaction.
 * If the row cannot be written the file is removed, so a failed upload leaves nothing behind.
 */
export async function uploadDocument(app: FastifyInstance, input: UploadInput): Promise<Document> {
  const { buildingId, access, lang, fields, form } = input;
  if (!form.file || form.file.buffer.length === 0) throw badRequest('server.documents.file_required');

  const target = await resolveTarget(app, buildingId, fields.entity_type, fields.entity_id, access);
  if (!canChangeDocument(access, target)) throw forbidden('server.documents.forbidden');
  await checkCategory(app, fields.category_id);

  const kind = await sniffFileKind(form.file.buffer);
  if (!kind || !(DOCUMENT_KINDS as readonly string[]).includes(kind)) {
    throw badRequest('server.documents.unsupported_type', { formats: DOCUMENT_FORMATS_TEXT });
  }

  const ts = nowIso();
  const values = {
    building_id: buildingId,
    title: fields.title || defaultTitle(form.file.filename),
    description: fields.description ?? null,
    category_id: fields.category_id ?? null,
    ...target,
    visibility: fields.visibility,
    original_name: documentFileName(form.file.filename, kind as DocumentKind),
    mime_type: MIME[kind],
    file_size: form.file.buffer.length,
    uploaded_by: input.userId,
    created_at: ts,
    updated_at: ts,
  };
  const filePath = await app.files.save('documents', kind, form.file.buffer);
  let id: number;
  try {
    id = await app.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('documents')
        .values({ ...values, file_path: filePath, search_text: documentSearchText(values) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  } catch (err) {
    await app.files.remove(filePath).catch((e: unknown) => app.log.error({ err: e }, 'could not remove an orphaned upload'));
    throw err;
  }
  app.bus.publish('document.created', buildingId, { id }, documentAudience({ ...target, visibility: values.visibility }));
  const row = await findDocument(app.db, buildingId, id);
  return toDocument(row!, access, lang);
}

export async function updateDocument(
  app: FastifyInstance,
  buildingId: number,
  docId: number,
  access: DocumentAccess,
  lang: Lang,
  patch: z.output<typeof DocumentPatch>,
): Promise<Document> {
  const current = await visibleDocument(app, buildingId, docId, access);
  if (!canChangeDocument(access, current)) throw forbidden('server.documents.forbidden');

  const moving = patch.entity_type !== undefined || patch.entity_id !== undefined;
  const entityType = patch.entity_type ?? current.entity_type;
  // the current entity_id names the current kind of place: a move to the other kind takes only what was sent
  const entityId = patch.entity_id ?? (entityType === current.entity_type ? current.entity_id : undefined);
  const target = moving ? await resolveTarget(app, buildingId, entityType, entityId, access) : { entity_type: current.entity_type, entity_id: current.entity_id };
  // Moving a document needs the right to both places: an owner cannot hand theirs to the building.
  if (!canChangeDocument(access, target)) throw forbidden('server.documents.forbidden');
  await checkCategory(app, patch.category_id);

  const next = {
    title: patch.title ?? current.title,
    description: patch.description === undefined ? current.description : patch.description || null,
    category_id: patch.category_id === undefined ? current.category_id : patch.category_id,
    visibility: patch.visibility ?? current.visibility,
    ...target,
  };
  await app.db
    .updateTable('documents')
    .set({
      ...next,
      search_text: documentSearchText({ ...next, original_name: current.original_name }),
      updated_at: nowIso(),
    })
    .where('id', '=', docId)
    .where('building_id', '=', buildingId)
    .execute();
  // those who lose sight of it hear of it too, so their list drops it
  app.bus.publish('document.updated', buildingId, { id: docId }, unionAudience(documentAudience(current), documentAudience(next)));
  const row = await findDocument(app.db, buildingId, docId);
  return toDocument(row!, access, lang);
}

/** The row goes first (in its transaction); the file after, so a failed delete never loses a listed file. */
export async function deleteDocument(app: FastifyInstance, buildingId: number, docId: number, access: DocumentAccess) {
  const current = await visibleDocument(app, buildingId, docId, access);
  if (!canChangeDocument(access, current)) throw forbidden('server.documents.forbidden');
  await app.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('documents').where('id', '=', docId).where('building_id', '=', buildingId).execute();
  });
  app.bus.publish('document.deleted', buildingId, { id: docId }, documentAudience(current));
  await app.files.remove(current.file_path).catch((e: unknown) => app.log.error({ err: e }, 'could not remove a deleted document file'));
}
