import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Issue, IssueHistoryEntry } from '../../../contract/issues';
import { nowIso } from '../../lib/time';
import { notFound } from '../../lib/http-error';
import { canSeeIssue, ISSUE_NOT_FOUND, readsInternal, type IssueViewer } from './access';
import { allowedStatusesFor, presentSummary, summaryQuery } from './present';

/**
 * One issue as GET /issues/{id} and every write's answer show it (`data.issue`): the row, its
 * attachments, its comments (internal ones only for those who read them — never anyone else) and
 * its history, with what the viewer may do. 404 when the viewer may not see it.
 */
export async function loadIssueDetail(db: Kysely<DB>, viewer: IssueViewer, issueId: number): Promise<Issue> {
  const internal = readsInternal(viewer);
  const row = await summaryQuery(db, internal).where('i.id', '=', issueId).executeTakeFirst();
  if (!row || !canSeeIssue(viewer, row)) throw notFound(ISSUE_NOT_FOUND);
  const [attachments, comments, history] = await Promise.all([
    db
      .selectFrom('issue_attachments')
      .select(['id', 'filename', 'size', 'mime_type', 'created_at'])
      .where('issue_id', '=', issueId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('issue_comments as ic')
      .leftJoin('users as u', 'u.id', 'ic.user_id')
      .select(['ic.id', 'ic.content', 'ic.is_internal', 'ic.created_at', 'ic.user_id', 'u.name as user_name'])
      .where('ic.issue_id', '=', issueId)
      .$if(!internal, (q) => q.where('ic.is_internal', '=', 0))
      .orderBy('ic.id')
      .execute(),
    db
      .selectFrom('issue_history as h')
      .leftJoin('users as u', 'u.id', 'h.user_id')
      .leftJoin('users as a', 'a.id', 'h.assignee_id')
      .select(['h.id', 'h.kind', 'h.at', 'u.name as user_name', 'h.from_status', 'h.to_status', 'h.reason', 'a.name as assignee_name'])
      .where('h.issue_id', '=', issueId)
      .orderBy('h.id')
      .execute(),
  ]);
  return {
    ...presentSummary(row, viewer, nowIso()),
    attachments: attachments.map((a) => ({ ...a, size: Number(a.size) })),
    comments: comments.map((c) => ({
      id: c.id,
      content: c.content,
      is_internal: Number(c.is_internal) === 1,
      created_at: c.created_at,
      user: { id: c.user_id, name: c.user_name ?? '' },
    })),
    history: history.map(
      (h): IssueHistoryEntry => ({
        id: h.id,
        kind: h.kind,
        at: h.at,
        user_name: h.user_name ?? null,
        from_status: (h.from_status as IssueHistoryEntry['from_status']) ?? null,
        to_status: (h.to_status as IssueHistoryEntry['to_status']) ?? null,
        reason: h.reason,
        assignee_name: h.assignee_name ?? null,
      }),
    ),
    allowed_statuses: allowedStatusesFor(viewer, row),
  };
}
