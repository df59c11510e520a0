/**
 * The reception API's paths (contract/reception.ts). Every SWR key of the screen lies under
 * /buildings/{id}/reception, which the live bridge revalidates on reception.changed (live/keys.ts
 * row `reception`).
 */
import type { ReceptionStatusFilter } from '../../../contract/rules/reception';
import { REGISTERS } from './registers';
import type { ReceptionTab } from './screen';

export const receptionPath = (buildingId: number) => `/buildings/${buildingId}/reception`;
/** GET the list, POST a new entry */
export const registerPath = (buildingId: number, tab: ReceptionTab) => `${receptionPath(buildingId)}/${tab}`;
/** POST …/{entryId}/check-out | collect | return */
export const closePath = (buildingId: number, tab: ReceptionTab, entryId: number) => `${registerPath(buildingId, tab)}/${entryId}/${REGISTERS[tab].close}`;

export interface ListFilter {
  status: ReceptionStatusFilter;
  /** the search as typed, trimmed here; empty searches nothing */
  q: string;
}

/** The list as filtered, without a cursor: the first page's path and the base of the list's SWR key. */
export function listBase(buildingId: number, tab: ReceptionTab, filter: ListFilter): string {
  const query = new URLSearchParams({ status: filter.status });
  const q = filter.q.trim();
  if (q) query.set('q', q);
  return `${registerPath(buildingId, tab)}?${query}`;
}

/** One page: the first without a cursor, each next one after the previous page's `next_cursor`. */
export const pageUrl = (base: string, cursor: string | null) => (cursor === null ? base : `${base}&${new URLSearchParams({ cursor })}`);
