/**
 * Parking calls (issue 9; spec 000 §7 "Parking and vehicles" as plain REST). SWR keys are API
 * paths under /buildings/{id}/units/{unitId}/…, which the live bridge revalidates on parking.*
 * events (live/keys.ts); SWR polls as well, slower while the socket is up.
 */
import { mutate as mutateGlobal, useSWRConfig } from 'swr';
import type {
  AccessCheckInput,
  GateDecisionResponse,
  ParkingHistoryResponse,
  ParkingSpace,
  ParkingSpaceInput,
  PlateSearchResponse,
  Vehicle,
  VehicleInput,
  VehicleResponse,
} from '../../../contract/parking';
import { LIVE_POLL_MS } from '../../live/useLive';
import { http } from '../../lib/http';
import { useParsedSWR } from '../../lib/useParsedSWR';
import { type LogFilters, historyKey, logImagePath, plateSearchKey, spacesKey, vehicleKey, vehiclesKey } from './rules';

/** An answer of an unexpected shape is an error, not an empty list (spec 000 §8). */
export class MalformedParkingError extends Error {
  constructor() {
    super('parking.errors.malformed');
    this.name = 'MalformedParkingError';
  }
}

function listOf<T>(raw: unknown, field: string): T[] {
  const list = (raw as Record<string, unknown> | null)?.[field];
  if (!Array.isArray(list)) throw new MalformedParkingError();
  return list as T[];
}

function parseHistory(raw: unknown): ParkingHistoryResponse {
  const r = raw as Partial<ParkingHistoryResponse> | null;
  if (!r || !Array.isArray(r.history) || !r.pagination || typeof r.pagination.pages !== 'number') throw new MalformedParkingError();
  return r as ParkingHistoryResponse;
}

function useParsed<T>(key: string | null, parse: (raw: unknown) => T) {
  const swr = useParsedSWR(key, parse, LIVE_POLL_MS.parking);
  return { data: swr.data, error: swr.error, isLoading: swr.isLoading, retry: () => void swr.mutate() };
}

const parseVehicles = (raw: unknown) => listOf<Vehicle>(raw, 'license_plates');
const parseSpaces = (raw: unknown) => listOf<ParkingSpace>(raw, 'parking_spaces');
const parseFound = (raw: unknown) => listOf<PlateSearchResponse['license_plates'][number]>(raw, 'license_plates');

type Scope = { buildingId: number; unitId: number } | null;

export function useVehicles(scope: Scope) {
  return useParsed(scope ? vehiclesKey(scope.buildingId, scope.unitId) : null, parseVehicles);
}

export function useParkingSpaces(scope: Scope) {
  return useParsed(scope ? spacesKey(scope.buildingId, scope.unitId) : null, parseSpaces);
}

/**
 * One page of the unit's access log, or with a null unitId the whole building's (staff); `null`
 * scope (no unit, or a unit without parking) asks nothing.
 */
export function useAccessLog(scope: { buildingId: number; unitId: number | null } | null, filters: LogFilters, page: number) {
  return useParsed(scope ? historyKey(scope.buildingId, scope.unitId, filters, page) : null, parseHistory);
}

/** Plates of the caller's units in the building (staff: every unit), for the palette's "find a plate". */
export function usePlateSearch(buildingId: number | null, search: string) {
  return useParsed(buildingId === null ? null : plateSearchKey(buildingId, search), parseFound);
}

/** After a change the unit's plates and spaces reload (spec 000 §8), every cached log page too. */
export function useRevalidateParking(scope: Scope) {
  const { mutate } = useSWRConfig();
  return () => {
    if (!scope) return Promise.resolve();
    const prefix = `/buildings/${scope.buildingId}/units/${scope.unitId}/`;
    return mutate((key) => typeof key === 'string' && key.startsWith(prefix));
  };
}

export async function createVehicle(buildingId: number, unitId: number, body: VehicleInput): Promise<Vehicle> {
  return (await http.post<VehicleResponse>(vehiclesKey(buildingId, unitId), body)).license_plate;
}

export async function updateVehicle(buildingId: number, unitId: number, plateId: number, body: VehicleInput): Promise<Vehicle> {
  return (await http.put<VehicleResponse>(vehicleKey(buildingId, unitId, plateId), body)).license_plate;
}

export async function deleteVehicle(buildingId: number, unitId: number, plateId: number): Promise<void> {
  await http.delete(vehicleKey(buildingId, unitId, plateId));
}

export async function createParkingSpace(buildingId: number, unitId: number, body: ParkingSpaceInput): Promise<ParkingSpace> {
  return (await http.post<{ parking_space: ParkingSpace }>(spacesKey(buildingId, unitId), body)).parking_space;
}

/** Staff switch a unit's parking on or off; every cached unit answer reloads (banner, pickers). */
export async function setUnitParking(unitId: number, hasParking: boolean): Promise<void> {
  await http.post(`/units/${unitId}/set-parking`, { has_parking: hasParking });
  await mutateGlobal((key) => typeof key === 'string' && (key.startsWith('/units') || /^\/buildings\/\d+\/units(?:[/?]|$)/.test(key)));
}

/** The gate photo as a blob through the http client (bearer token; spec 000 §7 "as a blob"). */
export async function fetchLogImage(buildingId: number, logId: number): Promise<Blob> {
  return (await http.download(logImagePath(buildingId, logId))).blob;
}

/**
 * The gate's decision for a plate and a unit, as the gate would make it now (issue 29 §4), with its
 * reason. The server records the check in the unit's log (source 'access_check') and opens nothing.
 */
export async function checkAccess(buildingId: number, body: AccessCheckInput): Promise<GateDecisionResponse> {
  const answer = await http.post<GateDecisionResponse | null>(`/buildings/${buildingId}/parking/access-check`, body);
  if (!answer || typeof answer.granted !== 'boolean' || typeof answer.reason !== 'string') throw new MalformedParkingError();
  // the check writes a log entry: the unit's and the building's logs show it at once
  void mutateGlobal((key) => typeof key === 'string' && key.startsWith(`/buildings/${buildingId}/`) && key.includes('history'));
  return answer;
}
