/**
 * Every unit of a building (GET /buildings/{id}/units: staff get them all, others their own) for the
 * unit screens' staff pickers and the palette's unit pages. One hook, so parking and QR share one SWR
 * key and one cached answer; the live bridge revalidates it with the building's unit events.
 */
import type { UnitSummary } from '../../contract/units';
import { listBuildingUnits } from '../../contract/routes/units';
import { LIVE_POLL_MS } from '../live/useLive';
import { useRead } from '../lib/api';

export interface BuildingUnits {
  /** undefined until the first answer */
  data: UnitSummary[] | undefined;
  error: Error | undefined;
  isLoading: boolean;
  retry: () => void;
}

export function useBuildingUnits(buildingId: number | null): BuildingUnits {
  const swr = useRead(listBuildingUnits, buildingId === null ? null : { path: { id: buildingId } }, { pollMs: LIVE_POLL_MS.units });
  return { data: swr.data?.units, error: swr.error, isLoading: swr.isLoading, retry: () => void swr.mutate() };
}
