import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import type { Issue } from '../../../contract/issues';
import { canTransition, needsReason, type IssueStatus } from '../../../contract/rules/issues';
import { badRequest, conflict, forbidden } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { writeAudit } from '../audit';
import { issueCapabilities, requireIssue, type IssueViewer } from './access';
import { issueAudience, reachResolvers } from './audience';
import { loadIssueDetail } from './detail';
import { writeHistory } from './history';

/** The message of a refused change names both statuses in the caller's language (locales server.issues.status.*). */
export const transitionRefused = (from: IssueStatus, to: IssueStatus) => conflict('server.issues.transition_not_allowed', { from, to });

/**
 * POST …/issues/{issueId}/status (spec 001 §4): staff and resolvers move an issue along the
 * status table only, with a reason where the table asks for one. The change, its history line
 * and the audit row commit together; the update is conditional on the status read, so of two
 * changes at once one wins and the other is refused rather than applied from a stale status.
 */
export async function changeIssueStatus(
  db: Kysely<DB>,
  bus: EventBus,
  viewer: IssueViewer,
  issueId: number,
  input: { status: IssueStatus; reason: string | null },
): Promise<Issue> {
  const issue = await requireIssue(db, viewer, issueId);
  if (!issueCapabilities(viewer, issue).change_status) throw forbidden('server.issues.status_forbidden');
  const from = issue.status;
  const to = input.status;
  if (!canTransition(from, to)) throw transitionRefused(from, to);
  if (needsReason(to) && !input.reason) throw badRequest('server.issues.reason_required', { to });
  const at = nowIso();
  await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('issues')
      .set({ status: to, updated_at: at })
      .where('id', '=', issueId)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw conflict('server.issues.changed_meanwhile');
    await writeHistory(trx, { issueId, kind: 'status', userId: viewer.userId, at, from, to, reason: input.reason });
    await writeAudit(trx, {
      userId: viewer.userId,
      action: 'issue.status',
      buildingId: issue.building_id,
      unitId: issue.unit_id,
      target: `issue:${issueId}`,
      outcome: 'success',
      detail: { from, to, reason: input.reason },
      at,
    });
  });
  // the facts tell the notifications (server/domain/notifications) what changed and who changed it
  bus.publish('issue.updated', issue.building_id, { id: issueId }, await reachResolvers(db, issue.building_id, issueAudience(issue)), {
    actorId: viewer.userId,
    status: { from, to },
  });
  return loadIssueDetail(db, viewer, issueId);
}
