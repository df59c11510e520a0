import type { FastifyInstance } from 'fastify';
import type { FloorplanPatchValues, FloorplanUploadValues } from '../../../contract/floorplans';
import { FLOORPLAN_KINDS, type FloorplanKind } from '../../../contract/rules/floorplans';
import { MIME, sniffFileKind } from '../files/sniff';
import type { UploadedFile } from '../files/multipart';
import { badRequest } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { findFloorplan, toFloorplan, type FloorplanRow } from './repository';

/** JPG, PNG, PDF or SVG by content; the uploaded name and the client's content type count for nothing. */
export function acceptedKind(file: UploadedFile | null) {
  if (!file || file.buffer.length === 0) throw badRequest('server.floorplans.file_required');
  const kind = sniffFileKind(file.buffer);
  if (!kind || !(FLOORPLAN_KINDS as readonly string[]).includes(kind)) throw badRequest('server.floorplans.unsupported_type');
  return kind as FloorplanKind;
}

/** The file name shown on download: the uploaded one with the extension its content really has. */
function downloadName(originalName: string, kind: string): string {
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
  let row: FloorplanRow;
  try {
    const ts = nowIso();
    row = await app.db
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
  app.bus.publish('floorplan.created', buildingId, { floorplan: toFloorplan(row) });
  return row;
}

export async function updateFloorplan(app: FastifyInstance, row: FloorplanRow, patch: FloorplanPatchValues) {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  let next = row;
  if (Object.keys(changes).length > 0) {
    await app.db
      .updateTable('floorplans')
      .set({ ...changes, updated_at: nowIso() })
      .where('id', '=', row.id)
      .execute();
    next = (await findFloorplan(app.db, row.building_id, row.id))!;
  }
  app.bus.publish('floorplan.updated', row.building_id, { floorplan: toFloorplan(next) });
  return next;
}

/** Row first (the plan disappears for everyone at once), then the bytes; a leftover file is only logged. */
export async function deleteFloorplan(app: FastifyInstance, row: FloorplanRow) {
  await app.db.deleteFrom('floorplans').where('id', '=', row.id).execute();
  app.bus.publish('floorplan.deleted', row.building_id, { id: row.id });
  await app.files.remove(row.file_path).catch((err: unknown) => app.log.warn({ err, path: row.file_path }, 'floor-plan file not removed'));
}
