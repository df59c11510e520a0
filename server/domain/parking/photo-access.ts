import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccessProfile } from '../../access/profile';
import { can, unitRole } from '../../access/engine';
import { PERMISSION } from '../../../contract/rules/permissions';
import { prepared } from '../../db/prepared';

type LogInBuilding = { buildingId: number; logId: number };

const photoQuery = prepared((db, p: LogInBuilding) =>
  db
    .selectFrom('gate_events')
    .select(['id', 'unit_id', 'access_time', 'license_plate', 'photo_path', 'photo_mime'])
    .where('id', '=', p.logId)
    .where('building_id', '=', p.buildingId),
);

/**
 * The photo of one gate event, when the caller may see that event: the unit's current people and
 * the building's parking staff; an event no unit owns (an unknown plate) only staff. Anything else,
 * and an event without a photo, reads as not there (404), like an event of another building.
 */
export async function visiblePhoto(db: Kysely<DB>, profile: AccessProfile, buildingId: number, logId: number) {
  const row = await photoQuery.first(db, { buildingId, logId });
  if (!row?.photo_path || !row.photo_mime) return null;
  const staff = can(profile, PERMISSION.parkingManage, { buildingId });
  if (!staff && (row.unit_id === null || unitRole(profile, row.unit_id) === null)) return null;
  return { ...row, photo_path: row.photo_path, photo_mime: row.photo_mime };
}
