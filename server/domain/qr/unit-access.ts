import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccessProfile } from '../../access/profile';
import { activeUnits, canSeeBuilding, isBuildingStaff } from '../../access/engine';
import { prepared } from '../../db/prepared';
import { notFound, unauthorized } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { writeAudit, type AuditAction } from '../audit';

/** The unit as QR passes need it. */
export interface QrUnit {
  id: number;
  building_id: number;
  number: string;
}

export interface QrUnitAccess {
  unit: QrUnit;
  actor: { userId: number; buildingId: number };
  /** the building's staff (admins, managers, global admins): their passes have no end of their own */
  isStaff: boolean;
  /**
   * when the caller's own access to the unit ends (UTC ISO); null when it does not end (staff, or a
   * live access without an end). A guest pass never outlives it.
   */
  accessUntil: string | null;
}

/** One message for "not found" and "not yours" alike. */
export const QR_UNIT_NOT_FOUND = 'server.errors.unit_not_found';

const unitById = prepared((db, p: { id: number }) => db.selectFrom('units').select(['id', 'building_id', 'number']).where('id', '=', p.id));

/** The latest end among the caller's live accesses to the unit (null = open-ended), or undefined for none. */
function ownAccessUntil(profile: AccessProfile, unitId: number, now: string): string | null | undefined {
  let until: string | null | undefined;
  for (const u of activeUnits(profile, now)) {
    if (u.unitId !== unitId) continue;
    if (u.validUntil === null) return null;
    if (until === undefined || (until !== null && u.validUntil > until)) until = u.validUntil;
  }
  return until;
}

/**
 * May this caller manage the unit's QR passes? Its current owners and tenants (live unit access)
 * and the building's staff may; anyone else gets the same 404 as for a unit that does not exist.
 * A write (`deniedAction`) refused on a real unit of a building the caller is a member of is
 * recorded in the audit log first, as other refused writes are (units/service.ts does the same).
 */
export async function qrUnitAccess(
  db: Kysely<DB>,
  profile: AccessProfile,
  buildingId: number,
  unitId: number,
  deniedAction: AuditAction | null = null,
  now = nowIso(),
): Promise<QrUnitAccess> {
  if (!canSeeBuilding(profile, buildingId, now)) throw notFound(QR_UNIT_NOT_FOUND);
  const unit = await unitById.first(db, { id: unitId });
  if (!unit || unit.building_id !== buildingId) throw notFound(QR_UNIT_NOT_FOUND);
  const isStaff = isBuildingStaff(profile, buildingId);
  const own = ownAccessUntil(profile, unit.id, now);
  if (own === undefined && !isStaff) {
    if (deniedAction) await writeAudit(db, { userId: profile.userId, action: deniedAction, buildingId, unitId: unit.id, target: `unit:${unit.id}`, outcome: 'denied', at: now });
    throw notFound(QR_UNIT_NOT_FOUND);
  }
  return { unit, actor: { userId: profile.userId, buildingId }, isStaff, accessUntil: isStaff ? null : (own ?? null) };
}

/** The request form (the auth hook has already refused a missing session); writes name their audit action. */
export async function requireQrUnit(req: FastifyRequest, buildingId: number, unitId: number, deniedAction: AuditAction | null = null): Promise<QrUnitAccess> {
  if (!req.auth) throw unauthorized();
  return qrUnitAccess(req.server.db, req.auth.profile, buildingId, unitId, deniedAction);
}
