/**
 * Every unit of a building (GET /buildings/{id}/units: staff get them all, others their own) for the
 * unit screens' staff pickers and the palette's unit pages. One hook, so parking and QR share one SWR
 * key and one cached answer; the live bridge revalidates it with the building's unit events.
 */
import type { UnitListResponse, UnitSummary } from '../../contract/units';
import { LIVE_POLL_MS } from '../live/useLive';
import { useParsedSWR } from '../lib/useParsedSWR';
import { UnexpectedResponseError } from './selection';

function parseUnits(raw: unknown): UnitSummary[] {
  const units = (raw as Partial<UnitListResponse> | null)?.units;
  if (!Array.isArray(units)) throw new UnexpectedResponseError('unexpected building units response');
  return units;
}

export interface BuildingUnits {
  /** undefined until the first answer */
  data: UnitSummary[] | undefined;
  error: Error | undefined;
  isLoading: boolean;
  retry: () => void;
}

export function useBuildingUnits(buildingId: number | null): BuildingUnits {
  const swr = useParsedSWR(buildingId === null ? null : `/buildings/${buildingId}/units`, parseUnits, LIVE_POLL_MS.units);
  return { data: swr.data, error: swr.error, isLoading: swr.isLoading, retry: () => void swr.mutate() };
}
