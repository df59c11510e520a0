import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccessProfile } from '../../access/profile';
import { can, canSeeBuilding, unitRole } from '../../access/engine';
import { prepared } from '../../db/prepared';
import { notFound, unauthorized } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { PERMISSION } from '../../../contract/rules/permissions';

/** The unit as parking needs it. */
export interface ParkingUnit {
  id: number;
  building_id: number;
  number: string;
  /** 1 when the unit may use the garage (spec 000 §3) */
  has_parking: number;
}

export interface ParkingActor {
  userId: number;
  buildingId: number;
}

export interface ParkingUnitAccess {
  unit: ParkingUnit;
  actor: ParkingActor;
  /** holds 'parking:manage' in the building: every unit's plates, spaces, switch and the whole log */
  isStaff: boolean;
  /** the caller's live role in the unit (owner, tenant, unit admin), null for staff from outside it */
  role: 'owner' | 'tenant' | 'admin' | null;
}

/**
 * One message for every way of missing: a building the caller cannot see, a unit that is not in
 * it, a unit that is not theirs. "Not found" and "not yours" must look the same.
 */
export const PARKING_UNIT_NOT_FOUND = 'server.errors.unit_not_found';

const unitById = prepared((db, p: { id: number }) =>
  db.selectFrom('units').select(['id', 'building_id', 'number', 'has_parking']).where('id', '=', p.id),
);

/** Whether the caller holds 'parking:manage' in the building (building admins, managers, global admins). */
export function isParkingStaff(profile: AccessProfile, buildingId: number, now = nowIso()): boolean {
  return can(profile, PERMISSION.parkingManage, { buildingId }, now);
}

/**
 * May this caller reach this unit's parking (plates, spaces, its gate log)? The unit's current
 * people and the building's parking staff may; anyone else gets the same 404 as for a unit that
 * does not exist. Usable without a request (the proxy, the simulator's tests).
 */
export async function parkingUnitAccess(
  db: Kysely<DB>,
  profile: AccessProfile,
  buildingId: number,
  unitId: number,
  now = nowIso(),
): Promise<ParkingUnitAccess> {
  if (!canSeeBuilding(profile, buildingId, now)) throw notFound(PARKING_UNIT_NOT_FOUND);
  const unit = await unitById.first(db, { id: unitId });
  if (!unit || unit.building_id !== buildingId) throw notFound(PARKING_UNIT_NOT_FOUND);
  const role = unitRole(profile, unitId, now);
  const isStaff = isParkingStaff(profile, buildingId, now);
  if (role === null && !isStaff) throw notFound(PARKING_UNIT_NOT_FOUND);
  return { unit, actor: { userId: profile.userId, buildingId }, isStaff, role };
}

/** The request form of parkingUnitAccess (the auth hook has already refused a missing session). */
export async function requireParkingUnit(req: FastifyRequest, buildingId: number, unitId: number): Promise<ParkingUnitAccess> {
  if (!req.auth) throw unauthorized();
  return parkingUnitAccess(req.server.db, req.auth.profile, buildingId, unitId);
}
