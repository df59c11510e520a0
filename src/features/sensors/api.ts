/**
 * Sensor reads (spec 001 §7 "Fire alarm and sensors", issue 12 §2). The spec's client sends a
 * descriptor to POST …/sensor-proxy; that proxy exists for such clients, while this screen reads the
 * same answers through the plain GET routes, whose paths are SWR keys: the live bridge revalidates
 * every key under /buildings/{id}/sensors on `sensor.readings` (live/keys.ts), and SWR polls as well,
 * slower while the socket is up and not at all in a hidden tab.
 */
import type { Sensor, SensorWithHistory } from '../../../contract/sensors';
import { HEATMAP_DEFAULT_HOURS, type SensorLocationType } from '../../../contract/rules/sensors';
import { LIVE_POLL_MS } from '../../live/useLive';
import { useParsedSWR } from '../../lib/useParsedSWR';

const base = (buildingId: number) => `/buildings/${buildingId}/sensors`;

/** api/latest-data: the latest reading of each sensor, optionally of one location type. */
export const sensorsKey = (buildingId: number, location: SensorLocationType | null = null) =>
  location ? `${base(buildingId)}?${new URLSearchParams({ location_type: location }).toString()}` : base(buildingId);
/** api/garage-data: the garage sensors with their last 24 hours. */
export const garageKey = (buildingId: number) => `${base(buildingId)}/garage`;
/** One sensor with its last 24 hours (the detail dialog). */
export const historyKey = (buildingId: number, sensorId: number) => `${base(buildingId)}/${sensorId}/history?hours=${HEATMAP_DEFAULT_HOURS}`;

/** An answer of an unexpected shape is an error, not an empty list (spec 000 §8). */
export class MalformedSensorsError extends Error {
  constructor() {
    super('sensors: unexpected answer');
    this.name = 'MalformedSensorsError';
  }
}

const isSensor = (raw: unknown): boolean => !!raw && typeof raw === 'object' && typeof (raw as Partial<Sensor>).id === 'number';
const hasReadings = (raw: unknown): boolean => isSensor(raw) && Array.isArray((raw as Partial<SensorWithHistory>).readings);

export function parseSensors(raw: unknown): Sensor[] {
  if (!Array.isArray(raw) || !raw.every(isSensor)) throw new MalformedSensorsError();
  return raw as Sensor[];
}

export function parseSensorHistories(raw: unknown): SensorWithHistory[] {
  if (!Array.isArray(raw) || !raw.every(hasReadings)) throw new MalformedSensorsError();
  return raw as SensorWithHistory[];
}

export function parseSensorHistory(raw: unknown): SensorWithHistory {
  if (!hasReadings(raw)) throw new MalformedSensorsError();
  return raw as SensorWithHistory;
}

function useSensorRead<T>(key: string | null, parse: (raw: unknown) => T) {
  const swr = useParsedSWR(key, parse, LIVE_POLL_MS.sensors);
  return { data: swr.data, error: swr.error, isLoading: swr.isLoading && swr.data === undefined, retry: () => void swr.mutate() };
}

export function useSensors(buildingId: number | null, location: SensorLocationType | null = null) {
  return useSensorRead(buildingId === null ? null : sensorsKey(buildingId, location), parseSensors);
}

export function useGarageSensors(buildingId: number | null) {
  return useSensorRead(buildingId === null ? null : garageKey(buildingId), parseSensorHistories);
}

export function useSensorHistory(buildingId: number | null, sensorId: number | null) {
  return useSensorRead(buildingId === null || sensorId === null ? null : historyKey(buildingId, sensorId), parseSensorHistory);
}
