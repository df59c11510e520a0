import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { FloorplansTable } from '../../db/schema/floorplans';
import type { Floorplan, FloorplanAccessLevel } from '../../../contract/floorplans';
import { prepared } from '../../db/prepared';

export type FloorplanRow = Selectable<FloorplansTable>;

/** The download URL path a client "downloads by" (spec 000 §7: the file is downloaded by its file path). */
export const floorplanFileUrl = (buildingId: number, planId: number) => `/v1/buildings/${buildingId}/floorplans/${planId}/file`;

export function toFloorplan(row: FloorplanRow): Floorplan {
  return {
    id: row.id,
    building_id: row.building_id,
    floor: row.floor,
    name: row.name,
    description: row.description,
    type: row.type,
    access_level: row.access_level,
    file: {
      path: floorplanFileUrl(row.building_id, row.id),
      mime_type: row.mime_type,
      name: row.original_name,
      size: row.file_size,
    },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

type ListParams = { buildingId: number; levels: FloorplanAccessLevel[]; floor?: number };
// compiled once per shape: the number of levels the caller may see, and whether a floor is asked for
const listQuery = prepared((db, p: ListParams, shape: ListParams) => {
  let q = db.selectFrom('floorplans').selectAll().where('building_id', '=', p.buildingId).where('access_level', 'in', p.levels);
  if (shape.floor !== undefined) q = q.where('floor', '=', p.floor!);
  return q.orderBy('floor').orderBy('name').orderBy('id');
});
const byId = prepared((db, p: { buildingId: number; planId: number }) =>
  db.selectFrom('floorplans').selectAll().where('id', '=', p.planId).where('building_id', '=', p.buildingId),
);

/** Plans of a building the caller may see, ordered by floor then name (index floorplans_building_floor). */
export async function listFloorplans(
  db: Kysely<DB>,
  buildingId: number,
  levels: FloorplanAccessLevel[],
  floor?: number,
): Promise<FloorplanRow[]> {
  if (levels.length === 0) return [];
  return listQuery.all(db, { buildingId, levels, floor });
}

export async function findFloorplan(db: Kysely<DB>, buildingId: number, planId: number): Promise<FloorplanRow | undefined> {
  return byId.first(db, { buildingId, planId });
}
