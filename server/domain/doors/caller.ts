import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccessProfile } from '../../access/profile';
import { activeUnitsIn, isBuildingStaff, permissionState } from '../../access/engine';
import { prepared } from '../../db/prepared';
import { idListParam, inIdList } from '../../db/id-list';
import { PERMISSION } from '../../../contract/rules/permissions';
import { doorDecision, type DoorDecision, type DoorPlace, type DoorResidentUnit, type PermissionState } from '../../../contract/rules/doors';

/** What the door rule needs to know about one caller in one building, worked out once per request. */
export interface DoorCaller {
  userId: number;
  buildingId: number;
  units: DoorResidentUnit[];
  permission: PermissionState;
  staff: boolean;
}

// the caller's live units by id (primary key), bound as one JSON list so the statement has one shape
const unitPlaces = prepared((db, p: { ids: string; buildingId: number }) =>
  db.selectFrom('units').select(['id', 'floor', 'has_parking']).where(inIdList(db, 'id', p.ids)).where('building_id', '=', p.buildingId),
);

/**
 * The caller as the door rule sees them: their live units in the building with floor and parking,
 * whether they are the building's staff, and their `door:open` there (a direct grant, a direct
 * denial, or the one staff roles carry). Only for members: the routes have checked the building.
 */
export async function doorCaller(db: Kysely<DB>, profile: AccessProfile, buildingId: number, now: string): Promise<DoorCaller> {
  const live = activeUnitsIn(profile, buildingId, now);
  const rows = live.length === 0 ? [] : await unitPlaces.all(db, { ids: idListParam(live.map((u) => u.unitId)), buildingId });
  return {
    userId: profile.userId,
    buildingId,
    units: rows.map((r) => ({ unit_id: r.id, floor: r.floor, has_parking: Number(r.has_parking) === 1 })),
    permission: permissionState(profile, PERMISSION.doorOpen, { buildingId }, now),
    // staff roles carry door:open, so their grant alone would already allow; staff is kept apart so
    // that the audit says why (and a staff role without the code in its grants still opens)
    staff: isBuildingStaff(profile, buildingId),
  };
}

/** The server's decision for this caller at this door (contract/rules/doors.ts: a live denial wins). */
export const decideDoor = (caller: DoorCaller, place: DoorPlace): DoorDecision =>
  doorDecision({ door: place, units: caller.units, permission: caller.permission, staff: caller.staff });
