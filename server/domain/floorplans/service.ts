import type { FastifyInstance } from 'fastify';
import type { FloorplanPatchValues, FloorplanUploadValues } from '../../../contract/floorplans';
import { FLOORPLAN_KINDS, type FloorplanKind } from '../../../contract/rules/floorplans';
import { MIME, sniffFileKind } from '../files/sniff';
import type { UploadedFile } from '../files/multipart';
import { badRequest } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { findFloorplan, type FloorplanRow } from './repository';
import { floorplanAudience } from './access';
import { unionAudience } from '../../access/rooms';

/** JPG, PNG, PDF or SVG by content; the uploaded name and the client's content type count for nothing. */
export async function acceptedKind(file: UploadedFile | null) {
  if (!file || file.buffer.length === 0) throw badRequest('server.floorplans.file_required');
  const kind = await sniffFileKind(file.buffer);
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
  // ids only: the client refetches the list, where the plan's access level is checked again
  app.bus.publish('floorplan.created', buildingId, { id: row.id }, floorplanAudience(row.access_level));
  return row;
}

export async function updateFloorplan(app: FastifyInstance, row: FloorplanRow, patch: FloorplanPatchValues) {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0) return row;
  await app.db
    .updateTable('floorplans')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', row.id)
    .execute();
  const after = (await findFloorplan(app.db, row.building_id, row.id))!;
  // those who lose sight of the plan hear of it too, so their list drops it
  const audience = unionAudience(floorplanAudience(row.access_level), floorplanAudience(after.access_level));
  app.bus.publish('floorplan.updated', row.building_id, { id: row.id }, audience);
  return after;
}

/** Row first (the plan disappears for everyone at once), then the bytes; a leftover file is only logged. */
export async function deleteFloorplan(app: FastifyInstance, row: FloorplanRow) {
  await app.db.deleteFrom('floorplans').where('id', '=', row.id).execute();
  app.bus.publish('floorplan.deleted', row.building_id, { id: row.id }, floorplanAudience(row.access_level));
  await app.files.remove(row.file_path).catch((err: unknown) => app.log.warn({ err, path: row.file_path }, 'floor-plan file not removed'));
}
