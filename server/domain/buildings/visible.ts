import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccessProfile } from '../../access/profile';
import { activeUnits, canSeeBuilding } from '../../access/engine';

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
  const ids = new Set<number>([...profile.buildingRoles.keys(), ...activeUnits(profile).map((u) => u.buildingId)]);
  return [...ids].filter((id) => canSeeBuilding(profile, id));
}

/** The buildings the user may see, sorted by name (then id, for equal names). */
export async function listVisibleBuildings(db: Kysely<DB>, profile: AccessProfile): Promise<BuildingRow[]> {
  const ids = visibleBuildingIds(profile);
  if (ids !== null && ids.length === 0) return [];
  let query = db.selectFrom('buildings').select(['id', 'name', 'code', 'address']);
  if (ids !== null) query = query.where('id', 'in', ids);
  const rows = await query.execute();
  return rows.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
}
