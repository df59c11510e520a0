import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { FloorplanUploadFields, type FloorplanPatchValues, type FloorplanUploadValues } from '../../../contract/floorplans';
import { FLOORPLAN_KINDS, type FloorplanKind } from '../../../contract/rules/floorplans';
import { MIME, sniffFileKind } from '../files/sniff';
import type { UploadedFile } from '../files/multipart';
import { HttpError, badRequest } from '../../lib/http-error';
import { describeValidationIssue } from '../../plugins/errors';
import type { Lang } from '../../lib/i18n';
import { nowIso } from '../../lib/time';
import { findFloorplan, type FloorplanRow } from './repository';

/** Multipart text fields arrive outside the route schema, so they are checked here with the same wording. */
export function parseUploadFields(fields: Record<string, string>, lang: Lang): FloorplanUploadValues {
  const parsed = FloorplanUploadFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0] as z.core.$ZodIssue & { input?: unknown };
    throw new HttpError(400, describeValidationIssue(lang, issue as never, 'body'));
  }
  return parsed.data;
}

/** JPG, PNG, PDF or SVG by content; the uploaded name and the client's content type count for nothing. */
export function acceptedKind(file: UploadedFile | null) {
  if (!file || file.buffer.length === 0) throw badRequest('server.floorplans.file_required');
  const kind = sniffFileKind(file.buffer);
  if (!kind || !(FLOORPLAN_KINDS as readonly string[]).includes(kind)) throw badRequest('server.floorplans.unsupported_type');
  return kind as FloorplanKind;
}

/** The file name shown on download: the uploaded one with the extension its content really has. */
export function downloadName(originalName: string, kind: string): string {
  const base = originalName.replace(/[\\/]/g, '_').replace(/\.[^.]*$/, '').trim().slice(0, 150) || 'plan';
  return `${base}.${kind}`;
}

/**
 * Stores the bytes, then the row. If the row cannot be written the bytes are removed again,
 * so a failed upload leaves nothing behind.
 */
export async function createFloorplan(
  app: FastifyInstance,
  buildingId: number,
  userId: number,
  values: FloorplanUploadValues,
  file: UploadedFile,
  kind: FloorplanKind,
): Promise<FloorplanRow> {
  const path = await app.files.save('floorplans', kind, file.buffer);
  try {
    const ts = nowIso();
    return await app.db
      .insertInto('floorplans')
      .values({
        building_id: buildingId,
        floor: values.floor,
        name: values.name,
        description: values.description,
        type: values.type,
        access_level: values.access_level,
        file_path: path,
        original_name: downloadName(file.filename, kind),
        mime_type: MIME[kind],
        file_size: file.buffer.length,
        created_by: userId,
        created_at: ts,
        updated_at: ts,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    await app.files.remove(path).catch(() => undefined);
    throw err;
  }
}

export async function updateFloorplan(app: FastifyInstance, row: FloorplanRow, patch: FloorplanPatchValues) {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0) return row;
  await app.db
    .updateTable('floorplans')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', row.id)
    .execute();
  return (await findFloorplan(app.db, row.building_id, row.id))!;
}

/** Row first (the plan disappears for everyone at once), then the bytes; a leftover file is only logged. */
export async function deleteFloorplan(app: FastifyInstance, row: FloorplanRow) {
  await app.db.deleteFrom('floorplans').where('id', '=', row.id).execute();
  await app.files.remove(row.file_path).catch((err: unknown) => app.log.warn({ err, path: row.file_path }, 'floor-plan file not removed'));
}
