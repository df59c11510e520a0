/** Announcements are about buildings in Czechia: a bare date means "until the end of that day there". */
export const BUILDING_TIME_ZONE = 'Europe/Prague';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes the zone is ahead of UTC at `instant` (e.g. 60 in Prague in winter). */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The stored form of a valid-to input: ISO date-time in UTC. A date-only value becomes the last
 * millisecond of that day in the building's zone, so it is still shown all that day and a viewer
 * in Prague sees the date they picked. Stored values compare as text with `nowIso()`.
 */
export function storedValidTo(input: string | null | undefined, timeZone = BUILDING_TIME_ZONE): string | null {
  if (!input) return null;
  const dateOnly = DATE_ONLY.exec(input);
  if (!dateOnly) return new Date(input).toISOString();
  const [, y, m, d] = dateOnly.map(Number);
  const endUtc = Date.UTC(y, m - 1, d, 23, 59, 59, 999);
  const offset = zoneOffsetMinutes(new Date(endUtc), timeZone);
  return new Date(endUtc - offset * 60_000).toISOString();
}
