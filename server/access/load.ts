import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AccessProfile, Grant } from './profile';
import { prepared } from '../db/prepared';

/** The role definition a building role carries in its building. */
export const BUILDING_ROLE_CODES: Record<string, string> = {
  admin: 'BUILDING_ADMIN',
  manager: 'BUILDING_MANAGER',
};

interface RoleTable {
  rolePerms: Array<{ role_id: number; role_code: string; permission_code: string }>;
  catalogue: string[];
  loadedAt: number;
}

/**
 * Role definitions and the catalogue are the same for every caller and change rarely (an admin
 * edit), so each request need not read them: they are kept per database for a few seconds.
 */
const ROLE_TABLE_TTL_MS = 5_000;
const roleTables = new WeakMap<Kysely<DB>, RoleTable>();

async function roleTable(db: Kysely<DB>): Promise<RoleTable> {
  const cached = roleTables.get(db);
  if (cached && Date.now() - cached.loadedAt < ROLE_TABLE_TTL_MS) return cached;
  const [rolePerms, catalogue] = await Promise.all([
    db
      .selectFrom('role_permissions')
      .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
      .select(['roles.id as role_id', 'roles.code as role_code', 'role_permissions.permission_code'])
      .where('roles.is_active', '=', 1)
      .execute(),
    db.selectFrom('permissions').select('code').execute(),
  ]);
  const table = { rolePerms, catalogue: catalogue.map((c) => c.code), loadedAt: Date.now() };
  roleTables.set(db, table);
  return table;
}

// A profile is loaded on every authenticated request the cache misses: five queries compiled once.
type ByUser = { userId: number };
const userQuery = prepared((db, p: ByUser) =>
  db.selectFrom('users').select(['id', 'global_role', 'is_active']).where('id', '=', p.userId),
);
const buildingRolesQuery = prepared((db, p: ByUser) =>
  db.selectFrom('building_roles').select(['building_id', 'role']).where('user_id', '=', p.userId),
);
const unitsQuery = prepared((db, p: ByUser) =>
  db
    .selectFrom('unit_access')
    .innerJoin('units', 'units.id', 'unit_access.unit_id')
    .select(['unit_access.unit_id', 'units.building_id', 'unit_access.role', 'unit_access.valid_from', 'unit_access.valid_until'])
    .where('unit_access.user_id', '=', p.userId),
);
const userRolesQuery = prepared((db, p: ByUser) =>
  db
    .selectFrom('user_roles')
    .select(['role_id', 'building_id', 'unit_id', 'valid_from', 'valid_until'])
    .where('user_id', '=', p.userId),
);
const directQuery = prepared((db, p: ByUser) =>
  db
    .selectFrom('user_permissions')
    .select(['permission_code', 'granted', 'building_id', 'unit_id', 'valid_from', 'valid_until'])
    .where('user_id', '=', p.userId),
);

export async function loadAccessProfile(db: Kysely<DB>, userId: number): Promise<AccessProfile | null> {
  const user = await userQuery.first(db, { userId });
  if (!user || user.is_active !== 1) return null;

  const [buildingRoles, units, { rolePerms, catalogue }, userRoles, direct] = await Promise.all([
    buildingRolesQuery.all(db, { userId }),
    unitsQuery.all(db, { userId }),
    roleTable(db),
    userRolesQuery.all(db, { userId }),
    directQuery.all(db, { userId }),
  ]);

  const grants: Grant[] = [];
  for (const br of buildingRoles) {
    const roleCode = BUILDING_ROLE_CODES[br.role];
    for (const rp of rolePerms.filter((p) => p.role_code === roleCode)) {
      grants.push({
        code: rp.permission_code,
        granted: true,
        buildingId: br.building_id,
        unitId: null,
        validFrom: null,
        validUntil: null,
        source: 'building_role',
      });
    }
  }
  for (const ur of userRoles) {
    for (const rp of rolePerms.filter((p) => p.role_id === ur.role_id)) {
      grants.push({
        code: rp.permission_code,
        granted: true,
        buildingId: ur.building_id,
        unitId: ur.unit_id,
        validFrom: ur.valid_from,
        validUntil: ur.valid_until,
        source: 'role',
      });
    }
  }
  for (const d of direct) {
    grants.push({
      code: d.permission_code,
      granted: d.granted === 1,
      buildingId: d.building_id,
      unitId: d.unit_id,
      validFrom: d.valid_from,
      validUntil: d.valid_until,
      source: 'direct',
    });
  }

  return {
    userId,
    globalAdmin: user.global_role === 'admin',
    buildingRoles: new Map(buildingRoles.map((b) => [b.building_id, b.role])),
    units: units.map((u) => ({
      unitId: u.unit_id,
      buildingId: u.building_id,
      role: u.role,
      validFrom: u.valid_from,
      validUntil: u.valid_until,
    })),
    grants,
    catalogue,
  };
}
