/**
 * The pure rules of building and unit selection (spec 000 §4), kept apart
 * from React so they can be tested on their own.
 */
import type { Building } from '../../contract/buildings';
import type { UnitSummary } from '../../contract/units';

/**
 * The building in effect. Until the list is known the stored choice stands;
 * afterwards a stored id the user cannot see (another user's choice, lost
 * access) is dropped, and a user with exactly one building gets it.
 */
export function resolveBuildingId(stored: number | null, buildings: readonly Building[] | undefined): number | null {
  if (!buildings) return stored;
  if (stored !== null && buildings.some((b) => b.id === stored)) return stored;
  if (buildings.length === 1) return buildings[0].id;
  return null;
}

/** The API may list a unit twice (once per access path); unique_id identifies it. First wins. */
export function dedupeUnits(units: readonly UnitSummary[]): UnitSummary[] {
  const seen = new Set<string>();
  const out: UnitSummary[] = [];
  for (const u of units) {
    const key = u.unique_id ?? String(u.id);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(u);
  }
  return out;
}

/**
 * The unit in effect for a building. No building → no unit. A stored unit of a
 * different building (or one no longer listed) is cleared; exactly one unit in
 * the building is chosen automatically.
 */
export function resolveUnitId(stored: number | null, units: readonly UnitSummary[] | undefined, buildingId: number | null): number | null {
  if (buildingId === null) return null;
  if (!units) return stored;
  const inBuilding = units.filter((u) => u.building?.id === buildingId);
  if (stored !== null && inBuilding.some((u) => u.id === stored)) return stored;
  if (inBuilding.length === 1) return inBuilding[0].id;
  return null;
}

/** Picker order: by unit number, numerically where numbers are numbers ("2" before "10"). */
export function compareUnits(a: UnitSummary, b: UnitSummary): number {
  return String(a.number).localeCompare(String(b.number), undefined, { numeric: true });
}
