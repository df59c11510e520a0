/** Building information calls: signed-in /buildings/{id}/info, public /buildings/{id}/public-info, PUT to edit. */
import useSWR from 'swr';
import { LIVE_POLL_MS, useLiveRefreshInterval } from '../../live/useLive';
import type { BuildingInfo, BuildingInfoInput, BuildingInfoResponse } from '../../../contract/building-info';
import { fetcher, http, type ApiError } from '../../lib/http';

export const buildingInfoKey = (buildingId: number) => `/buildings/${buildingId}/info`;
export const publicBuildingInfoKey = (buildingId: number) => `/buildings/${buildingId}/public-info`;

/** The answer holds `building`; an answer without it is treated as a failure (the dialog's load-error message). */
export function pickBuildingInfo(raw: unknown): BuildingInfo {
  const building = raw && typeof raw === 'object' ? (raw as Partial<BuildingInfoResponse>).building : undefined;
  if (!building || typeof building !== 'object' || typeof building.id !== 'number' || !building.details) {
    throw new Error('Invalid JSON response');
  }
  return building;
}

const fetchInfo = async (key: string) => pickBuildingInfo(await fetcher(key));

export function useBuildingInfo(buildingId: number | null) {
  const refreshInterval = useLiveRefreshInterval(LIVE_POLL_MS.buildingInfo);
  const { data, error, isLoading, mutate: m } = useSWR<BuildingInfo, ApiError | Error>(buildingId ? buildingInfoKey(buildingId) : null, fetchInfo, {
    refreshInterval,
  });
  return {
    info: data,
    error,
    isLoading,
    reload: () => m(),
    /** puts a saved answer into the cache without asking again */
    replace: (info: BuildingInfo) => m(info, { revalidate: false }),
  };
}

export function usePublicBuildingInfo(buildingId: number | null) {
  const { data, error, isLoading, mutate: m } = useSWR<BuildingInfo, ApiError | Error>(
    buildingId ? publicBuildingInfoKey(buildingId) : null,
    fetchInfo,
    // a missing building will not appear by asking again
    { shouldRetryOnError: false },
  );
  return { info: data, error, isLoading, reload: () => m() };
}

export async function saveBuildingInfo(buildingId: number, input: BuildingInfoInput): Promise<BuildingInfo> {
  const res = await http.put<BuildingInfoResponse>(buildingInfoKey(buildingId), input);
  return pickBuildingInfo(res);
}
