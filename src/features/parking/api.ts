/**
 * Parking calls (issue 9; spec 000 §7 "Parking and vehicles" as plain REST) through the route table
 * (contract/routes/parking.ts). SWR keys are the API paths under /buildings/{id}/units/{unitId}/…,
 * which the live bridge revalidates on parking.* events (live/keys.ts); SWR polls as well, slower
 * while the socket is up. An answer of the wrong shape is an error (src/lib/api.ts), not an empty list.
 */
import { mutate as mutateGlobal, useSWRConfig } from 'swr';
import type { AccessCheckInput, GateDecisionResponse, ParkingSpace, ParkingSpaceInput, Vehicle, VehicleInput } from '../../../contract/parking';
import {
  accessCheck,
  accessLogImage,
  buildingParkingHistory,
  createUnitPlate,
  createUnitSpace,
  deleteUnitPlate,
  listUnitPlates,
  listUnitSpaces,
  searchPlates,
  setUnitParking as setUnitParkingRoute,
  unitParkingHistory,
  updateUnitPlate,
} from '../../../contract/routes/parking';
import { PARKING_LOG_PAGE_SIZE, normalizePlate } from '../../../contract/rules/parking';
import { LIVE_POLL_MS } from '../../live/useLive';
import { call, callFile, routeUrl, useRead } from '../../lib/api';
import type { LogFilters } from './rules';

type Scope = { buildingId: number; unitId: number } | null;
const unitPath = (scope: NonNullable<Scope>) => ({ path: { id: scope.buildingId, unitId: scope.unitId } });
const poll = { pollMs: LIVE_POLL_MS.parking };

export function useVehicles(scope: Scope) {
  const swr = useRead(listUnitPlates, scope && unitPath(scope), poll);
  return { data: swr.data?.license_plates, error: swr.error, isLoading: swr.isLoading, retry: () => void swr.mutate() };
}

export function useParkingSpaces(scope: Scope) {
  const swr = useRead(listUnitSpaces, scope && unitPath(scope), poll);
  return { data: swr.data?.parking_spaces, error: swr.error, isLoading: swr.isLoading, retry: () => void swr.mutate() };
}

/** The access log's query: page size 20 from page 1 (spec 000 §9); empty filters are left out. */
function historyQuery(filters: LogFilters, page: number) {
  return { page, per_page: PARKING_LOG_PAGE_SIZE, search: normalizePlate(filters.search), from_date: filters.from, to_date: filters.to };
}

/**
 * One page of the unit's access log, or with a null unitId the whole building's (staff); `null`
 * scope (no unit, or a unit without parking) asks nothing.
 */
export function useAccessLog(scope: { buildingId: number; unitId: number | null } | null, filters: LogFilters, page: number) {
  const query = historyQuery(filters, page);
  const unit = useRead(unitParkingHistory, scope && scope.unitId !== null ? { path: { id: scope.buildingId, unitId: scope.unitId }, query } : null, poll);
  const building = useRead(buildingParkingHistory, scope && scope.unitId === null ? { path: { id: scope.buildingId }, query } : null, poll);
  const swr = scope?.unitId === null ? building : unit;
  return { data: swr.data, error: swr.error, isLoading: swr.isLoading, retry: () => void swr.mutate() };
}

/** Plates of the caller's units in the building (staff: every unit), for the palette's "find a plate". */
export function usePlateSearch(buildingId: number | null, search: string) {
  const swr = useRead(searchPlates, buildingId === null ? null : { path: { id: buildingId }, query: { search } }, poll);
  return { data: swr.data?.license_plates, error: swr.error, isLoading: swr.isLoading, retry: () => void swr.mutate() };
}

/** The unit's cached parking answers (plates, spaces, every log page) lie under this path. */
export const unitParkingPrefix = (buildingId: number, unitId: number) => `/buildings/${buildingId}/units/${unitId}/`;

/** After a change the unit's plates and spaces reload (spec 000 §8), every cached log page too. */
export function useRevalidateParking(scope: Scope) {
  const { mutate } = useSWRConfig();
  return () => {
    if (!scope) return Promise.resolve();
    const prefix = unitParkingPrefix(scope.buildingId, scope.unitId);
    return mutate((key) => typeof key === 'string' && key.startsWith(prefix));
  };
}

export async function createVehicle(buildingId: number, unitId: number, body: VehicleInput): Promise<Vehicle> {
  return (await call(createUnitPlate, { path: { id: buildingId, unitId }, body })).license_plate;
}

export async function updateVehicle(buildingId: number, unitId: number, plateId: number, body: VehicleInput): Promise<Vehicle> {
  return (await call(updateUnitPlate, { path: { id: buildingId, unitId, plateId }, body })).license_plate;
}

export async function deleteVehicle(buildingId: number, unitId: number, plateId: number): Promise<void> {
  await call(deleteUnitPlate, { path: { id: buildingId, unitId, plateId } });
}

export async function createParkingSpace(buildingId: number, unitId: number, body: ParkingSpaceInput): Promise<ParkingSpace> {
  return (await call(createUnitSpace, { path: { id: buildingId, unitId }, body })).parking_space;
}

/** Staff switch a unit's parking on or off; every cached unit answer reloads (banner, pickers). */
export async function setUnitParking(unitId: number, hasParking: boolean): Promise<void> {
  await call(setUnitParkingRoute, { path: { id: unitId }, body: { has_parking: hasParking } });
  await mutateGlobal((key) => typeof key === 'string' && (key.startsWith('/units') || /^\/buildings\/\d+\/units(?:[/?]|$)/.test(key)));
}

/** The gate photo as a blob through the http client (bearer token; spec 000 §7 "as a blob"). */
export async function fetchLogImage(buildingId: number, logId: number): Promise<Blob> {
  return (await callFile(accessLogImage, { path: { id: buildingId, logId } })).blob;
}

/**
 * The gate's decision for a plate and a unit, as the gate would make it now (issue 29 §4), with its
 * reason. The server records the check in the unit's log (source 'access_check') and opens nothing.
 */
export async function checkAccess(buildingId: number, body: AccessCheckInput): Promise<GateDecisionResponse> {
  const answer = await call(accessCheck, { path: { id: buildingId }, body });
  // the check writes a log entry: the unit's and the building's logs show it at once
  const building = routeUrl(buildingParkingHistory, { path: { id: buildingId } });
  void mutateGlobal((key) => typeof key === 'string' && key.startsWith(`/buildings/${buildingId}/`) && (key.startsWith(building) || key.includes('/parking-history')));
  return answer;
}
