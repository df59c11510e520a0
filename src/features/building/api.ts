/**
 * Building information calls through the route table (contract/routes/building-info.ts): signed-in
 * /buildings/{id}/info, public /buildings/{id}/public-info, PUT to edit. An answer without the
 * building's shape is an error (the dialog's load-error message).
 */
import { LIVE_POLL_MS } from '../../live/useLive';
import type { BuildingInfo, BuildingInfoInput } from '../../../contract/building-info';
import { getBuildingInfo, getPublicBuildingInfo, updateBuildingInfo } from '../../../contract/routes/building-info';
import { call, useRead } from '../../lib/api';

export function useBuildingInfo(buildingId: number | null) {
  const { data, error, isLoading, mutate: m } = useRead(getBuildingInfo, buildingId ? { path: { id: buildingId } } : null, { pollMs: LIVE_POLL_MS.buildingInfo });
  return {
    info: data?.building,
    error,
    isLoading,
    reload: () => m(),
    /** puts a saved answer into the cache without asking again */
    replace: (info: BuildingInfo) => m({ building: info }, { revalidate: false }),
  };
}

export function usePublicBuildingInfo(buildingId: number | null) {
  const { data, error, isLoading, mutate: m } = useRead(getPublicBuildingInfo, buildingId ? { path: { id: buildingId } } : null);
  return { info: data?.building, error, isLoading, reload: () => m() };
}

export async function saveBuildingInfo(buildingId: number, input: BuildingInfoInput): Promise<BuildingInfo> {
  return (await call(updateBuildingInfo, { path: { id: buildingId }, body: input })).building;
}
