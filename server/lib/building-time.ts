import { TZDate } from '@date-fns/tz';

/** Buildings are in Czechia: a bare date (an announcement's or a licence plate's end) means "until the end of that day there". */
export const BUILDING_TIME_ZONE = 'Europe/Prague';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The stored form of a valid-to input: ISO date-time in UTC. A date-only value becomes the last
 * millisecond of that day in the building's zone (@date-fns/tz knows its summer time), so it is
 * still shown all that day and a viewer in Prague sees the date they picked. Stored values
 * compare as text with `nowIso()`.
 */
export function storedValidTo(input: string | null | undefined, timeZone = BUILDING_TIME_ZONE): string | null {
  if (!input) return null;
  const dateOnly = DATE_ONLY.exec(input);
  if (!dateOnly) return new Date(input).toISOString();
  const [, y, m, d] = dateOnly.map(Number);
  const endOfDay = new TZDate(y, m - 1, d, 23, 59, 59, 999, timeZone);
  return new Date(endOfDay.getTime()).toISOString();
}

/** The first millisecond of a date (yyyy-MM-dd) in the building's zone, as UTC ISO; a date-time passes through. */
export function startOfBuildingDay(input: string, timeZone = BUILDING_TIME_ZONE): string {
  const dateOnly = DATE_ONLY.exec(input);
  if (!dateOnly) return new Date(input).toISOString();
  const [, y, m, d] = dateOnly.map(Number);
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, 0, timeZone).getTime()).toISOString();
}
