/**
 * A sensor's numbers as the UI language writes them (spec 000 §9, spec 001 §9): Intl.NumberFormat
 * with the measure's decimals and unit — '22,6 °C' in Czech, '22.6 °C' in English. Moved here from
 * src/features/sensors/measures.ts (which re-exports it) so the sensors screens and the live board
 * format a reading the same way; features do not import each other.
 */
import { MEASURE_DECIMALS, MEASURE_UNIT, type Measure } from '../../contract/rules/sensors';
import { currentLanguage, type Language } from './i18n';

/** A number in the language's notation, with between `min` and `max` decimals. */
export function formatNumber(n: number, min: number, max: number, lng: Language = currentLanguage()): string {
  return new Intl.NumberFormat(lng === 'en' ? 'en-GB' : 'cs-CZ', { minimumFractionDigits: min, maximumFractionDigits: max }).format(n);
}

/** A reading with the measure's decimals and unit: '21,5 °C', '35 ppm'. */
export function formatMeasure(measure: Measure, n: number, lng: Language = currentLanguage()): string {
  return `${formatNumber(n, MEASURE_DECIMALS[measure], MEASURE_DECIMALS[measure], lng)} ${MEASURE_UNIT[measure]}`;
}

/**
 * The states a sensor reports that the UI names in its language (the caller's locale keys, e.g. the
 * sensors page's `sensors.state.*`, which load with that page: so no key is named here): a
 * door's open/closed and a binary detector's ok/alarm (the flood detector's 'ok' / 'alarm', issue 29
 * §2). Anything else is shown as the device sent it.
 */
const NAMED_STATES = ['open', 'closed', 'ok', 'alarm'] as const;
export type NamedState = (typeof NAMED_STATES)[number];
const isNamedState = (s: string): s is NamedState => (NAMED_STATES as readonly string[]).includes(s);

/** A state as the UI shows it: translated where known, a number in the language's notation ('0,5'), else as sent. */
export function formatSensorState(state: string, name: (state: NamedState) => string, lng: Language = currentLanguage()): string {
  const named = state.trim().toLowerCase();
  if (isNamedState(named)) return name(named);
  // a binary sensor may report its state as a number (0/1)
  if (/^-?\d+(\.\d+)?$/.test(state.trim())) return formatNumber(Number(state), 0, 2, lng);
  return state;
}
