/**
 * What a sensor shows (spec 001 §3 "Sensor", §4, §9): the values a reading shows and the colour band
 * each falls in, the chart's range and bands. The measures themselves (units, decimals, which a type
 * has) are the contract's (contract/rules/sensors.ts), the number formatting src/lib/sensorFormat.ts.
 * Pure: the table, the detail dialog, the charts and the palette's picker read a sensor through these.
 */
import type { Sensor } from '../../../contract/sensors';
import {
  CO_BANDS,
  MEASURE_UNIT,
  TEMPERATURE_BANDS,
  coBand,
  doorStateColour,
  measuresOf,
  measureValue,
  temperatureBand,
  type Band,
  type Measure,
} from '../../../contract/rules/sensors';
import { currentLanguage, type Language } from '../../lib/i18n';
import type { Tone } from '../../ui/bandColours';
import { formatNumber } from '../../lib/sensorFormat';

/** spec 001 §9: temperature and CO have colour bands; humidity has none. */
export const MEASURE_BANDS: Record<Measure, readonly Band[] | null> = { temperature: TEMPERATURE_BANDS, humidity: null, co: CO_BANDS };

/** A band's edge, as few decimals as it has: '0 °C', '100 ppm' (the legend). */
export function formatEdge(measure: Measure, n: number, lng: Language = currentLanguage()): string {
  return `${formatNumber(n, 0, 1, lng)} ${MEASURE_UNIT[measure]}`;
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
