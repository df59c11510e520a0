import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import type { IssueComment } from '../../../contract/issues';
import { isFinished } from '../../../contract/rules/issues';
import { forbidden } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { readsInternal, requireIssue, type IssueViewer } from './access';
import { internalAudience, issueAudience, reachResolvers } from './audience';
import { issueFinished } from './assign';

/**
 * POST …/issues/{issueId}/comments: whoever sees an open issue comments on it; an internal note
 * only staff and resolvers write, and it travels only to staff and the assignee (audience.ts) —
 * the live event carries ids alone, and the detail never lists it for anyone else.
 */
export async function addIssueComment(
  db: Kysely<DB>,
  bus: EventBus,
  viewer: IssueViewer,
  issueId: number,
  input: { content: string; is_internal: boolean },
): Promise<IssueComment> {
  const issue = await requireIssue(db, viewer, issueId);
  if (input.is_internal && !readsInternal(viewer)) throw forbidden('server.issues.internal_forbidden');
  if (isFinished(issue.status)) throw issueFinished();
  const at = nowIso();
  const { id } = await db
    .insertInto('issue_comments')
    .values({ issue_id: issueId, user_id: viewer.userId, content: input.content, is_internal: input.is_internal ? 1 : 0, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db.selectFrom('users').select('name').where('id', '=', viewer.userId).executeTakeFirst();
  bus.publish('issue.commented', issue.building_id, { issue_id: issueId, comment_id: id }, await reachResolvers(db, issue.building_id, input.is_internal ? internalAudience() : issueAudience(issue)), { actorId: viewer.userId });
  return { id, content: input.content, is_internal: input.is_internal, created_at: at, user: { id: viewer.userId, name: user?.name ?? '' } };
}
