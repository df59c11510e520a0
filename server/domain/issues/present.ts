import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { IssueSummary } from '../../../contract/issues';
import { allowedTargets, isOverdue } from '../../../contract/rules/issues';
import { issueCapabilities, type IssueViewer } from './access';

/**
 * The columns of an issue row as lists and the detail show it: the issue with its category, unit,
 * reporter and assignee names. Counts of comments and attachments come as subqueries, internal
 * comments counted only for those who read them.
 */
export function summaryQuery(db: Kysely<DB>, readsInternal: boolean) {
  return db
    .selectFrom('issues as i')
    .leftJoin('issue_categories as c', 'c.id', 'i.category_id')
    .leftJoin('units as u', 'u.id', 'i.unit_id')
    .leftJoin('users as cr', 'cr.id', 'i.created_by')
    .leftJoin('users as asg', 'asg.id', 'i.assigned_to')
    .select((eb) => [
      'i.id',
      'i.building_id',
      'i.title',
      'i.description',
      'i.category_id',
      'c.name as category_name',
      'i.type',
      'i.priority',
      'i.status',
      'i.location_type',
      'i.unit_id',
      'u.number as unit_number',
      'i.created_by',
      'cr.name as creator_name',
      'i.assigned_to',
      'asg.name as assignee_name',
      'i.due_at',
      'i.created_at',
      'i.updated_at',
      eb
        .selectFrom('issue_comments as ic')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('ic.issue_id', '=', 'i.id')
        .$if(!readsInternal, (q) => q.where('ic.is_internal', '=', 0))
        .as('comment_count'),
      eb
        .selectFrom('issue_attachments as ia')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('ia.issue_id', '=', 'i.id')
        .as('attachment_count'),
    ]);
}

type SummaryQuery = ReturnType<typeof summaryQuery>;
export type SummaryRow = Awaited<ReturnType<SummaryQuery['executeTakeFirstOrThrow']>>;

/** A row as the contract's IssueSummary, with what the viewer may do with it. */
export function presentSummary(row: SummaryRow, viewer: IssueViewer, now: string): IssueSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category_id: row.category_id,
    category_name: row.category_name ?? null,
    type: row.type,
    priority: row.priority,
    status: row.status,
    location_type: row.location_type,
    unit_id: row.unit_id,
    unit_number: row.unit_number ?? null,
    created_by: row.created_by,
    creator_name: row.creator_name ?? null,
    assigned_to: row.assigned_to,
    assignee_name: row.assignee_name ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    due_at: row.due_at,
    is_overdue: isOverdue({ status: row.status, due_at: row.due_at }, now),
    comment_count: Number(row.comment_count ?? 0),
    attachment_count: Number(row.attachment_count ?? 0),
    can: issueCapabilities(viewer, row),
  };
}

/** The statuses the viewer may move the issue to now (none without the right). */
export const allowedStatusesFor = (viewer: IssueViewer, row: SummaryRow) => (viewer.staff || viewer.resolver ? [...allowedTargets(row.status)] : []);
