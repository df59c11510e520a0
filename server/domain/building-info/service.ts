import type { FastifyInstance } from 'fastify';
import type { BuildingInfo, BuildingInfoValues } from '../../../contract/building-info';
import { loadBuildingInfo, saveBuildingInfo } from './repository';

/** PUT /buildings/{id}/info: stores the whole information, tells the building's screens, answers the stored state. */
export async function updateBuildingInfo(app: FastifyInstance, buildingId: number, input: BuildingInfoValues): Promise<BuildingInfo> {
  await saveBuildingInfo(app.db, buildingId, input);
  const building = (await loadBuildingInfo(app.db, buildingId))!;
  app.bus.publish('building_info.updated', buildingId, { building_id: buildingId });
  return building;
}
