import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../contract/routes/issues';
import { ISSUE_ATTACHMENT_FORMATS_TEXT } from '../../../contract/rules/issues';
import { notFound } from '../../lib/http-error';
import { tableRoute } from '../../lib/route-table';
import { readMultipartForm } from '../../domain/files/multipart';
import { sendDownload } from '../../domain/files/download';
import { requireIssueViewer } from '../../domain/issues/access';
import { changeIssueStatus } from '../../domain/issues/status';
import { assignIssue } from '../../domain/issues/assign';
import { addIssueComment } from '../../domain/issues/comments';
import { addIssueAttachment, deleteIssueAttachment, requireAttachment, requireOpenIssue } from '../../domain/issues/attachments';

const tags = ['issues'];

/**
 * What is done to one issue after it is reported (spec 001 §7 "Issues"; issue 11): its status
 * along the table of §4, its assignee, comments (internal notes for staff) and attachments,
 * registered from the route table (contract/routes/issues.ts). Who may do what:
 * domain/issues/access.ts. Every write answers what the caller may now see; live events carry ids
 * only, each to those who may see the thing (domain/issues/audience.ts).
 */
const issueActionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await tableRoute(routes.changeIssueStatus, tags)),
    handler: async (req) => {
      const viewer = requireIssueViewer(req, req.params.id);
      return { data: { issue: await changeIssueStatus(app.db, app.bus, viewer, req.params.issueId, req.body) } };
    },
  });

  app.route({
    ...(await tableRoute(routes.assignIssue, tags)),
    handler: async (req) => {
      const viewer = requireIssueViewer(req, req.params.id);
      return { data: { issue: await assignIssue(app.db, app.bus, viewer, req.params.issueId, req.body.assignee_id) } };
    },
  });

  app.route({
    ...(await tableRoute(routes.addIssueComment, tags)),
    handler: async (req, reply) => {
      const viewer = requireIssueViewer(req, req.params.id);
      const comment = await addIssueComment(app.db, app.bus, viewer, req.params.issueId, req.body);
      return reply.status(201).send({ data: { comment } });
    },
  });

  const upload = await tableRoute(routes.addIssueAttachment, tags);
  app.route({
    ...upload,
    schema: { ...upload.schema, description: `Multipart: file (${ISSUE_ATTACHMENT_FORMATS_TEXT}, decided by content; at most MAX_UPLOAD_MB, default 20 MB).` },
    handler: async (req, reply) => {
      const viewer = requireIssueViewer(req, req.params.id);
      // refuse before reading a byte of the body when the issue is not there or closed
      const issue = await requireOpenIssue(app, viewer, req.params.issueId);
      const form = await readMultipartForm(req, app.config.maxUploadBytes);
      const attachment = await addIssueAttachment(app, viewer, issue, form.file);
      return reply.status(201).send({ data: { attachment } });
    },
  });

  const download = await tableRoute(routes.downloadIssueAttachment, tags);
  app.route({
    ...download,
    schema: { ...download.schema, produces: ['application/octet-stream'] },
    handler: async (req, reply) => {
      const viewer = requireIssueViewer(req, req.params.id);
      const { att } = await requireAttachment(app, viewer, req.params.issueId, req.params.attId);
      if (!app.files.exists(att.file_path)) throw notFound('server.issues.attachment_not_found');
      return sendDownload(reply, { stream: app.files.stream(att.file_path), filename: att.filename, mimeType: att.mime_type, size: Number(att.size) });
    },
  });

  app.route({
    ...(await tableRoute(routes.deleteIssueAttachment, tags)),
    handler: async (req) => {
      const viewer = requireIssueViewer(req, req.params.id);
      await deleteIssueAttachment(app, viewer, req.params.issueId, req.params.attId);
      return { status: 'success' as const };
    },
  });
};

export default issueActionRoutes;
