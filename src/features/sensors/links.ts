/**
 * The sensors screen's address: which view, which location filter and which sensor's detail are in
 * the URL, so the palette's commands, a reload and a shared link reach them. Plain data and string
 * work: commands.ts loads with the palette and imports this.
 */
import { SENSOR_LOCATION_TYPES, type SensorLocationType } from '../../../contract/rules/sensors';

export const SENSORS_PATH = '/technology/sensors';

export const SENSOR_VIEWS = ['overview', 'garage'] as const;
export type SensorView = (typeof SENSOR_VIEWS)[number];

export interface SensorsParams {
  view: SensorView;
  /** the overview's location filter; null: all */
  location: SensorLocationType | null;
  /** the sensor whose detail dialog is open */
  sensor: number | null;
}

export const NO_SENSORS_PARAMS: SensorsParams = { view: 'overview', location: null, sensor: null };

export function sensorsHref(params: Partial<SensorsParams> = {}): string {
  const { view, location, sensor } = { ...NO_SENSORS_PARAMS, ...params };
  const q = new URLSearchParams();
  if (view !== 'overview') q.set('view', view);
  if (location) q.set('location', location);
  if (sensor !== null) q.set('sensor', String(sensor));
  const text = q.toString();
  return text ? `${SENSORS_PATH}?${text}` : SENSORS_PATH;
}

/** Anything unknown in the URL falls back to the default rather than to an error. */
export function readSensorsParams(search: string): SensorsParams {
  const q = new URLSearchParams(search);
  const view = SENSOR_VIEWS.find((v) => v === q.get('view')) ?? 'overview';
  const location = SENSOR_LOCATION_TYPES.find((l) => l === q.get('location')) ?? null;
  const sensor = Number(q.get('sensor'));
  return { view, location, sensor: q.has('sensor') && Number.isSafeInteger(sensor) && sensor > 0 ? sensor : null };
}

