/**
 * The reception routes of each register (contract/routes/reception.ts) and the list's SWR key. Every
 * key of the screen lies under /buildings/{id}/reception, which the live bridge revalidates on
 * reception.changed (live/keys.ts row `reception`).
 */
import type { ReceptionStatusFilter } from '../../../contract/rules/reception';
import * as routes from '../../../contract/routes/reception';
import { routeUrl } from '../../lib/api';
import type { ReceptionTab } from './screen';

/** Each register's list, record and close (check-out | collect | return) routes. */
export const REGISTER_ROUTES = {
  visitors: { list: routes.listVisitors, record: routes.recordVisitor, close: routes.checkOutVisitor },
  mail: { list: routes.listMail, record: routes.recordMail, close: routes.collectMail },
  keys: { list: routes.listKeys, record: routes.lendKey, close: routes.returnKey },
} as const;

export interface ListFilter {
  status: ReceptionStatusFilter;
  /** the search as typed, trimmed here; empty searches nothing */
  q: string;
}

/** The list's query: the filter, and the previous page's `next_cursor` for a next page. */
export const listQuery = (filter: ListFilter, cursor: string | null = null) => ({
  status: filter.status,
  q: filter.q.trim() || undefined,
  cursor: cursor ?? undefined,
});

/** The list as filtered, without a cursor: the first page's path and the base of the list's SWR key. */
export const listBase = (buildingId: number, tab: ReceptionTab, filter: ListFilter): string =>
  routeUrl(REGISTER_ROUTES[tab].list, { path: { id: buildingId }, query: listQuery(filter) });

/** Every list of the register, whatever its filter, starts with this (the cache's prefix). */
export const registerPrefix = (buildingId: number, tab: ReceptionTab) => `${routeUrl(REGISTER_ROUTES[tab].list, { path: { id: buildingId } })}?`;
