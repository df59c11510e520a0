import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccessProfile } from '../../access/profile';
import { can, canSeeBuilding, unitRole } from '../../access/engine';
import { prepared } from '../../db/prepared';
import { forbidden, notFound, unauthorized } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { PERMISSION } from '../../../contract/rules/permissions';
import { writeAudit, type AuditAction } from '../audit';
import { requireBuilding, requirePermission } from '../../access/guards';

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
  role: 'owner' | 'tenant' | 'admin' | 'guest' | null;
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

/** The 404 or the access, for a unit already read (or not found: undefined). */
function reach(profile: AccessProfile, buildingId: number, unit: ParkingUnit | undefined, now: string): ParkingUnitAccess {
  if (!canSeeBuilding(profile, buildingId, now)) throw notFound(PARKING_UNIT_NOT_FOUND);
  if (!unit || unit.building_id !== buildingId) throw notFound(PARKING_UNIT_NOT_FOUND);
  const role = unitRole(profile, unit.id, now);
  const isStaff = isParkingStaff(profile, buildingId, now);
  if (role === null && !isStaff) throw notFound(PARKING_UNIT_NOT_FOUND);
  return { unit, actor: { userId: profile.userId, buildingId }, isStaff, role };
}

/**
 * A change to the unit's plates is its owner's, tenant's or unit admin's, or the parking staff's. A unit
 * guest (unit_access 'guest') reaches the unit to read it but changes nothing: the authorization
 * matrix found a guest deleting the unit's plates. Same 404 as a unit one does not reach (the routes
 * document no 403).
 */
export function requirePlateChanger(access: ParkingUnitAccess): ParkingUnitAccess {
  if (access.isStaff || access.role === 'owner' || access.role === 'tenant' || access.role === 'admin') return access;
  throw notFound(PARKING_UNIT_NOT_FOUND);
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
  return reach(profile, buildingId, await unitById.first(db, { id: unitId }), now);
}

/** The same for a route that names only the unit (POST /units/{id}/set-parking): its building is the unit's. */
export async function parkingUnitAccessById(db: Kysely<DB>, profile: AccessProfile, unitId: number, now = nowIso()): Promise<ParkingUnitAccess> {
  const unit = await unitById.first(db, { id: unitId });
  if (!unit) throw notFound(PARKING_UNIT_NOT_FOUND);
  return reach(profile, unit.building_id, unit, now);
}

/** The request form of parkingUnitAccess (the auth hook has already refused a missing session). */
export async function requireParkingUnit(req: FastifyRequest, buildingId: number, unitId: number): Promise<ParkingUnitAccess> {
  if (!req.auth) throw unauthorized();
  return parkingUnitAccess(req.server.db, req.auth.profile, buildingId, unitId);
}

/** The building's parking staff (the whole gate log, recording a pass): a member without the right gets 403. */
export async function requireParkingStaffOf(req: FastifyRequest, buildingId: number): Promise<void> {
  await requireBuilding(req, buildingId);
  requirePermission(req, PERMISSION.parkingManage, { buildingId });
}

/**
 * Staff-only parking writes (a new space, the parking switch): one of the unit's people sees the
 * unit, so their refusal is a 403, recorded in the audit log like every refused write.
 */
export async function requireParkingStaff(db: Kysely<DB>, access: ParkingUnitAccess, action: AuditAction, target: string): Promise<void> {
  if (access.isStaff) return;
  await writeAudit(db, { ...access.actor, unitId: access.unit.id, action, target, outcome: 'denied' });
  throw forbidden();
}
