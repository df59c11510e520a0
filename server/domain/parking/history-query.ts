import { TZDate } from '@date-fns/tz';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ParkingHistoryResponse } from '../../../contract/parking';
import { LICENSE_PLATE_PATTERN, PARKING_LOG_WINDOW, normalizePlate } from '../../../contract/rules/parking';
import { prepared } from '../../db/prepared';
import { BUILDING_TIME_ZONE, storedValidTo } from '../../lib/building-time';
import { LOG_COLUMNS, presentLogEntry, type LogRow } from './history-entry';

/** Whose log: one unit's (gate_events_unit_time) or the whole building's (gate_events_building_time). */
export type HistoryScope = { unitId: number } | { buildingId: number };

export interface HistoryFilter {
  page: number;
  perPage: number;
  search?: string;
  /** yyyy-MM-dd in the building's zone, both inclusive */
  fromDate?: string;
  toDate?: string;
}

/**
 * The filter as bound values. Each list filters by one column and orders by (access_time, id), the
 * exact order of its index, so a page reads its rows off the index from the newest backwards; the
 * date range narrows the same index range, and the plate search is checked on the rows it walks.
 * `after` is the window's edge (PARKING_LOG_WINDOW): a filtered page and its count read only rows
 * newer than it, so neither walks further back than the window whatever the history.
 */
type HistoryParams = {
  unitId?: number;
  buildingId?: number;
  from?: string;
  to?: string;
  after?: string;
  like?: string;
};
type PageParams = HistoryParams & { limit: number; offset: number };

function filtered(db: Kysely<DB>, p: HistoryParams, shape: HistoryParams) {
  let q = db.selectFrom('gate_events');
  q = shape.unitId !== undefined ? q.where('unit_id', '=', p.unitId!) : q.where('building_id', '=', p.buildingId!);
  if (shape.from !== undefined) q = q.where('access_time', '>=', p.from!);
  if (shape.to !== undefined) q = q.where('access_time', '<=', p.to!);
  if (shape.after !== undefined) q = q.where('access_time', '>', p.after!);
  if (shape.like !== undefined) q = q.where('license_plate', 'like', p.like!);
  return q;
}

/**
 * A page in two steps within one statement: the page's ids are read off the index alone (it holds
 * the filter column, access_time and id), then only those rows are fetched. A deep page then skips
 * its offset in the index instead of fetching every row it passes over; the page's few rows are
 * put in order by the caller.
 */
const pageQuery = prepared((db, p: PageParams, shape) =>
  db
    .selectFrom('gate_events')
    .select([...LOG_COLUMNS])
    .where(
      'id',
      'in',
      filtered(db, p, shape).select('id').orderBy('access_time', 'desc').orderBy('id', 'desc').limit(p.limit).offset(p.offset),
    ),
);

/** Newest first, ties by the later id: the order of both indexes, read backwards. */
const newestFirst = (a: LogRow, b: LogRow) => (a.access_time < b.access_time ? 1 : a.access_time > b.access_time ? -1 : b.id - a.id);

/** A filtered count: within the window (`after`), so it counts at most PARKING_LOG_WINDOW rows. */
const countQuery = prepared((db, p: HistoryParams, shape) => filtered(db, p, shape).select(sql<number>`count(*)`.as('n')));

/**
 * The window's edge: the time of the first row past the newest PARKING_LOG_WINDOW of the range (the
 * date range only: the search is checked within the window), read off the index alone; none when
 * the whole range fits.
 */
const edgeQuery = prepared((db, p: HistoryParams & { offset: number }, shape) =>
  filtered(db, p, shape).select('access_time').orderBy('access_time', 'desc').orderBy('id', 'desc').limit(1).offset(p.offset),
);

/** The unfiltered total: the counter the database keeps beside the log (migration 021). */
const counterQuery = prepared((db, p: { kind: 'gate_building' | 'gate_unit'; id: number }) =>
  db.selectFrom('history_counts').select('n').where('kind', '=', p.kind).where('scope_id', '=', p.id),
);

/** The first moment of a Prague day, as UTC ISO (the end of one is storedValidTo's). */
function dayStart(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, 0, BUILDING_TIME_ZONE).getTime()).toISOString();
}

const pagesOf = (total: number, perPage: number) => Math.max(1, Math.ceil(Math.min(total, PARKING_LOG_WINDOW) / perPage));

/** The newest `n` entries of the log, without a total (the board's gate tile). */
export async function latestHistory(db: Kysely<DB>, scope: HistoryScope, n: number) {
  const rows = await pageQuery.all(db, { ...scope, limit: n, offset: 0 });
  return rows.sort(newestFirst).map(presentLogEntry);
}

/**
 * A page of the log, newest first, with the spec's pagination. A search is part of a plate, matched
 * after normalising it as plates are stored; one that could never be part of a plate finds nothing.
 * Unfiltered, the total is the counter's; filtered, it is counted within the window and said to be
 * a lower bound when the range holds more (issue 28 §1).
 */
export async function listHistory(db: Kysely<DB>, scope: HistoryScope, filter: HistoryFilter): Promise<ParkingHistoryResponse> {
  const search = filter.search ? normalizePlate(filter.search) : '';
  const answer = (history: ParkingHistoryResponse['history'], total: number, exact: boolean): ParkingHistoryResponse => ({
    history,
    pagination: { page: filter.page, pages: pagesOf(total, filter.perPage), total, per_page: filter.perPage, total_exact: exact },
  });
  if (search !== '' && !LICENSE_PLATE_PATTERN.test(search)) return answer([], 0, true);
  const range: HistoryParams = {
    ...scope,
    ...(filter.fromDate ? { from: dayStart(filter.fromDate) } : {}),
    ...(filter.toDate ? { to: storedValidTo(filter.toDate)! } : {}),
  };
  const page = { limit: filter.perPage, offset: (filter.page - 1) * filter.perPage };
  if (!search && !filter.fromDate && !filter.toDate) {
    const counter = 'unitId' in scope ? { kind: 'gate_unit' as const, id: scope.unitId } : { kind: 'gate_building' as const, id: scope.buildingId };
    const [rows, count] = await Promise.all([pageQuery.all(db, { ...range, ...page }), counterQuery.first(db, counter)]);
    return answer(rows.sort(newestFirst).map(presentLogEntry), Number(count?.n ?? 0), true);
  }
  const edge = await edgeQuery.first(db, { ...range, offset: PARKING_LOG_WINDOW });
  const params: HistoryParams = {
    ...range,
    ...(edge ? { after: edge.access_time } : {}),
    // only capitals and digits reach here, so the pattern has no wildcard of the caller's
    ...(search ? { like: `%${search}%` } : {}),
  };
  const [rows, count] = await Promise.all([pageQuery.all(db, { ...params, ...page }), countQuery.first(db, params)]);
  return answer(rows.sort(newestFirst).map(presentLogEntry), Number(count?.n ?? 0), !edge);
}
