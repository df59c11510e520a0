import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { loadAccessProfile } from '../../access/load';
import { activeUnits, isBuildingStaff } from '../../access/engine';

/**
 * A pass never outlives its creator's own access to the unit (issue 10 §2): at the reader the
 * creator must still be an active user with a live access to the pass's unit, or staff of its
 * building (or a global admin). Read through the access engine, so the reader and the portal apply
 * one rule. A creator deleted since (created_by null) has no access.
 */
export async function creatorHasAccess(
  db: Kysely<DB>,
  pass: { created_by: number | null; building_id: number; unit_id: number },
  at: string,
): Promise<boolean> {
  if (pass.created_by === null) return false;
  const profile = await loadAccessProfile(db, pass.created_by);
  if (!profile) return false;
  if (isBuildingStaff(profile, pass.building_id)) return true;
  return activeUnits(profile, at).some((u) => u.unitId === pass.unit_id);
}
