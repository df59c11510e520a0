import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type {
  AssignRoleRequest,
  AvailablePermission,
  CreatePermissionRequest,
  DirectPermission,
  InheritedPermission,
  RoleDefinition,
  UpdatePermissionRequest,
  UserPermissionsResponse,
} from '../../../contract/admin';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import type { AdminDeps } from './users';
import { changeUserAccess, storedValidity, targetUser } from './access-change';
import { buildingOfUnit, manages, requireAdmin, requireManagedBuilding, requireVisibleUser, type AdminScope } from './scope';

export async function listRoles(db: Kysely<DB>, scope: AdminScope): Promise<RoleDefinition[]> {
  requireAdmin(scope);
  return (await db.selectFrom('roles').select(['id', 'code', 'name', 'role_type', 'is_active']).orderBy('id').execute()) as RoleDefinition[];
}

export async function listAvailablePermissions(db: Kysely<DB>, scope: AdminScope): Promise<AvailablePermission[]> {
  requireAdmin(scope);
  return db.selectFrom('permissions').select(['id', 'code', 'name', 'description']).orderBy('code').execute();
}

/**
 * A user's roles (inherited permissions) and direct grants and denials. A building admin sees
 * only those bound to their buildings or units there; global ones are a global admin's business.
 */
export async function userPermissions(db: Kysely<DB>, scope: AdminScope, userId: number, includeInherited: boolean): Promise<UserPermissionsResponse> {
  requireAdmin(scope);
  const user = await requireVisibleUser(db, scope, userId);
  const inScope = (row: { building_id: number | null; unit_building_id: number | null }) => {
    const building = row.building_id ?? row.unit_building_id;
    return scope.global || (building !== null && manages(scope, building));
  };
  const [roles, direct] = await Promise.all([
    includeInherited
      ? db
          .selectFrom('user_roles')
          .innerJoin('roles', 'roles.id', 'user_roles.role_id')
          .leftJoin('units', 'units.id', 'user_roles.unit_id')
          .select([
            'user_roles.id as user_role_id',
            'user_roles.role_id',
            'roles.code as role_code',
            'roles.name as role_name',
            'user_roles.building_id',
            'user_roles.unit_id',
            'user_roles.valid_from',
            'user_roles.valid_until',
            'units.building_id as unit_building_id',
          ])
          .where('user_roles.user_id', '=', userId)
          .orderBy('user_roles.id')
          .execute()
      : Promise.resolve([]),
    db
      .selectFrom('user_permissions')
      .leftJoin('units', 'units.id', 'user_permissions.unit_id')
      .select([
        'user_permissions.id as assignment_id',
        'user_permissions.permission_code as code',
        'user_permissions.granted',
        'user_permissions.building_id',
        'user_permissions.unit_id',
        'user_permissions.valid_from',
        'user_permissions.valid_until',
        'units.building_id as unit_building_id',
      ])
      .where('user_permissions.user_id', '=', userId)
      .orderBy('user_permissions.id')
      .execute(),
  ]);
  const inherited: InheritedPermission[] = roles.filter(inScope).map(({ unit_building_id: _, ...r }) => r);
  const directOut: DirectPermission[] = direct.filter(inScope).map(({ unit_building_id: _, granted, ...d }) => ({ ...d, granted: granted === 1 }));
  return { user_id: userId, global_role: user.global_role, permissions: { inherited, direct: directOut } };
}


/**
 * Where a role or grant applies: a unit (its building derived, and a building named beside it must
 * be that one), a building, or everywhere — which only a global admin may give.
 */
async function resolveContext(db: Kysely<DB>, scope: AdminScope, buildingId: number | null | undefined, unitId: number | null | undefined) {
  if (unitId) {
    const building = await buildingOfUnit(db, unitId);
    if (buildingId && buildingId !== building) throw badRequest('server.admin.unit_not_in_building', { unit: unitId, building: buildingId });
    await requireManagedBuilding(db, scope, building);
    return { building_id: buildingId ? building : null, unit_id: unitId, auditBuilding: building };
  }
  if (buildingId) {
    await requireManagedBuilding(db, scope, buildingId);
    return { building_id: buildingId, unit_id: null, auditBuilding: buildingId };
  }
  if (!scope.global) throw forbidden('server.admin.global_only');
  return { building_id: null, unit_id: null, auditBuilding: null };
}



export async function assignRole(deps: AdminDeps, scope: AdminScope, userId: number, input: AssignRoleRequest): Promise<UserPermissionsResponse> {
  await targetUser(deps.db, scope, userId);
  const role = await deps.db.selectFrom('roles').select(['id', 'code', 'role_type']).where('id', '=', input.role_id).where('is_active', '=', 1).executeTakeFirst();
  if (!role) throw badRequest('server.admin.role_unknown');
  // the role's type binds where it applies (spec 001 §6: global, building- or unit-bound)
  if (role.role_type === 'global' && (input.building_id || input.unit_id)) throw badRequest('server.admin.context_global');
  if (role.role_type === 'building' && (!input.building_id || input.unit_id)) throw badRequest('server.admin.context_building');
  if (role.role_type === 'unit' && !input.unit_id) throw badRequest('server.admin.context_unit');
  const ctx = await resolveContext(deps.db, scope, input.building_id, input.unit_id);
  const validity = storedValidity(input.valid_from, input.valid_until);
  const at = nowIso();
  await changeUserAccess(
    deps,
    scope,
    userId,
    { action: 'admin.role.assign', buildingId: ctx.auditBuilding, target: `user:${userId}`, detail: { new: { role: role.code, building_id: ctx.building_id, unit_id: ctx.unit_id, ...validity } } },
    async (trx) => {
      await trx
        .insertInto('user_roles')
        .values({ user_id: userId, role_id: role.id, building_id: ctx.building_id, unit_id: ctx.unit_id, ...validity, created_at: at })
        .execute();
    },
  );
  return userPermissions(deps.db, scope, userId, true);
}

/** A role assignment or grant of the user, if the caller may see it (else 404 with `missing`). */
async function ownRow(db: Kysely<DB>, scope: AdminScope, table: 'user_roles' | 'user_permissions', userId: number, id: number, missing: string) {
  const row = await db
    .selectFrom(table)
    .leftJoin('units', 'units.id', `${table}.unit_id`)
    .selectAll(table)
    .select('units.building_id as unit_building_id')
    .where(`${table}.id`, '=', id)
    .where(`${table}.user_id`, '=', userId)
    .executeTakeFirst();
  const building = row ? (row.building_id ?? row.unit_building_id) : null;
  if (!row || (!scope.global && (building === null || !manages(scope, building)))) throw notFound(missing);
  return { row, building };
}

export async function removeRole(deps: AdminDeps, scope: AdminScope, userId: number, userRoleId: number): Promise<void> {
  await targetUser(deps.db, scope, userId);
  const { row, building } = await ownRow(deps.db, scope, 'user_roles', userId, userRoleId, 'server.admin.role_not_found');
  const role = await deps.db.selectFrom('roles').select('code').where('id', '=', (row as unknown as { role_id: number }).role_id).executeTakeFirst();
  await changeUserAccess(
    deps,
    scope,
    userId,
    { action: 'admin.role.remove', buildingId: building, target: `user:${userId}`, detail: { old: { role: role?.code ?? null, building_id: row.building_id, unit_id: row.unit_id, valid_from: row.valid_from, valid_until: row.valid_until } } },
    async (trx) => {
      await trx.deleteFrom('user_roles').where('id', '=', userRoleId).execute();
    },
  );
}

async function requireKnownPermission(db: Kysely<DB>, code: string) {
  const known = await db.selectFrom('permissions').select('code').where('code', '=', code).executeTakeFirst();
  if (!known) throw badRequest('server.admin.permission_unknown');
}

export async function createPermission(deps: AdminDeps, scope: AdminScope, userId: number, input: CreatePermissionRequest): Promise<UserPermissionsResponse> {
  await targetUser(deps.db, scope, userId);
  await requireKnownPermission(deps.db, input.permission_code);
  const ctx = await resolveContext(deps.db, scope, input.building_id, input.unit_id);
  const validity = storedValidity(input.valid_from, input.valid_until);
  const granted = input.is_granted ? 1 : 0;
  await changeUserAccess(
    deps,
    scope,
    userId,
    { action: 'admin.permission.grant', buildingId: ctx.auditBuilding, target: `user:${userId}`, detail: { new: { code: input.permission_code, granted: input.is_granted, building_id: ctx.building_id, unit_id: ctx.unit_id, ...validity } } },
    async (trx) => {
      await trx
        .insertInto('user_permissions')
        .values({ user_id: userId, permission_code: input.permission_code, granted, building_id: ctx.building_id, unit_id: ctx.unit_id, ...validity, created_at: nowIso() })
        .execute();
    },
  );
  return userPermissions(deps.db, scope, userId, true);
}

/** Edit of a grant: context, granted or denied, validity — never the code (spec 001 §5). */
export async function updatePermission(deps: AdminDeps, scope: AdminScope, userId: number, assignmentId: number, input: UpdatePermissionRequest): Promise<UserPermissionsResponse> {
  await targetUser(deps.db, scope, userId);
  const { row } = await ownRow(deps.db, scope, 'user_permissions', userId, assignmentId, 'server.admin.permission_not_found');
  const before = row as unknown as DB['user_permissions'] & { id: number };
  const ctx = await resolveContext(
    deps.db,
    scope,
    input.building_id !== undefined ? input.building_id : before.building_id,
    input.unit_id !== undefined ? input.unit_id : before.unit_id,
  );
  const validity = storedValidity(
    input.valid_from !== undefined ? input.valid_from : before.valid_from,
    input.valid_until !== undefined ? input.valid_until : before.valid_until,
  );
  const granted = input.is_granted === undefined ? before.granted : input.is_granted ? 1 : 0;
  const old = { granted: before.granted === 1, building_id: before.building_id, unit_id: before.unit_id, valid_from: before.valid_from, valid_until: before.valid_until };
  const next = { granted: granted === 1, building_id: ctx.building_id, unit_id: ctx.unit_id, ...validity };
  await changeUserAccess(
    deps,
    scope,
    userId,
    { action: 'admin.permission.update', buildingId: ctx.auditBuilding, target: `user:${userId}`, detail: { code: before.permission_code, old, new: next } },
    async (trx) => {
      await trx
        .updateTable('user_permissions')
        .set({ granted, building_id: ctx.building_id, unit_id: ctx.unit_id, ...validity })
        .where('id', '=', assignmentId)
        .execute();
    },
  );
  return userPermissions(deps.db, scope, userId, true);
}

export async function removePermission(deps: AdminDeps, scope: AdminScope, userId: number, assignmentId: number): Promise<void> {
  await targetUser(deps.db, scope, userId);
  const { row, building } = await ownRow(deps.db, scope, 'user_permissions', userId, assignmentId, 'server.admin.permission_not_found');
  const before = row as unknown as DB['user_permissions'];
  await changeUserAccess(
    deps,
    scope,
    userId,
    { action: 'admin.permission.remove', buildingId: building, target: `user:${userId}`, detail: { old: { code: before.permission_code, granted: before.granted === 1, building_id: before.building_id, unit_id: before.unit_id, valid_from: before.valid_from, valid_until: before.valid_until } } },
    async (trx) => {
      await trx.deleteFrom('user_permissions').where('id', '=', assignmentId).execute();
    },
  );
}
