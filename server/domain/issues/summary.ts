import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { BoardIssues } from '../../../contract/board';
import { BOARD_ISSUES_LATEST } from '../../../contract/board';
import { FINISHED_STATUSES, ISSUE_PRIORITIES, type IssuePriority } from '../../../contract/rules/issues';
import { prepared } from '../../db/prepared';
import { priorityOfRank } from './deadline';

type Open = { buildingId: number };

/**
 * Open = not finished (contract/rules/issues.ts isFinished), written with the statuses inline so
 * both engines match it to the partial indexes over open issues only (migration 021): the tile's
 * statements walk the building's open issues, never the finished history behind them.
 */
const open = sql<boolean>`status not in (${sql.join(FINISHED_STATUSES.map((s) => sql.lit(s)))})`;

// open issues by priority: issues_open_building_rank alone (the rank is the priority's place)
const byPriorityQuery = prepared((db, p: Open) =>
  db
    .selectFrom('issues')
    .select(['priority_rank', sql<number>`count(*)`.as('n')])
    .where('building_id', '=', p.buildingId)
    .where(open)
    .groupBy('priority_rank'),
);

// overdue: past its due date and open (isOverdue); issues_open_building_due gives the range
const overdueQuery = prepared((db, p: Open & { now: string }) =>
  db
    .selectFrom('issues')
    .select(sql<number>`count(*)`.as('n'))
    .where('building_id', '=', p.buildingId)
    .where('due_at', '<', p.now)
    .where(open),
);

// the most urgent open issues, newest first within a priority: issues_open_building_rank backwards
const latestQuery = prepared((db, p: Open & { limit: number }) =>
  db
    .selectFrom('issues')
    .select(['id', 'title', 'priority', 'status', 'created_at', 'due_at'])
    .where('building_id', '=', p.buildingId)
    .where(open)
    .orderBy('priority_rank', 'desc')
    .orderBy('id', 'desc')
    .limit(p.limit),
);

/**
 * The board's issues tile (issue 12 §3): open issues by priority (every priority, zero included),
 * how many are overdue, and the most urgent few. The board is for staff, who see every issue of the
 * building, so nothing is filtered by who asks. Three statements, whatever the number of issues.
 */
export async function issueSummary(db: Kysely<DB>, buildingId: number, now: string): Promise<BoardIssues> {
  const [counts, overdue, latest] = await Promise.all([
    byPriorityQuery.all(db, { buildingId }),
    overdueQuery.first(db, { buildingId, now }),
    latestQuery.all(db, { buildingId, limit: BOARD_ISSUES_LATEST }),
  ]);
  const count = new Map<IssuePriority, number>(counts.map((r) => [priorityOfRank(Number(r.priority_rank)), Number(r.n)]));
  const byPriority = ISSUE_PRIORITIES.map((priority) => ({ priority, count: count.get(priority) ?? 0 }));
  return {
    open_total: byPriority.reduce((sum, r) => sum + r.count, 0),
    by_priority: byPriority,
    overdue: Number(overdue?.n ?? 0),
    latest,
  };
}
