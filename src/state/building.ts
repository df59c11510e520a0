/**
 * The selected building (localStorage 'selected_building') and the list it is
 * chosen from (GET /buildings). Every building-scoped screen starts here.
 */
import { useEffect, useMemo } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import toast from 'react-hot-toast';
import type { Building } from '../../contract/buildings';
import { listBuildings } from '../../contract/routes/buildings';
import { useRead, routeUrl } from '../lib/api';
import { ApiError, errorMessage } from '../lib/http';
import { i18n } from '../lib/i18n';
import { STORAGE_KEYS } from '../lib/storageKeys';
import { idStorage } from './storage';
import { tokenAtom } from './session';
import { resolveBuildingId } from './selection';

export const BUILDINGS_KEY = routeUrl(listBuildings, {});

export const selectedBuildingIdAtom = atomWithStorage<number | null>(STORAGE_KEYS.selectedBuilding, null, idStorage, {
  getOnInit: true,
});

export interface BuildingsState {
  /** undefined until the first successful load */
  buildings: Building[] | undefined;
  isLoading: boolean;
  error: Error | undefined;
}

export function useBuildings(): BuildingsState {
  const token = useAtomValue(tokenAtom);
  // the answer is checked against the route's schema (src/lib/api.ts): a wrong shape is an error.
  // The key never changes once signed in, so there is no previous answer to keep; keeping it made a
  // screen mounted later read the list a second time (tests/web/fetch-once.test.tsx).
  const { data, error, isLoading } = useRead(listBuildings, token ? {} : null, { keepPreviousData: false });
  const failure: Error | undefined = error;

  // Toast every failure except 401, which already sends the user to /login (spec 000 §8).
  useEffect(() => {
    if (!failure || (failure instanceof ApiError && failure.status === 401)) return;
    const message = errorMessage(failure instanceof ApiError ? failure : null, i18n.t('errors.buildingsLoad'));
    toast.error(message, { id: 'buildings-load' });
  }, [failure]);

  return { buildings: data?.buildings, isLoading, error: failure };
}

export interface SelectedBuilding {
  building: Building | null;
  buildingId: number | null;
  setBuildingId: (id: number | null) => void;
  buildings: Building[];
  isLoading: boolean;
}

export function useSelectedBuilding(): SelectedBuilding {
  const [stored, setStored] = useAtom(selectedBuildingIdAtom);
  const { buildings, isLoading } = useBuildings();
  const buildingId = resolveBuildingId(stored, buildings);

  // Persist what the rules decided (auto-pick, or dropping an unknown id).
  useEffect(() => {
    if (buildings && buildingId !== stored) setStored(buildingId);
  }, [buildings, buildingId, stored, setStored]);

  const building = useMemo(() => buildings?.find((b) => b.id === buildingId) ?? null, [buildings, buildingId]);
  return { building, buildingId, setBuildingId: setStored, buildings: buildings ?? [], isLoading };
}
