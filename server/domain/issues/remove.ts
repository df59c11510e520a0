import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../audit';
import { issueCapabilities, requireIssue, type IssueViewer } from './access';
import { issueAudience, reachResolvers } from './audience';
import { refuseIssueWrite } from './denied';

/**
 * Deletes an issue with its history, comments and attachments (spec 001 §7 DELETE): staff always,
 * the reporter while it is new (access.ts); anyone else who sees it gets 403. The rows go in one
 * transaction with the audit row; the files after the commit, so a failed delete never loses a
 * listed file. Those who saw it hear of it.
 */
export async function deleteIssue(app: FastifyInstance, viewer: IssueViewer, issueId: number): Promise<void> {
  const facts = await requireIssue(app.db, viewer, issueId);
  if (!issueCapabilities(viewer, facts).delete) await refuseIssueWrite(app.db, viewer, facts, 'issue.delete', 'server.issues.forbidden_delete');
  const files = await app.db.selectFrom('issue_attachments').select('file_path').where('issue_id', '=', issueId).execute();
  await app.db.transaction().execute(async (trx) => {
    for (const table of ['issue_attachments', 'issue_comments', 'issue_history'] as const) {
      await trx.deleteFrom(table).where('issue_id', '=', issueId).execute();
    }
    await trx.deleteFrom('issues').where('id', '=', issueId).where('building_id', '=', viewer.buildingId).execute();
    await writeAudit(trx, {
      userId: viewer.userId,
      action: 'issue.delete',
      buildingId: viewer.buildingId,
      unitId: facts.unit_id,
      target: `issue:${issueId}`,
      outcome: 'success',
      detail: { status: facts.status },
    });
  });
  app.bus.publish('issue.deleted', viewer.buildingId, { id: issueId }, await reachResolvers(app.db, viewer.buildingId, issueAudience(facts)));
  for (const f of files) await app.files.remove(f.file_path).catch((e: unknown) => app.log.error({ err: e }, 'could not remove a deleted issue attachment'));
}
