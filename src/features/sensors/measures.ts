/**
 * What a sensor shows (spec 001 §3 "Sensor", §4, §9): the measures of each type, each reading's
 * number in its unit and decimals, and the colour band it falls in. Pure: the table, the detail
 * dialog, the charts and the palette's picker all read a sensor through these.
 */
import type { Sensor, SensorPoint } from '../../../contract/sensors';
import {
  CO_BANDS,
  CO_DECIMALS,
  TEMPERATURE_BANDS,
  TEMPERATURE_DECIMALS,
  coBand,
  doorStateColour,
  temperatureBand,
  type Band,
  type SensorType,
} from '../../../contract/rules/sensors';
import { currentLanguage, type Language } from '../../lib/i18n';
import type { Tone } from '../../ui/bandColours';

/** A number a sensor measures; door and binary sensors report a state instead. */
export type Measure = 'temperature' | 'humidity' | 'co';

/** The spec gives no precision for humidity; whole percent is what a hygrometer's display shows. */
const HUMIDITY_DECIMALS = 0;

const UNIT: Record<Measure, string> = { temperature: '°C', humidity: '%', co: 'ppm' };
const DECIMALS: Record<Measure, number> = { temperature: TEMPERATURE_DECIMALS, humidity: HUMIDITY_DECIMALS, co: CO_DECIMALS };
/** spec 001 §9: temperature and CO have colour bands; humidity has none. */
export const MEASURE_BANDS: Record<Measure, readonly Band[] | null> = { temperature: TEMPERATURE_BANDS, humidity: null, co: CO_BANDS };

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
export function measureValue(type: SensorType, measure: Measure, reading: Pick<SensorPoint, 'value' | 'co_level'>): number | null {
  if (measure === 'co') return type === 'co' ? (reading.co_level ?? reading.value) : reading.co_level;
  return reading.value;
}

/** A number in the language's notation, with between `min` and `max` decimals. */
export function formatNumber(n: number, min: number, max: number, lng: Language = currentLanguage()): string {
  return new Intl.NumberFormat(lng === 'en' ? 'en-GB' : 'cs-CZ', { minimumFractionDigits: min, maximumFractionDigits: max }).format(n);
}

/** A reading with the measure's decimals and unit: '21,5 °C', '35 ppm'. */
export function formatMeasure(measure: Measure, n: number, lng: Language = currentLanguage()): string {
  return `${formatNumber(n, DECIMALS[measure], DECIMALS[measure], lng)} ${UNIT[measure]}`;
}

/** A band's edge, as few decimals as it has: '0 °C', '100 ppm' (the legend). */
export function formatEdge(measure: Measure, n: number, lng: Language = currentLanguage()): string {
  return `${formatNumber(n, 0, 1, lng)} ${UNIT[measure]}`;
}

/** The band colour of a measured number; null where the measure has no bands. */
export function measureTone(measure: Measure, n: number): Tone | null {
  if (measure === 'temperature') return temperatureBand(n).colour;
  if (measure === 'co') return coBand(n).colour;
  return null;
}

/** One thing the value cell shows: a measured number, or a state (a door's open/closed, anything else raw). */
export type ShownValue =
  | { kind: 'measure'; measure: Measure; value: number; tone: Tone | null }
  | { kind: 'state'; state: string; door: boolean; tone: Tone | null };

/** A sensor's latest reading as the overview shows it; [] before its first reading. */
export function shownValues(sensor: Pick<Sensor, 'type' | 'value' | 'co_level' | 'state'>): ShownValue[] {
  const shown: ShownValue[] = [];
  for (const measure of measuresOf(sensor.type)) {
    const value = measureValue(sensor.type, measure, sensor);
    if (value !== null) shown.push({ kind: 'measure', measure, value, tone: measureTone(measure, value) });
  }
  if (sensor.type === 'door' && sensor.state !== null) {
    shown.push({ kind: 'state', state: sensor.state, door: true, tone: doorStateColour(sensor.state) });
  } else if (sensor.type === 'binary') {
    // a binary sensor names its state, or reports it as a number (0/1)
    const state = sensor.state ?? (sensor.value !== null ? String(sensor.value) : null);
    if (state !== null) shown.push({ kind: 'state', state, door: false, tone: null });
  }
  return shown;
}

/**
 * The bands a chart draws behind its line, cut to the visible range [min, max]: each as [from, to]
 * with its colour; bands outside the range are left out. The open ends (below the first edge, from
 * the last) end at the range's own ends.
 */
export function visibleBands(bands: readonly Band[], min: number, max: number): Array<{ from: number; to: number; colour: Band['colour'] }> {
  const out: Array<{ from: number; to: number; colour: Band['colour'] }> = [];
  let lower = -Infinity;
  for (const band of bands) {
    const upper = band.below ?? Infinity;
    const from = Math.max(lower, min);
    const to = Math.min(upper, max);
    if (from < to) out.push({ from, to, colour: band.colour });
    lower = upper;
  }
  return out;
}

/**
 * The y range a chart of these numbers shows: a margin around them (a tenth of their spread, at
 * least one unit) in whole units, so the band edges nearby are in sight; never below 0 ppm or %.
 */
export function chartRange(measure: Measure, values: readonly number[]): [number, number] {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = Math.max(1, (max - min) / 10);
  const low = Math.floor(min - pad);
  const high = Math.ceil(max + pad);
  if (measure === 'temperature') return [low, high];
  return [Math.max(0, low), measure === 'humidity' ? Math.min(100, high) : high];
}
