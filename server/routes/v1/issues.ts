import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../contract/routes/issues';
import { IssueCreateData, IssueCreateFields } from '../../../contract/issues';
import { ISSUE_ATTACHMENTS_MAX } from '../../../contract/rules/issues';
import { badRequest } from '../../lib/http-error';
import type { Lang } from '../../lib/i18n';
import { tableRoute } from '../../lib/route-table';
import { nowIso } from '../../lib/time';
import { readMultipartFiles } from '../../domain/files/multipart';
import { sendCsv } from '../../domain/files/download';
import { requireIssueViewer, type IssueViewer } from '../../domain/issues/access';
import { requireBuilding } from '../../access/guards';
import { listAssignees } from '../../domain/issues/assignees';
import { listCategories } from '../../domain/issues/categories';
import { createIssue } from '../../domain/issues/create';
import { loadIssueDetail } from '../../domain/issues/detail';
import { issuesCsv, issuesCsvFilename, requireIssueExporter } from '../../domain/issues/export';
import { listIssues } from '../../domain/issues/list';
import { deleteIssue } from '../../domain/issues/remove';
import { updateIssue } from '../../domain/issues/update';
import { parseMultipartFields } from '../multipart-fields';

const tags = ['issues'];

/** The caller as a viewer of the building's issues; 404 for a building that is missing (also to a global admin) or not theirs. */
async function viewerOf(req: FastifyRequest, buildingId: number): Promise<IssueViewer> {
  await requireBuilding(req, buildingId);
  return requireIssueViewer(req, buildingId);
}

/** The create call's `data` field: JSON holding IssueCreateData (spec 001 §7). */
function createInputOf(fields: unknown, lang: Lang) {
  const { data } = parseMultipartFields(IssueCreateFields, fields, lang);
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw badRequest('server.issues.data_invalid');
  }
  return parseMultipartFields(IssueCreateData, json, lang);
}

/**
 * A building's issues (spec 001 §7 "Issues"; issue 11 §1): list, detail, report, edit, delete,
 * categories, assignees and the CSV export, registered from the route table (contract/routes/issues.ts).
 * Who may do what: domain/issues/access.ts (the one rule); every call first makes the caller an
 * issue viewer of the building (404 for a building it cannot see). Status changes, assignment,
 * comments and attachments have their own routes (issue-actions.ts).
 */
const issueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await tableRoute(routes.listIssues, tags)),
    handler: async (req) => ({ data: await listIssues(app.db, await viewerOf(req, req.params.id), req.query) }),
  });

  app.route({
    ...(await tableRoute(routes.listIssueCategories, tags)),
    handler: async (req) => {
      await viewerOf(req, req.params.id);
      return { data: { categories: await listCategories(app.db, req.params.id) } };
    },
  });

  app.route({
    ...(await tableRoute(routes.listIssueAssignees, tags)),
    handler: async (req) => {
      await viewerOf(req, req.params.id);
      return { data: { assignees: await listAssignees(app.db, req.params.id, nowIso()) } };
    },
  });

  const exportRoute = await tableRoute(routes.exportIssues, tags);
  app.route({
    ...exportRoute,
    schema: { ...exportRoute.schema, produces: ['text/csv'] },
    handler: async (req, reply) => {
      const viewer = await viewerOf(req, req.params.id);
      requireIssueExporter(viewer);
      return sendCsv(reply, issuesCsvFilename(req.params.id, nowIso()), issuesCsv(app.db, viewer, req.query, req.lang));
    },
  });

  app.route({
    ...(await tableRoute(routes.createIssue, tags)),
    handler: async (req, reply) => {
      const viewer = await viewerOf(req, req.params.id);
      const form = await readMultipartFiles(req, app.config.maxUploadBytes, 'attachments', ISSUE_ATTACHMENTS_MAX);
      const issue = await createIssue(app, viewer, createInputOf(form.fields, req.lang), form.files);
      return reply.status(201).send({ data: { issue } });
    },
  });

  app.route({
    ...(await tableRoute(routes.getIssue, tags)),
    handler: async (req) => ({ data: { issue: await loadIssueDetail(app.db, await viewerOf(req, req.params.id), req.params.issueId) } }),
  });

  app.route({
    ...(await tableRoute(routes.updateIssue, tags)),
    handler: async (req) => ({ data: { issue: await updateIssue(app, await viewerOf(req, req.params.id), req.params.issueId, req.body) } }),
  });

  app.route({
    ...(await tableRoute(routes.deleteIssue, tags)),
    handler: async (req) => {
      await deleteIssue(app, await viewerOf(req, req.params.id), req.params.issueId);
      return { status: 'success' as const };
    },
  });
};

export default issueRoutes;
