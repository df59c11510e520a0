/**
 * Who a notification is for, decided by the same access profiles and rules the REST routes use
 * (server/access/engine.ts): a candidate found by SQL is kept only if, right now, they are active
 * and may read what the notification tells of. Candidates are few (a building's people at most), so
 * loading each profile is cheap and keeps one home for the rules.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccessProfile } from '../../access/profile';
import { loadAccessProfile } from '../../access/load';
import { activeUnits, canSeeBuilding } from '../../access/engine';

/** The profiles of the candidates who are active (inactive and unknown users are left out). */
export async function profilesOf(db: Kysely<DB>, userIds: Iterable<number>): Promise<AccessProfile[]> {
  const ids = [...new Set(userIds)];
  const profiles = await Promise.all(ids.map((id) => loadAccessProfile(db, id)));
  return profiles.filter((p): p is AccessProfile => p !== null);
}

/**
 * The building's people: a building role or a live unit access there. A global admin without either
 * is not among them — they oversee every building and would otherwise hear of each one's news.
 */
export async function buildingPeople(db: Kysely<DB>, buildingId: number, now: string): Promise<number[]> {
  const [roles, residents] = await Promise.all([
    db.selectFrom('building_roles').select('user_id').where('building_id', '=', buildingId).execute(),
    db
      .selectFrom('unit_access')
      .innerJoin('units', 'units.id', 'unit_access.unit_id')
      .select('unit_access.user_id')
      .where('units.building_id', '=', buildingId)
      .execute(),
  ]);
  const profiles = await profilesOf(db, [...roles, ...residents].map((r) => r.user_id));
  return profiles
    .filter((p) => p.buildingRoles.has(buildingId) || activeUnits(p, now).some((u) => u.buildingId === buildingId))
    .filter((p) => canSeeBuilding(p, buildingId, now))
    .map((p) => p.userId);
}

/** The current people of a unit, as its live room counts them: everyone with a live access to it. */
export async function unitPeople(db: Kysely<DB>, unitId: number, now: string): Promise<number[]> {
  const rows = await db.selectFrom('unit_access').select('user_id').where('unit_id', '=', unitId).execute();
  const profiles = await profilesOf(db, rows.map((r) => r.user_id));
  return profiles.filter((p) => activeUnits(p, now).some((u) => u.unitId === unitId)).map((p) => p.userId);
}
