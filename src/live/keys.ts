import type { LiveEventType } from '../../contract/live';

/**
 * Which SWR keys a live event touches. SWR keys are api paths (see lib/http
 * `fetcher`), so an event about building 3's announcements revalidates every
 * key under `/buildings/3/announcements`.
 *
 * To make a new event family live, add one row: event type prefix → resource
 * path segment(s) under /buildings/{building_id}/, and optionally absolute key
 * prefixes in LIVE_EXTRA_PREFIXES.
 */
/** The families of the catalogue's event types ('unit.updated' → 'unit'): each must have a row below. */
export type LiveEventFamily = LiveEventType extends `${infer F}.${string}` ? F : never;

export const LIVE_RESOURCES: Readonly<Record<LiveEventFamily, readonly string[]>> = {
  announcement: ['announcements'],
  document: ['documents'],
  floorplan: ['floorplans'],
  building_info: ['info'],
  unit: ['units'],
  // plates, spaces and the log live under units/{id}/…, the staff log and checks under parking/…
  parking: ['units', 'parking', 'license-plates'],
  door: ['doors'],
  // a unit's passes are read at units/{id}/qr-codes
  qr: ['units'],
  issue: ['issues'],
  fire: ['fire-alarm'],
  // the overview, heatmap, garage and history routes all live under sensors/…
  sensor: ['sensors'],
  // topics, a topic with its posts: everything under forum/…
  forum: ['forum'],
  // the spec reads cleaning under both utilities/cleaning/… and cleaning/…
  cleaning: ['utilities/cleaning', 'cleaning'],
  // visitors, mail and keys: everything under reception/…
  reception: ['reception'],
  // a user's notifications live outside any building (LIVE_EXTRA_PREFIXES)
  notification: [],
};

/** Keys outside /buildings/{id}/ that an event family also changes. */
export const LIVE_EXTRA_PREFIXES: Readonly<Partial<Record<LiveEventFamily, readonly string[]>>> = {
  // the unit picker and My units read /units/my; unit detail reads /units/{id}
  unit: ['/units/my', '/units/'],
  notification: ['/notifications'],
};

/**
 * Everything a fresh snapshot after a (re)connect must refetch: every key
 * under /buildings/ and /units/, and the two lists themselves; and the user's
 * notifications (the bell's count), whose events may have been missed too.
 */
export const LIVE_KEY_PREFIXES: readonly string[] = ['/buildings', '/units', '/notifications'];

/** The table row for an event type: the longest dot-prefix that has one ('a.b.c' → 'a.b' → 'a'). */
export function eventFamily(type: string): string | null {
  const parts = type.split('.');
  for (let n = parts.length; n > 0; n--) {
    const candidate = parts.slice(0, n).join('.');
    if (candidate in LIVE_RESOURCES || candidate in LIVE_EXTRA_PREFIXES) return candidate;
  }
  return null;
}

/** SWR stores infinite/subscription keys with a marker in front; the path follows it. */
export function keyPath(key: unknown): string | null {
  if (typeof key !== 'string') return null;
  return key.replace(/^\$(?:inf|sub)\$/, '');
}

/** `prefix` covers the key itself and anything below it (`/…` or `?…`); a prefix ending in '/' is plain. */
export function hasPrefix(path: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return path.startsWith(prefix);
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}

/** Key prefixes an event touches, or [] when its type is not in the table. */
export function prefixesForEvent(type: string, buildingId: number): string[] {
  const family = eventFamily(type);
  if (!family) return [];
  const row = family as LiveEventFamily;
  const scoped = (LIVE_RESOURCES[row] ?? []).map((r) => `/buildings/${buildingId}/${r}`);
  return [...scoped, ...(LIVE_EXTRA_PREFIXES[row] ?? [])];
}

export function matchesAny(key: unknown, prefixes: readonly string[]): boolean {
  const path = keyPath(key);
  return path !== null && prefixes.some((p) => hasPrefix(path, p));
}
