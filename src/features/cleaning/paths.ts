/**
 * The cleaning API's paths. Every SWR key of the screen lies under /buildings/{id}/utilities/cleaning,
 * which the live bridge revalidates on cleaning.changed (live/keys.ts row `cleaning`).
 */
import { CLEANING_PAGE_DEFAULT } from '../../../contract/rules/cleaning';

export const cleaningPath = (buildingId: number) => `/buildings/${buildingId}/utilities/cleaning`;
export const eventsPath = (buildingId: number) => `${cleaningPath(buildingId)}/events`;
/** POST: start, finish or record (spec 001 §7: …/utilities/cleaning/event) */
export const eventPath = (buildingId: number) => `${cleaningPath(buildingId)}/event`;

/** One page of the history: the first without a cursor, each next one after the previous page's `next_cursor`. */
export function eventsPageUrl(buildingId: number, cursor: string | null, limit: number = CLEANING_PAGE_DEFAULT): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor !== null) query.set('cursor', cursor);
  return `${eventsPath(buildingId)}?${query}`;
}

export const statsUrl = (buildingId: number, year: number, month: number) => `${cleaningPath(buildingId)}/stats?${new URLSearchParams({ year: String(year), month: String(month) })}`;
