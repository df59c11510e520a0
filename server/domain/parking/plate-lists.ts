/**
 * The two plate lists the parking routes answer: a unit's plates in the spec's order, and the plates
 * of a building a caller may find (staff: every unit's; a resident: their own units' only).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { PlateSearchResponse, Vehicle } from '../../../contract/parking';
import { sortVehicles } from '../../../contract/rules/parking';
import type { AccessProfile } from '../../access/profile';
import { activeUnitsIn } from '../../access/engine';
import { isParkingStaff } from './unit-access';
import { listUnitPlates, presentPlate, searchBuildingPlates } from './vehicle-repository';

export async function unitPlates(db: Kysely<DB>, unitId: number): Promise<Vehicle[]> {
  const rows = await listUnitPlates(db, unitId);
  return sortVehicles(rows.map(presentPlate), null);
}

export async function findPlates(db: Kysely<DB>, profile: AccessProfile, buildingId: number, search: string | undefined): Promise<PlateSearchResponse['license_plates']> {
  const unitIds = isParkingStaff(profile, buildingId) ? null : activeUnitsIn(profile, buildingId).map((u) => u.unitId);
  if (unitIds !== null && unitIds.length === 0) return [];
  const rows = await searchBuildingPlates(db, buildingId, search, unitIds);
  return rows.map((r) => ({ ...presentPlate(r), unit_number: r.unit_number }));
}
