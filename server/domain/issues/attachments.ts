import type { FastifyInstance } from 'fastify';
import type { IssueAttachment } from '../../../contract/issues';
import { ISSUE_ATTACHMENT_FORMATS_TEXT, ISSUE_ATTACHMENT_KINDS, isFinished } from '../../../contract/rules/issues';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { MIME, sniffFileKind } from '../files/sniff';
import type { UploadedFile } from '../files/multipart';
import { documentFileName } from '../documents/file-types';
import { writeAudit } from '../audit';
import { requireIssue, type IssueViewer } from './access';
import { issueAudience, reachResolvers } from './audience';
import { issueFinished } from './assign';

type IssueRow = Awaited<ReturnType<typeof requireIssue>>;

const ATTACHMENT_NOT_FOUND = 'server.issues.attachment_not_found';

/** The issue the viewer may attach to: one they see (else 404) that is still open (else 409). Checked before the body is read. */
export async function requireOpenIssue(app: FastifyInstance, viewer: IssueViewer, issueId: number): Promise<IssueRow> {
  const issue = await requireIssue(app.db, viewer, issueId);
  if (isFinished(issue.status)) throw issueFinished();
  return issue;
}

/**
 * POST …/issues/{issueId}/attachments: the file's kind is decided by its content with the
 * documents' detection (files/sniff.ts), never by its name or declared type — an HTML page named
 * .pdf is refused. The bytes are written first, then the row; a row that fails removes the file.
 */
export async function addIssueAttachment(app: FastifyInstance, viewer: IssueViewer, issue: IssueRow, file: UploadedFile | null): Promise<IssueAttachment> {
  if (!file || file.buffer.length === 0) throw badRequest('server.issues.file_required');
  const kind = await sniffFileKind(file.buffer);
  const allowed = kind !== null && (ISSUE_ATTACHMENT_KINDS as readonly string[]).includes(kind);
  if (!allowed) throw badRequest('server.issues.attachment_type', { formats: ISSUE_ATTACHMENT_FORMATS_TEXT });
  const k = kind as (typeof ISSUE_ATTACHMENT_KINDS)[number];
  const values = {
    issue_id: issue.id,
    filename: documentFileName(file.filename, k),
    mime_type: MIME[k],
    size: file.buffer.length,
    uploaded_by: viewer.userId,
    created_at: nowIso(),
  };
  const filePath = await app.files.save('issues', k, file.buffer);
  let id: number;
  try {
    ({ id } = await app.db
      .insertInto('issue_attachments')
      .values({ ...values, file_path: filePath })
      .returning('id')
      .executeTakeFirstOrThrow());
  } catch (err) {
    await app.files.remove(filePath).catch((e: unknown) => app.log.error({ err: e }, 'could not remove an orphaned issue attachment'));
    throw err;
  }
  app.bus.publish('issue.updated', issue.building_id, { id: issue.id }, await reachResolvers(app.db, issue.building_id, issueAudience(issue)));
  return { id, filename: values.filename, size: values.size, mime_type: values.mime_type, created_at: values.created_at };
}

/** An attachment of an issue the viewer sees, or the one 404. */
export async function requireAttachment(app: FastifyInstance, viewer: IssueViewer, issueId: number, attId: number) {
  const issue = await requireIssue(app.db, viewer, issueId);
  const att = await app.db
    .selectFrom('issue_attachments')
    .select(['id', 'filename', 'mime_type', 'size', 'file_path', 'uploaded_by'])
    .where('id', '=', attId)
    .where('issue_id', '=', issueId)
    .executeTakeFirst();
  if (!att) throw notFound(ATTACHMENT_NOT_FOUND);
  return { issue, att };
}

/**
 * DELETE …/attachments/{attId}: staff always; the uploader while the issue is open (a finished
 * issue's files stay as they were). The row and its audit line commit together, the file goes after.
 */
export async function deleteIssueAttachment(app: FastifyInstance, viewer: IssueViewer, issueId: number, attId: number): Promise<void> {
  const { issue, att } = await requireAttachment(app, viewer, issueId, attId);
  if (!viewer.staff) {
    if (att.uploaded_by !== viewer.userId) throw forbidden('server.issues.attachment_forbidden');
    if (isFinished(issue.status)) throw issueFinished();
  }
  await app.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('issue_attachments').where('id', '=', attId).where('issue_id', '=', issueId).execute();
    await writeAudit(trx, {
      userId: viewer.userId,
      action: 'issue.attachment.delete',
      buildingId: issue.building_id,
      unitId: issue.unit_id,
      target: `issue:${issueId}`,
      outcome: 'success',
      detail: { attachment_id: attId, filename: att.filename },
    });
  });
  await app.files.remove(att.file_path).catch((e: unknown) => app.log.error({ err: e }, 'could not remove a deleted issue attachment'));
  app.bus.publish('issue.updated', issue.building_id, { id: issueId }, await reachResolvers(app.db, issue.building_id, issueAudience(issue)));
}
