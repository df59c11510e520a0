import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import type { IssueListQuery, IssueSummary } from '../../../contract/issues';
import { FINISHED_STATUSES, ISSUE_LIST_WINDOW } from '../../../contract/rules/issues';
import { idListParam, inIdList } from '../../db/id-list';
import { nowIso } from '../../lib/time';
import { containsPattern } from '../documents/search-text';
import { readsInternal, type IssueViewer } from './access';
import { presentSummary, summaryQuery, type SummaryRow } from './present';

export type IssueFilter = Omit<z.output<typeof IssueListQuery>, 'page' | 'per_page'>;

const ORDER_COLUMN = {
  created_at: 'i.created_at',
  updated_at: 'i.updated_at',
  due_at: 'i.due_at',
  priority: 'i.priority_rank',
} as const;

/**
 * The building's issues the viewer may see (access.ts canSeeIssue, written as SQL) that match the
 * filter. Every statement is led by building_id, so it walks one of the building's indexes
 * (migrations 011, 012): the order's own (building_id, <order>, id), or for a status or unit
 * filter in the default order (building_id, status|unit_id, created_at, id). The visibility and the
 * other filters (type, category, priority, location, search, overdue) are checked on the rows that
 * walk passes, never by reading the table.
 */
function filtered(db: Kysely<DB>, viewer: IssueViewer, f: IssueFilter, now: string) {
  let q = db.selectFrom('issues as i').where('i.building_id', '=', viewer.buildingId);
  if (!viewer.staff && !viewer.resolver) {
    q = q.where((eb) =>
      eb.or([
        eb('i.location_type', '=', 'building'),
        ...(viewer.unitIds.length ? [eb('i.unit_id', 'in', viewer.unitIds)] : []),
        eb('i.created_by', '=', viewer.userId),
        eb('i.assigned_to', '=', viewer.userId),
      ]),
    );
  }
  if (f.status) q = q.where('i.status', '=', f.status);
  if (f.unit_id !== undefined) q = q.where('i.unit_id', '=', f.unit_id);
  if (f.category_id !== undefined) q = q.where('i.category_id', '=', f.category_id);
  if (f.type) q = q.where('i.type', '=', f.type);
  if (f.priority) q = q.where('i.priority', '=', f.priority);
  if (f.location_type) q = q.where('i.location_type', '=', f.location_type);
  if (f.search) q = q.where(sql<boolean>`i.search_text like ${containsPattern(f.search)} escape '\\'`);
  if (f.overdue === true) {
    // checked on the rows the order's index walks: as a plain range on due_at, SQLite would read the
    // due_at index instead and sort what it finds (`|| ''` keeps the comparison, null stays not overdue)
    q = q.where(sql<boolean>`(${sql.ref('i.due_at')} || '') < ${now}`).where('i.status', 'not in', [...FINISHED_STATUSES]);
  }
  if (f.overdue === false) {
    q = q.where((eb) => eb.or([eb('i.due_at', 'is', null), eb('i.due_at', '>=', now), eb('i.status', 'in', [...FINISHED_STATUSES])]));
  }
  return q;
}

/** The ids of a page in the asked order (id breaks ties in the same direction, as the indexes hold it). */
function pageIds(db: Kysely<DB>, viewer: IssueViewer, f: IssueFilter, now: string, limit: number, offset: number) {
  const column = ORDER_COLUMN[f.sort_by];
  return filtered(db, viewer, f, now).select('i.id').orderBy(column, f.sort_dir).orderBy('i.id', f.sort_dir).limit(limit).offset(offset).execute();
}

/** The rows of these ids, in the ids' order (fetched by primary key, so no second sort in SQL). */
async function rowsOf(db: Kysely<DB>, viewer: IssueViewer, ids: number[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  const rows = await summaryQuery(db, readsInternal(viewer)).where(inIdList(db, 'i.id', idListParam(ids))).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is SummaryRow => r !== undefined);
}

export async function listIssues(db: Kysely<DB>, viewer: IssueViewer, query: z.output<typeof IssueListQuery>) {
  const { page, per_page, ...filter } = query;
  const now = nowIso();
  const [ids, count] = await Promise.all([
    pageIds(db, viewer, filter, now, per_page, (page - 1) * per_page),
    // counted up to one past the window: never a walk over the building's whole history
    db
      .selectFrom(filtered(db, viewer, filter, now).select('i.id').limit(ISSUE_LIST_WINDOW + 1).as('w'))
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirst(),
  ]);
  const rows = await rowsOf(db, viewer, ids.map((r) => r.id));
  const issues: IssueSummary[] = rows.map((r) => presentSummary(r, viewer, now));
  const counted = Number(count?.n ?? 0);
  const exact = counted <= ISSUE_LIST_WINDOW;
  return { issues, metadata: { page, per_page, total: exact ? counted : ISSUE_LIST_WINDOW, total_exact: exact } };
}

/** At most this many rows in one CSV export. */
export const ISSUE_EXPORT_MAX = 10_000;
const BATCH = 500;

/** The filtered list, in its order, a batch at a time (the CSV export), at most ISSUE_EXPORT_MAX rows. */
export async function* allIssues(db: Kysely<DB>, viewer: IssueViewer, filter: IssueFilter): AsyncGenerator<IssueSummary> {
  const now = nowIso();
  const ids = (await pageIds(db, viewer, filter, now, ISSUE_EXPORT_MAX, 0)).map((r) => r.id);
  for (let i = 0; i < ids.length; i += BATCH) {
    for (const row of await rowsOf(db, viewer, ids.slice(i, i + BATCH))) yield presentSummary(row, viewer, now);
  }
}
