import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccessProfile } from '../../access/profile';
import { notFound } from '../../lib/http-error';
import { canSeeFloorplan } from './access';
import { findFloorplan, type FloorplanRow } from './repository';

/**
 * The plan, visible to the caller, or 404: a plan whose access level the caller may not see is
 * the same 404 as one that does not exist, so its existence never leaks.
 */
export async function visibleFloorplan(db: Kysely<DB>, profile: AccessProfile, buildingId: number, planId: number): Promise<FloorplanRow> {
  const row = await findFloorplan(db, buildingId, planId);
  if (!row || !canSeeFloorplan(profile, buildingId, row.access_level)) throw notFound('server.floorplans.not_found');
  return row;
}
