import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccessProfile } from '../../access/profile';
import { activeUnits } from '../../access/engine';
import { prepared } from '../../db/prepared';
import { idListParam, inIdList } from '../../db/id-list';

export interface BuildingRow {
  id: number;
  name: string;
  code: string;
  address: string;
}

/** Czech collation in JS so that both engines sort "Bytový…" before "Dům…" alike. */
const byName = new Intl.Collator('cs', { sensitivity: 'base' });

/**
 * Ids of the buildings the user may see, without loading the rows: a global admin sees every
 * building (null here means "all"); anyone else through a building role or a live unit access.
 */
export function visibleBuildingIds(profile: AccessProfile): number[] | null {
  if (profile.globalAdmin) return null;
  // a building role or a live unit access is exactly what canSeeBuilding accepts
  const ids = new Set<number>(profile.buildingRoles.keys());
  for (const u of activeUnits(profile)) ids.add(u.buildingId);
  return [...ids];
}

/**
 * Buildings by the ids the profile allows, bound as one JSON list (db/id-list.ts) so the query has
 * one shape and is compiled once, whatever the number of buildings.
 */
const buildingsByIds = prepared((db, p: { ids: string }) =>
  db.selectFrom('buildings').select(['id', 'name', 'code', 'address']).where(inIdList(db, 'id', p.ids)),
);
const everyBuilding = prepared((db, _p: Record<string, never>) => db.selectFrom('buildings').select(['id', 'name', 'code', 'address']));

/** The rows of the buildings the user may see, in no particular order. */
export async function visibleBuildingRows(db: Kysely<DB>, profile: AccessProfile): Promise<BuildingRow[]> {
  const ids = visibleBuildingIds(profile);
  if (ids === null) return everyBuilding.all(db, {});
  if (ids.length === 0) return [];
  return buildingsByIds.all(db, { ids: idListParam(ids) });
}

/** The buildings the user may see, sorted by name (then id, for equal names). */
export async function listVisibleBuildings(db: Kysely<DB>, profile: AccessProfile): Promise<BuildingRow[]> {
  const rows = await visibleBuildingRows(db, profile);
  return rows.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
}

/** Every building id (what a global admin's live connection listens to). */
export async function allBuildingIds(db: Kysely<DB>): Promise<number[]> {
  return (await db.selectFrom('buildings').select('id').execute()).map((r) => r.id);
}

const CHUNK = 500;

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** What decides a user's live rooms: the profile without its grants (server/access/rooms.ts). */
export type RoomProfile = Pick<AccessProfile, 'globalAdmin' | 'buildingRoles' | 'units'>;

/**
 * The room-deciding part of many users' profiles at once, in three queries per 500 users: the live
 * plugin re-checks every open connection with it. Builds the same profile pieces the access engine
 * reads (global role, building roles, unit access windows), so the rules stay the engine's.
 * Inactive users are left out.
 */
export async function roomProfilesOfUsers(db: Kysely<DB>, userIds: number[]): Promise<Map<number, RoomProfile>> {
  const result = new Map<number, RoomProfile>();
  for (const ids of chunks([...new Set(userIds)])) {
    const [users, roles, units] = await Promise.all([
      db.selectFrom('users').select(['id', 'global_role', 'is_active']).where('id', 'in', ids).execute(),
      db.selectFrom('building_roles').select(['user_id', 'building_id', 'role']).where('user_id', 'in', ids).execute(),
      db
        .selectFrom('unit_access')
        .innerJoin('units', 'units.id', 'unit_access.unit_id')
        .select(['unit_access.user_id', 'unit_access.unit_id', 'units.building_id', 'unit_access.role', 'unit_access.valid_from', 'unit_access.valid_until'])
        .where('unit_access.user_id', 'in', ids)
        .execute(),
    ]);
    const rolesOf = groupBy(roles, (r) => r.user_id);
    const unitsOf = groupBy(units, (u) => u.user_id);
    for (const user of users) {
      if (user.is_active !== 1) continue;
      result.set(user.id, {
        globalAdmin: user.global_role === 'admin',
        buildingRoles: new Map((rolesOf.get(user.id) ?? []).map((r) => [r.building_id, r.role])),
        units: (unitsOf.get(user.id) ?? []).map((u) => ({
          unitId: u.unit_id,
          buildingId: u.building_id,
          role: u.role,
          validFrom: u.valid_from,
          validUntil: u.valid_until,
        })),
      });
    }
  }
  return result;
}
