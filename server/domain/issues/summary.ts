import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { BoardIssues } from '../../../contract/board';
import { BOARD_ISSUES_LATEST } from '../../../contract/board';
import { FINISHED_STATUSES, ISSUE_PRIORITIES, type IssuePriority } from '../../../contract/rules/issues';
import { prepared } from '../../db/prepared';

type Open = { buildingId: number };

// open = not finished (contract/rules/issues.ts isFinished); each count walks one index of the building
const byPriorityQuery = prepared((db, p: Open) =>
  db
    .selectFrom('issues')
    .select(['priority', sql<number>`count(*)`.as('n')])
    .where('building_id', '=', p.buildingId)
    .where('status', 'not in', [...FINISHED_STATUSES])
    .groupBy('priority'),
);

// overdue: past its due date and open (isOverdue); issues_building_due_at gives the range
const overdueQuery = prepared((db, p: Open & { now: string }) =>
  db
    .selectFrom('issues')
    .select(sql<number>`count(*)`.as('n'))
    .where('building_id', '=', p.buildingId)
    .where('due_at', '<', p.now)
    .where('status', 'not in', [...FINISHED_STATUSES]),
);

// the most urgent open issues, newest first within a priority: issues_building_priority_rank backwards
const latestQuery = prepared((db, p: Open & { limit: number }) =>
  db
    .selectFrom('issues')
    .select(['id', 'title', 'priority', 'status', 'created_at', 'due_at'])
    .where('building_id', '=', p.buildingId)
    .where('status', 'not in', [...FINISHED_STATUSES])
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
  const count = new Map<IssuePriority, number>(counts.map((r) => [r.priority, Number(r.n)]));
  const byPriority = ISSUE_PRIORITIES.map((priority) => ({ priority, count: count.get(priority) ?? 0 }));
  return {
    open_total: byPriority.reduce((sum, r) => sum + r.count, 0),
    by_priority: byPriority,
    overdue: Number(overdue?.n ?? 0),
    latest,
  };
}
