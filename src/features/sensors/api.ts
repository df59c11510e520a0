/**
 * Sensor reads (spec 001 §7 "Fire alarm and sensors", issue 12 §2). The spec's client sends a
 * descriptor to POST …/sensor-proxy; that proxy exists for such clients, while this screen reads the
 * same answers through the plain GET routes of the table (contract/routes/sensors.ts), whose paths
 * are SWR keys: the live bridge revalidates every key under /buildings/{id}/sensors on
 * `sensor.readings` (live/keys.ts), and SWR polls as well, slower while the socket is up and not at
 * all in a hidden tab. An answer of the wrong shape is an error (lib/api.ts), not an empty list.
 */
import { HEATMAP_DEFAULT_HOURS, type SensorLocationType } from '../../../contract/rules/sensors';
import type { Route } from '../../../contract/route';
import { listSensors, sensorGarage, sensorHistory } from '../../../contract/routes/sensors';
import { LIVE_POLL_MS } from '../../live/useLive';
import { useRead, type ReadInput } from '../../lib/api';

function useSensorRead<R extends Route>(route: R, input: ReadInput<R> | null) {
  const swr = useRead(route, input, { pollMs: LIVE_POLL_MS.sensors });
  return { data: swr.data, error: swr.error, isLoading: swr.isLoading && swr.data === undefined, retry: () => void swr.mutate() };
}

/** api/latest-data: the latest reading of each sensor, optionally of one location type. */
export function useSensors(buildingId: number | null, location: SensorLocationType | null = null) {
  return useSensorRead(listSensors, buildingId === null ? null : { path: { id: buildingId }, query: location ? { location_type: location } : {} });
}

/** api/garage-data: the garage sensors with their last 24 hours. */
export function useGarageSensors(buildingId: number | null) {
  return useSensorRead(sensorGarage, buildingId === null ? null : { path: { id: buildingId } });
}

/** One sensor with its last 24 hours (the detail dialog). */
export function useSensorHistory(buildingId: number | null, sensorId: number | null) {
  return useSensorRead(sensorHistory, buildingId === null || sensorId === null ? null : { path: { id: buildingId, sensorId }, query: { hours: HEATMAP_DEFAULT_HOURS } });
}
