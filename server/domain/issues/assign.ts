import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import type { Issue } from '../../../contract/issues';
import { FINISHED_STATUSES, isFinished } from '../../../contract/rules/issues';
import { badRequest, conflict, forbidden } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { unionAudience } from '../../access/rooms';
import { writeAudit } from '../audit';
import { requireIssue, type IssueViewer } from './access';
import { issueAudience, reachResolvers } from './audience';
import { loadIssueDetail } from './detail';
import { writeHistory } from './history';
import { isAssignee } from './assignees';

/** Comments, attachments and the assignee are closed once an issue is resolved, closed or refused (spec 001 §4). */
export const issueFinished = () => conflict('server.issues.finished');

/**
 * POST …/issues/{issueId}/assign: staff and resolvers hand an open issue to one of the building's
 * assignees (resolvers.ts) or to nobody (null). Someone else — a resident, another building's
 * user — is refused as invalid input, whatever id the client sent.
 */
export async function assignIssue(db: Kysely<DB>, bus: EventBus, viewer: IssueViewer, issueId: number, assigneeId: number | null): Promise<Issue> {
  const issue = await requireIssue(db, viewer, issueId);
  if (!(viewer.staff || viewer.resolver)) throw forbidden('server.issues.assign_forbidden');
  if (isFinished(issue.status)) throw issueFinished();
  const at = nowIso();
  if (assigneeId !== null && !(await isAssignee(db, issue.building_id, assigneeId, at))) throw badRequest('server.issues.assignee_invalid');
  // handing it to whom it already belongs changes nothing and leaves no history line
  if (assigneeId === issue.assigned_to) return loadIssueDetail(db, viewer, issueId);
  await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('issues')
      .set({ assigned_to: assigneeId, updated_at: at })
      .where('id', '=', issueId)
      .where('status', 'not in', FINISHED_STATUSES)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw issueFinished();
    await writeHistory(trx, { issueId, kind: 'assigned', userId: viewer.userId, at, assigneeId });
    await writeAudit(trx, {
      userId: viewer.userId,
      action: 'issue.assign',
      buildingId: issue.building_id,
      unitId: issue.unit_id,
      target: `issue:${issueId}`,
      outcome: 'success',
      detail: { from: issue.assigned_to, to: assigneeId },
      at,
    });
  });
  // the one who lost it hears of it too (their view of a unit issue may end here)
  bus.publish('issue.updated', issue.building_id, { id: issueId }, await reachResolvers(db, issue.building_id, unionAudience(issueAudience(issue), issueAudience({ ...issue, assigned_to: assigneeId }))));
  return loadIssueDetail(db, viewer, issueId);
}
