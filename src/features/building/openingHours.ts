/** Opening hours of the reception (spec 000 §3: a day key mapped to a list of from/to ranges). */
import type { OpeningHours, TimeRange, Weekday } from '../../../contract/building-info';

/** Monday first (spec 000 §9: the week starts on Monday). */
export const WEEKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

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

/** An i18n key of what is wrong with one range, or null. Mirrors the server's rule. */
export function rangeError(range: TimeRange): string | null {
  if (!TIME_PATTERN.test(range.from) || !TIME_PATTERN.test(range.to)) return 'building.edit.errors.timeFormat';
  if (range.from >= range.to) return 'building.edit.errors.rangeOrder';
  return null;
}
