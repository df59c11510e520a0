import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import { loadBuildingInfo, saveBuildingInfo } from './repository';

type BuildingInfoValues = Parameters<typeof saveBuildingInfo>[2];

/** Saves the building's information and tells its members (ids only: they refetch what they may read). */
export async function updateBuildingInfo(deps: { db: Kysely<DB>; bus: EventBus }, buildingId: number, input: BuildingInfoValues) {
  await saveBuildingInfo(deps.db, buildingId, input);
  const building = (await loadBuildingInfo(deps.db, buildingId))!;
  deps.bus.publish('building_info.updated', buildingId, { building_id: buildingId }, { members: true });
  return building;
}
