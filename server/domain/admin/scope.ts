import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccessProfile } from '../../access/profile';
import { can } from '../../access/engine';
import { PERMISSION } from '../../../contract/rules/permissions';
import { badRequest, forbidden, notFound } from '../../lib/http-error';

/**
 * Who administers what (issue 13; README "Who sees what → Administration"): a global admin
 * everything; anyone else the buildings where they hold user:manage (building admins through the
 * BUILDING_ADMIN role, or a direct grant) — and there only the memberships, roles and permissions
 * of those buildings. Deny by default: no such building, no admin call at all.
 */
export interface AdminScope {
  userId: number;
  global: boolean;
  /** buildings whose people the caller manages (every building for a global admin: not listed) */
  buildings: number[];
}

export function adminScope(profile: AccessProfile): AdminScope {
  if (profile.globalAdmin) return { userId: profile.userId, global: true, buildings: [] };
  const candidates = new Set<number>(profile.buildingRoles.keys());
  for (const g of profile.grants) if (g.code === PERMISSION.userManage && g.buildingId !== null) candidates.add(g.buildingId);
  const buildings = [...candidates].filter((buildingId) => can(profile, PERMISSION.userManage, { buildingId })).sort((a, b) => a - b);
  return { userId: profile.userId, global: false, buildings };
}

/** The admin area at all: a global admin or someone managing a building; others are refused. */
export function requireAdmin(scope: AdminScope): AdminScope {
  if (!scope.global && scope.buildings.length === 0) throw forbidden();
  return scope;
}

/** Creating, editing and (de)activating accounts and global roles: global admins only. */
export function requireGlobal(scope: AdminScope): void {
  if (!scope.global) throw forbidden('server.admin.global_only');
}

export const manages = (scope: AdminScope, buildingId: number): boolean => scope.global || scope.buildings.includes(buildingId);

/** A building named in an admin call: it must exist (400) and be the caller's to manage (400, the wording). */
export async function requireManagedBuilding(db: Kysely<DB>, scope: AdminScope, buildingId: number): Promise<void> {
  const found = await db.selectFrom('buildings').select('id').where('id', '=', buildingId).executeTakeFirst();
  if (!found) throw badRequest('server.admin.building_unknown', { id: buildingId });
  if (!manages(scope, buildingId)) throw badRequest('server.admin.building_not_managed', { id: buildingId });
}

/** A unit's building (400 when there is no such unit). */
export async function buildingOfUnit(db: Kysely<DB>, unitId: number): Promise<number> {
  const unit = await db.selectFrom('units').select('building_id').where('id', '=', unitId).executeTakeFirst();
  if (!unit) throw badRequest('server.admin.unit_unknown', { id: unitId });
  return unit.building_id;
}

/**
 * The users a building admin may see: members of their buildings (a building role there, or an
 * access to one of its units). A global admin sees everyone. A correlated EXISTS for each user, so
 * the list walks its sort order's index and probes each user's own rows by their unique
 * (user_id, …) indexes, instead of gathering the members and sorting them.
 */
export function visibleTo(scope: AdminScope) {
  const buildings = scope.buildings.length ? scope.buildings : [0];
  return (eb: ExpressionBuilder<DB, 'users'>) =>
    eb.or([
      eb.exists(
        eb
          .selectFrom('building_roles')
          .select('building_roles.user_id')
          .whereRef('building_roles.user_id', '=', 'users.id')
          .where('building_roles.building_id', 'in', buildings),
      ),
      eb.exists(
        eb
          .selectFrom('unit_access')
          .innerJoin('units', 'units.id', 'unit_access.unit_id')
          .select('unit_access.user_id')
          .whereRef('unit_access.user_id', '=', 'users.id')
          .where('units.building_id', 'in', buildings),
      ),
    ]);
}

/** The user as the caller may see them; anyone else is "not found" (404), whether they exist or not. */
export async function requireVisibleUser(db: Kysely<DB>, scope: AdminScope, userId: number) {
  let query = db.selectFrom('users').select(['id', 'global_role', 'is_active']).where('id', '=', userId);
  if (!scope.global) query = query.where(visibleTo(scope));
  const user = await query.executeTakeFirst();
  if (!user) throw notFound('server.admin.user_not_found');
  return user;
}

/**
 * Whose access the caller may change: a building admin neither their own (no raising oneself) nor
 * a global admin's (who answers only to another global admin).
 */
export function requireChangeable(scope: AdminScope, target: { id: number; global_role: string }): void {
  if (scope.global) return;
  if (target.id === scope.userId || target.global_role === 'admin') throw forbidden('server.admin.not_changeable');
}
