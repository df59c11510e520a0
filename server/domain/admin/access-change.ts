/**
 * What every change of a user's access shares (roles, grants, memberships): whom the caller may
 * change, the stored validity window, and one transaction with its audit row, the access version
 * raised and the sockets moved.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { validityInOrder } from '../../../contract/rules/admin';
import { badRequest } from '../../lib/http-error';
import { startOfBuildingDay, storedValidTo } from '../../lib/building-time';
import { changeAccess } from '../../access/version';
import { writeAudit, type AuditAction } from '../audit';
import type { AdminDeps } from './users';
import { requireAdmin, requireChangeable, requireVisibleUser, type AdminScope } from './scope';

/** The stored validity: a bare date is the whole day in the building's zone; until ≥ from after that too. */
export function storedValidity(from: string | null | undefined, until: string | null | undefined) {
  const valid_from = from ? startOfBuildingDay(from) : null;
  const valid_until = storedValidTo(until);
  if (!validityInOrder(valid_from, valid_until)) throw badRequest('admin.validation.validityOrder');
  return { valid_from, valid_until };
}

/** Every change of a user's access: one transaction with its audit row, the access version raised, the sockets moved. */
export async function changeUserAccess(
  deps: AdminDeps,
  scope: AdminScope,
  userId: number,
  audit: { action: AuditAction; buildingId: number | null; target: string; detail: Record<string, unknown> },
  body: (trx: Kysely<DB>) => Promise<void>,
) {
  await changeAccess(deps, [userId], async (trx) => {
    await body(trx);
    await writeAudit(trx, { userId: scope.userId, outcome: 'success', ...audit, detail: { user_id: userId, ...audit.detail } });
  });
}

/** The user whose access the caller changes: visible to them (else 404) and changeable by them (else 403). */
export async function targetUser(db: Kysely<DB>, scope: AdminScope, userId: number) {
  requireAdmin(scope);
  const user = await requireVisibleUser(db, scope, userId);
  requireChangeable(scope, user);
  return user;
}
