/**
 * A sensor's numbers as the UI language writes them (spec 000 §9, spec 001 §9): Intl.NumberFormat
 * with the measure's decimals and unit — '22,6 °C' in Czech, '22.6 °C' in English. Moved here from
 * src/features/sensors/measures.ts (which re-exports it) so the sensors screens and the live board
 * format a reading the same way; features do not import each other.
 */
import { CO_DECIMALS, TEMPERATURE_DECIMALS, type SensorType } from '../../contract/rules/sensors';
import { currentLanguage, type Language } from './i18n';

/** A number a sensor measures; door and binary sensors report a state instead. */
export type Measure = 'temperature' | 'humidity' | 'co';

/** The spec gives no precision for humidity; whole percent is what a hygrometer's display shows. */
const HUMIDITY_DECIMALS = 0;

export const MEASURE_UNIT: Record<Measure, string> = { temperature: '°C', humidity: '%', co: 'ppm' };
const DECIMALS: Record<Measure, number> = { temperature: TEMPERATURE_DECIMALS, humidity: HUMIDITY_DECIMALS, co: CO_DECIMALS };

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

/** A number in the language's notation, with between `min` and `max` decimals. */
export function formatNumber(n: number, min: number, max: number, lng: Language = currentLanguage()): string {
  return new Intl.NumberFormat(lng === 'en' ? 'en-GB' : 'cs-CZ', { minimumFractionDigits: min, maximumFractionDigits: max }).format(n);
}

/** A reading with the measure's decimals and unit: '21,5 °C', '35 ppm'. */
export function formatMeasure(measure: Measure, n: number, lng: Language = currentLanguage()): string {
  return `${formatNumber(n, DECIMALS[measure], DECIMALS[measure], lng)} ${MEASURE_UNIT[measure]}`;
}
