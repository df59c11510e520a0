/**
 * Memberships: a building role or a unit access makes a user one of a building's people (they see
 * it, get its live events, and its building admins see them). Invitations give memberships; these
 * calls let an admin change or end one — a tenant moving out, a manager handing over. A building
 * admin works only in the buildings they manage, and never on their own or a global admin's access.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { MembershipsResponse, SetBuildingMembershipRequest, SetUnitMembershipRequest } from '../../../contract/admin';
import { notFound } from '../../lib/http-error';
import type { AdminDeps } from './users';
import { changeUserAccess, storedValidity, targetUser } from './access-change';
import { buildingOfUnit, manages, requireAdmin, requireManagedBuilding, requireVisibleUser, type AdminScope } from './scope';

export async function userMemberships(db: Kysely<DB>, scope: AdminScope, userId: number): Promise<MembershipsResponse> {
  requireAdmin(scope);
  await requireVisibleUser(db, scope, userId);
  const [buildings, units] = await Promise.all([
    db
      .selectFrom('building_roles')
      .innerJoin('buildings', 'buildings.id', 'building_roles.building_id')
      .select(['building_roles.building_id', 'buildings.name as building_name', 'building_roles.role'])
      .where('building_roles.user_id', '=', userId)
      // in the order of the (user_id, building_id) unique index: no sort step however many there are
      .orderBy('building_roles.building_id')
      .execute(),
    db
      .selectFrom('unit_access')
      .innerJoin('units', 'units.id', 'unit_access.unit_id')
      .innerJoin('buildings', 'buildings.id', 'units.building_id')
      .select([
        'unit_access.unit_id',
        'units.number as unit_number',
        'units.building_id',
        'buildings.name as building_name',
        'unit_access.role',
        'unit_access.valid_from',
        'unit_access.valid_until',
      ])
      .where('unit_access.user_id', '=', userId)
      .orderBy('unit_access.unit_id')
      .execute(),
  ]);
  const mine = (m: { building_id: number }) => manages(scope, m.building_id);
  return { user_id: userId, buildings: buildings.filter(mine), units: units.filter(mine) };
}

const buildingRoleOf = (db: Kysely<DB>, userId: number, buildingId: number) =>
  db.selectFrom('building_roles').select('role').where('user_id', '=', userId).where('building_id', '=', buildingId).executeTakeFirst();

export async function setBuildingMembership(
  deps: AdminDeps,
  scope: AdminScope,
  userId: number,
  buildingId: number,
  input: SetBuildingMembershipRequest,
): Promise<MembershipsResponse> {
  await targetUser(deps.db, scope, userId);
  await requireManagedBuilding(deps.db, scope, buildingId);
  const before = await buildingRoleOf(deps.db, userId, buildingId);
  if (before?.role !== input.role) {
    await changeUserAccess(
      deps,
      scope,
      userId,
      { action: 'admin.membership.set', buildingId, target: `user:${userId}`, detail: { old: before ? { building_id: buildingId, role: before.role } : null, new: { building_id: buildingId, role: input.role } } },
      async (trx) => {
        if (before) await trx.updateTable('building_roles').set({ role: input.role }).where('user_id', '=', userId).where('building_id', '=', buildingId).execute();
        else await trx.insertInto('building_roles').values({ user_id: userId, building_id: buildingId, role: input.role }).execute();
      },
    );
  }
  return userMemberships(deps.db, scope, userId);
}

export async function removeBuildingMembership(deps: AdminDeps, scope: AdminScope, userId: number, buildingId: number): Promise<void> {
  await targetUser(deps.db, scope, userId);
  const before = await buildingRoleOf(deps.db, userId, buildingId);
  if (!before || !manages(scope, buildingId)) throw notFound('server.admin.membership_not_found');
  await changeUserAccess(
    deps,
    scope,
    userId,
    { action: 'admin.membership.remove', buildingId, target: `user:${userId}`, detail: { old: { building_id: buildingId, role: before.role } } },
    async (trx) => {
      await trx.deleteFrom('building_roles').where('user_id', '=', userId).where('building_id', '=', buildingId).execute();
    },
  );
}

export async function setUnitMembership(
  deps: AdminDeps,
  scope: AdminScope,
  userId: number,
  unitId: number,
  input: SetUnitMembershipRequest,
): Promise<MembershipsResponse> {
  await targetUser(deps.db, scope, userId);
  const buildingId = await buildingOfUnit(deps.db, unitId);
  await requireManagedBuilding(deps.db, scope, buildingId);
  const validity = storedValidity(input.valid_from, input.valid_until);
  const before = await deps.db
    .selectFrom('unit_access')
    .select(['role', 'valid_from', 'valid_until'])
    .where('user_id', '=', userId)
    .where('unit_id', '=', unitId)
    .executeTakeFirst();
  const next = { role: input.role, ...validity };
  await changeUserAccess(
    deps,
    scope,
    userId,
    { action: 'admin.membership.set', buildingId, target: `user:${userId}`, detail: { old: before ? { unit_id: unitId, ...before } : null, new: { unit_id: unitId, ...next } } },
    async (trx) => {
      if (before) await trx.updateTable('unit_access').set(next).where('user_id', '=', userId).where('unit_id', '=', unitId).execute();
      else await trx.insertInto('unit_access').values({ user_id: userId, unit_id: unitId, ...next }).execute();
    },
  );
  return userMemberships(deps.db, scope, userId);
}

export async function removeUnitMembership(deps: AdminDeps, scope: AdminScope, userId: number, unitId: number): Promise<void> {
  await targetUser(deps.db, scope, userId);
  const before = await deps.db
    .selectFrom('unit_access')
    .innerJoin('units', 'units.id', 'unit_access.unit_id')
    .select(['unit_access.role', 'unit_access.valid_from', 'unit_access.valid_until', 'units.building_id'])
    .where('unit_access.user_id', '=', userId)
    .where('unit_access.unit_id', '=', unitId)
    .executeTakeFirst();
  if (!before || !manages(scope, before.building_id)) throw notFound('server.admin.membership_not_found');
  const { building_id: buildingId, ...old } = before;
  await changeUserAccess(
    deps,
    scope,
    userId,
    { action: 'admin.membership.remove', buildingId, target: `user:${userId}`, detail: { old: { unit_id: unitId, ...old } } },
    async (trx) => {
      await trx.deleteFrom('unit_access').where('user_id', '=', userId).where('unit_id', '=', unitId).execute();
    },
  );
}
