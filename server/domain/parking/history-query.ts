import { TZDate } from '@date-fns/tz';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ParkingHistoryResponse } from '../../../contract/parking';
import { LICENSE_PLATE_PATTERN, normalizePlate } from '../../../contract/rules/parking';
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
 */
type HistoryParams = {
  unitId?: number;
  buildingId?: number;
  from?: string;
  to?: string;
  like?: string;
};
type PageParams = HistoryParams & { limit: number; offset: number };

function filtered(db: Kysely<DB>, p: HistoryParams, shape: HistoryParams) {
  let q = db.selectFrom('gate_events');
  q = shape.unitId !== undefined ? q.where('unit_id', '=', p.unitId!) : q.where('building_id', '=', p.buildingId!);
  if (shape.from !== undefined) q = q.where('access_time', '>=', p.from!);
  if (shape.to !== undefined) q = q.where('access_time', '<=', p.to!);
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

const countQuery = prepared((db, p: HistoryParams, shape) => filtered(db, p, shape).select(sql<number>`count(*)`.as('n')));

/** The first moment of a Prague day, as UTC ISO (the end of one is storedValidTo's). */
function dayStart(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, 0, BUILDING_TIME_ZONE).getTime()).toISOString();
}

/**
 * A page of the log, newest first, with the spec's pagination. A search is part of a plate, matched
 * after normalising it as plates are stored; one that could never be part of a plate finds nothing.
 */
export async function listHistory(db: Kysely<DB>, scope: HistoryScope, filter: HistoryFilter): Promise<ParkingHistoryResponse> {
  const search = filter.search ? normalizePlate(filter.search) : '';
  const empty = (total = 0): ParkingHistoryResponse => ({
    history: [],
    pagination: { page: filter.page, pages: Math.max(1, Math.ceil(total / filter.perPage)), total, per_page: filter.perPage },
  });
  if (search !== '' && !LICENSE_PLATE_PATTERN.test(search)) return empty();
  const params: HistoryParams = {
    ...scope,
    ...(filter.fromDate ? { from: dayStart(filter.fromDate) } : {}),
    ...(filter.toDate ? { to: storedValidTo(filter.toDate)! } : {}),
    // only capitals and digits reach here, so the pattern has no wildcard of the caller's
    ...(search ? { like: `%${search}%` } : {}),
  };
  const [rows, count] = await Promise.all([
    pageQuery.all(db, { ...params, limit: filter.perPage, offset: (filter.page - 1) * filter.perPage }),
    countQuery.first(db, params),
  ]);
  const total = Number(count?.n ?? 0);
  return { ...empty(total), history: rows.sort(newestFirst).map(presentLogEntry) };
}
