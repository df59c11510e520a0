/**
 * Sensor rules shared by the SPA and the server (spec 001 §3 "Sensor", §4, §9; spec 000 §9; issue 12).
 * Plain TypeScript with no imports, so the SPA can use it without pulling in zod or the server.
 */

export const SENSOR_TYPES = ['temperature', 'humidity', 'co', 'door', 'binary', 'combined'] as const;
export type SensorType = (typeof SENSOR_TYPES)[number];
/** the combined garage sensor (temperature and CO) */
export const GARAGE_SUBTYPE = 'garage_temp_co';

/** spec 001 §7: heatmap descriptor defaults; issue 12 "Bad input": hours within 1–168. */
export const HEATMAP_DATA_TYPES = ['temperature', 'humidity', 'co'] as const;
export type HeatmapDataType = (typeof HEATMAP_DATA_TYPES)[number];
export const HEATMAP_DEFAULT_DATA_TYPE: HeatmapDataType = 'temperature';
export const HEATMAP_DEFAULT_HOURS = 24;
export const HEATMAP_HOURS_MIN = 1;
export const HEATMAP_HOURS_MAX = 168;

/**
 * A colour band: the value is below `below` (the last band has none: "and above"). Bands are
 * ordered; a value on an edge belongs to the band above it (spec 001 §9 "below 0, 5, …, red at 35
 * and above": 35 is red, 34.9 is not).
 */
export interface Band {
  /** the band's upper edge (exclusive); null for the last, open band */
  below: number | null;
  colour: BandColour;
}
export type BandColour = 'violet' | 'blue' | 'sky' | 'teal' | 'green' | 'yellow' | 'amber' | 'orange' | 'red';

/** spec 001 §9: temperature bands in °C, below 0, 5, 10, 15, 20, 25, 30, 35, red at 35 and above. */
export const TEMPERATURE_BANDS: readonly Band[] = [
  { below: 0, colour: 'violet' },
  { below: 5, colour: 'blue' },
  { below: 10, colour: 'sky' },
  { below: 15, colour: 'teal' },
  { below: 20, colour: 'green' },
  { below: 25, colour: 'yellow' },
  { below: 30, colour: 'amber' },
  { below: 35, colour: 'orange' },
  { below: null, colour: 'red' },
];

/** spec 001 §9: CO bands in ppm, below 10, 30, 50, 100, red at 100 and above. */
export const CO_BANDS: readonly Band[] = [
  { below: 10, colour: 'green' },
  { below: 30, colour: 'yellow' },
  { below: 50, colour: 'amber' },
  { below: 100, colour: 'orange' },
  { below: null, colour: 'red' },
];

/** The index of the band a value falls in (an edge value belongs to the band above it). */
export function bandIndex(bands: readonly Band[], value: number): number {
  const i = bands.findIndex((b) => b.below !== null && value < b.below);
  return i === -1 ? bands.length - 1 : i;
}

export const temperatureBand = (celsius: number): Band => TEMPERATURE_BANDS[bandIndex(TEMPERATURE_BANDS, celsius)];
export const coBand = (ppm: number): Band => CO_BANDS[bandIndex(CO_BANDS, ppm)];

/** spec 001 §9: temperature shown with 1 decimal, CO with 0. */
export const TEMPERATURE_DECIMALS = 1;
export const CO_DECIMALS = 0;

/** spec 001 §4: a door sensor's state: open orange, closed green, anything else shown raw in grey. */
export function doorStateColour(state: string | null): 'orange' | 'green' | 'grey' {
  if (state === 'open') return 'orange';
  if (state === 'closed') return 'green';
  return 'grey';
}

/** Where a sensor sits: the latest-data descriptor's optional `location_type` filter (spec 001 §7). */
export const SENSOR_LOCATION_TYPES = ['indoor', 'outdoor', 'garage', 'technical'] as const;
export type SensorLocationType = (typeof SENSOR_LOCATION_TYPES)[number];

/**
 * The sensor proxy's descriptors (spec 001 §7): nothing else is reached. Each reads; the spec shows
 * GET for the heatmap and garage and leaves latest-data's method open, so GET is the one method.
 */
export const SENSOR_ENDPOINTS = ['api/latest-data', 'api/heatmap-data', 'api/garage-data'] as const;
export type SensorEndpoint = (typeof SENSOR_ENDPOINTS)[number];
export const SENSOR_PROXY_METHOD = 'GET';

/**
 * A number a sensor measures (the heatmap's data types); door and binary sensors report a state
 * instead. The measures, their units and decimals live here once, for the server's reads and the
 * SPA's formatting alike (src/lib/sensorFormat.ts; issue 30 §6).
 */
export type Measure = HeatmapDataType;

export const MEASURE_UNIT = { temperature: '°C', humidity: '%', co: 'ppm' } as const satisfies Record<Measure, string>;

/** The spec gives no precision for humidity; whole percent is what a hygrometer's display shows. */
export const HUMIDITY_DECIMALS = 0;
export const MEASURE_DECIMALS: Record<Measure, number> = { temperature: TEMPERATURE_DECIMALS, humidity: HUMIDITY_DECIMALS, co: CO_DECIMALS };

/** The measures a type has a history of, in the order they are shown (the combined garage sensor: both). */
export function measuresOf(type: SensorType): Measure[] {
  if (type === 'combined') return ['temperature', 'co'];
  if (type === 'temperature' || type === 'humidity' || type === 'co') return [type];
  return [];
}

/**
 * A reading's number for a measure: `value` carries the type's own unit (the combined sensor's
 * temperature), `co_level` the CO; a CO sensor may report in either.
 */
export function measureValue(type: SensorType, measure: Measure, reading: { value: number | null; co_level: number | null }): number | null {
  if (measure === 'co') return type === 'co' ? (reading.co_level ?? reading.value) : reading.co_level;
  return reading.value;
}

/** The unit a reading of this type is shown in: its first measure's (null: a state, no number). */
export function sensorUnit(type: SensorType): (typeof MEASURE_UNIT)[Measure] | null {
  const [first] = measuresOf(type);
  return first ? MEASURE_UNIT[first] : null;
}

/** Which sensor types carry a heatmap data type: temperature and CO also come from the combined garage sensor. */
export function measures(type: SensorType, dataType: HeatmapDataType): boolean {
  return measuresOf(type).includes(dataType);
}

/**
 * The colour of a sensor's latest reading, as the overview and the board show it: temperature bands
 * for temperature, CO bands for CO, the worse of both for the combined garage sensor, door states;
 * null when there is nothing to colour (humidity, binary, no reading yet).
 */
export function sensorBand(s: { type: SensorType; value: number | null; co_level: number | null; state: string | null }): BandColour | 'grey' | null {
  if (s.type === 'temperature' && s.value !== null) return temperatureBand(s.value).colour;
  if (s.type === 'co') {
    const ppm = s.co_level ?? s.value;
    return ppm === null ? null : coBand(ppm).colour;
  }
  if (s.type === 'combined') {
    if (s.co_level !== null && coBand(s.co_level).colour === 'red') return 'red';
    if (s.value !== null && temperatureBand(s.value).colour === 'red') return 'red';
    return s.co_level !== null ? coBand(s.co_level).colour : s.value !== null ? temperatureBand(s.value).colour : null;
  }
  if (s.type === 'door') return doorStateColour(s.state);
  return null;
}

/**
 * History is bucketed so a chart never gets more than about HISTORY_POINTS_MAX points per sensor,
 * whatever the hours asked (1–168): a bucket is at least 5 minutes.
 */
export const HISTORY_POINTS_MAX = 288;
export function historyBucketSeconds(hours: number): number {
  return Math.max(300, Math.ceil((hours * 3600) / HISTORY_POINTS_MAX / 60) * 60);
}

/**
 * Storage stays bounded: readings older than the longest history anyone may ask (HEATMAP_HOURS_MAX)
 * plus a day are deleted by the retention sweep; the latest reading of every sensor stays on its row.
 */
export const SENSOR_READING_RETENTION_HOURS = HEATMAP_HOURS_MAX + 24;

/**
 * A vendor's gateway pushes a round of readings (POST /devices/sensors/readings): at most this many
 * in one call, each no later than SENSOR_READING_FUTURE_S ahead of the server's clock (clocks drift
 * a little) and no older than SENSOR_READING_RETENTION_HOURS (it would be deleted at once).
 */
export const SENSOR_READINGS_MAX = 500;
export const SENSOR_READING_FUTURE_S = 60;
/** A reading's number beyond this is no measurement of a building (°C, %, ppm): refused. */
export const SENSOR_VALUE_LIMIT = 100_000;
export const SENSOR_STATE_MAX = 40;
