/**
 * The selected unit (localStorage 'selected_unit') among the user's units in
 * the selected building (GET /units/my, filtered here).
 */
import { useEffect, useMemo } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import toast from 'react-hot-toast';
import type { UnitSummary } from '../../contract/units';
import { listMyUnits } from '../../contract/routes/units';
import { isMalformedAnswer, routeUrl, useRead } from '../lib/api';
import { ApiError, errorMessage } from '../lib/http';
import { i18n } from '../lib/i18n';
import { STORAGE_KEYS } from '../lib/storageKeys';
import { idStorage } from './storage';
import { useSelectedBuilding } from './building';
import { tokenAtom } from './session';
import { dedupeUnits, resolveUnitId } from './selection';
import { clearSwrCache } from './swrCache';

export const selectedUnitIdAtom = atomWithStorage<number | null>(STORAGE_KEYS.selectedUnit, null, idStorage, {
  getOnInit: true,
});

/**
 * SWR key (= api path) of all the user's units, in every building. The sidebar, My unit and the
 * documents filter all read this one key and pick the selected building's units themselves: a
 * per-building key (`?building_id=`) for the same resource loaded it twice per screen (issue 7).
 */
export const MY_UNITS_KEY = routeUrl(listMyUnits, {});

export interface MyUnitsState {
  /** undefined until the first successful load */
  units: UnitSummary[] | undefined;
  isLoading: boolean;
  error: Error | undefined;
}

export function useMyUnits(buildingId: number | null): MyUnitsState {
  const token = useAtomValue(tokenAtom);
  const { data, error, isLoading } = useRead(listMyUnits, token && buildingId !== null ? {} : null, { keepPreviousData: false });
  // the cache keeps the whole answer (other screens share the key); this building's units are picked here
  const units = useMemo(() => {
    if (data) return dedupeUnits(data.units).filter((u) => u.building.id === buildingId);
    // an answer of the wrong shape is an error with an empty list (spec 000 §8)
    return isMalformedAnswer(error) ? ([] as UnitSummary[]) : undefined;
  }, [data, error, buildingId]);
  const failure: Error | undefined = error;

  useEffect(() => {
    if (!failure || (failure instanceof ApiError && failure.status === 401)) return;
    const message = errorMessage(failure instanceof ApiError ? failure : null, i18n.t('errors.unitsLoad'));
    toast.error(message, { id: 'units-load' });
  }, [failure]);

  return { units, isLoading, error: failure };
}

export interface SelectedUnit {
  /** the list's summary; a screen needing the detail reads GET /units/{id} */
  unit: UnitSummary | null;
  unitId: number | null;
  setUnitId: (id: number | null) => void;
  units: UnitSummary[];
  isLoading: boolean;
}

export function useSelectedUnit(): SelectedUnit {
  const { buildingId } = useSelectedBuilding();
  const [stored, setStored] = useAtom(selectedUnitIdAtom);
  const { units, isLoading } = useMyUnits(buildingId);
  const unitId = resolveUnitId(stored, units, buildingId);
  // decided once the list is known — or at once without a building (then there is no unit)
  const decided = buildingId === null || units !== undefined;

  useEffect(() => {
    if (decided && unitId !== stored) setStored(unitId);
  }, [decided, unitId, stored, setStored]);

  const unit = useMemo(() => units?.find((u) => u.id === unitId) ?? null, [units, unitId]);
  return { unit, unitId, setUnitId: setStored, units: units ?? [], isLoading };
}

/**
 * The top bar's "clear unit cache": forget the stored unit and every cached
 * answer, then reload so all screens start from the server again.
 */
export async function clearUnitCache(): Promise<void> {
  try {
    localStorage.removeItem(STORAGE_KEYS.selectedUnit);
  } catch {
    /* ignore */
  }
  await clearSwrCache();
  window.location.reload();
}
