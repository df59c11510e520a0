/** Opening hours of the reception (spec 000 §3: a day key mapped to a list of from/to ranges). */
import type { OpeningHours, TimeRange, Weekday } from '../../../contract/building-info';
import { WEEKDAYS, timeRangeProblem } from '../../../contract/rules/building-info';

/** "08:00–12:00, 13:00–17:00"; '' for a closed day. Ranges are shown in time order. */
export function formatRanges(ranges: readonly TimeRange[] | undefined): string {
  if (!ranges || ranges.length === 0) return '';
  return [...ranges]
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((r) => `${r.from}–${r.to}`)
    .join(', ');
}

/** Every weekday in order with its ranges text ('' = closed). Unknown day keys are ignored. */
export function openingHoursRows(hours: OpeningHours | null | undefined): Array<{ day: Weekday; text: string }> {
  return WEEKDAYS.map((day) => ({ day, text: formatRanges(hours?.[day]) }));
}

export function hasOpeningHours(hours: OpeningHours | null | undefined): boolean {
  return WEEKDAYS.some((d) => (hours?.[d]?.length ?? 0) > 0);
}

const RANGE_ERRORS = { time_format: 'building.edit.errors.timeFormat', range_order: 'building.edit.errors.rangeOrder' } as const;

/** An i18n key of what is wrong with one range, or null (the server's rule, contract/rules/building-info.ts). */
export function rangeError(range: TimeRange): string | null {
  const problem = timeRangeProblem(range);
  return problem ? RANGE_ERRORS[problem] : null;
}
