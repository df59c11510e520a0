import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam, OkResponse } from '../../../contract/common';
import {
  IssueAssigneesResponse,
  IssueCategoriesResponse,
  IssueCreateData,
  IssueCreateFields,
  IssueExportQuery,
  IssueListQuery,
  IssueListResponse,
  IssueParams,
  IssuePatch,
  IssueResponse,
} from '../../../contract/issues';
import { ISSUE_ATTACHMENTS_MAX } from '../../../contract/rules/issues';
import { badRequest, forbidden } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { readMultipartFiles } from '../../domain/files/multipart';
import { sendCsv } from '../../domain/files/download';
import { requireIssueViewer, type IssueViewer } from '../../domain/issues/access';
import { requireBuilding } from '../../access/guards';
import { listAssignees } from '../../domain/issues/assignees';
import { listCategories } from '../../domain/issues/categories';
import { createIssue } from '../../domain/issues/create';
import { loadIssueDetail } from '../../domain/issues/detail';
import { issuesCsv } from '../../domain/issues/export';
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

/**
 * A building's issues (spec 001 §7 "Issues"; issue 11 §1): list, detail, report, edit, delete,
 * categories, assignees and the CSV export. Who may do what: domain/issues/access.ts (the one
 * rule); every call first makes the caller an issue viewer of the building (404 for a building it
 * cannot see). Status changes, assignment, comments and attachments have their own routes.
 */
const issueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/buildings/:id/issues',
    { schema: { tags, params: IdParam, querystring: IssueListQuery, response: { 200: IssueListResponse } } },
    async (req) => ({ data: await listIssues(app.db, await viewerOf(req, req.params.id), req.query) }),
  );

  app.get(
    '/buildings/:id/issues/categories',
    { schema: { tags, params: IdParam, response: { 200: IssueCategoriesResponse } } },
    async (req) => {
      await viewerOf(req, req.params.id);
      return { data: { categories: await listCategories(app.db, req.params.id) } };
    },
  );

  app.get(
    '/buildings/:id/issues/assignees',
    { schema: { tags, params: IdParam, response: { 200: IssueAssigneesResponse } } },
    async (req) => {
      await viewerOf(req, req.params.id);
      return { data: { assignees: await listAssignees(app.db, req.params.id, nowIso()) } };
    },
  );

  app.get(
    '/buildings/:id/issues/export.csv',
    { config: { forbids: true }, schema: { tags, params: IdParam, querystring: IssueExportQuery, produces: ['text/csv'] } },
    async (req, reply) => {
      const viewer = await viewerOf(req, req.params.id);
      // the whole list with reporters and assignees: for those who manage issues only
      if (!viewer.staff && !viewer.resolver) throw forbidden('server.issues.forbidden_export');
      const filename = `issues-${req.params.id}-${nowIso().slice(0, 10)}.csv`;
      return sendCsv(reply, filename, issuesCsv(app.db, viewer, req.query, req.lang));
    },
  );

  app.post(
    '/buildings/:id/issues',
    {
      // every member reports issues (no 403)
      config: { upload: IssueCreateFields, uploadFiles: { field: 'attachments', max: ISSUE_ATTACHMENTS_MAX }, forbids: false },
      schema: { tags, params: IdParam, consumes: ['multipart/form-data'], response: { 201: IssueResponse } },
    },
    async (req, reply) => {
      const viewer = await viewerOf(req, req.params.id);
      const form = await readMultipartFiles(req, app.config.maxUploadBytes, 'attachments', ISSUE_ATTACHMENTS_MAX);
      const { data } = parseMultipartFields(IssueCreateFields, form.fields, req.lang);
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        throw badRequest('server.issues.data_invalid');
      }
      const input = parseMultipartFields(IssueCreateData, json, req.lang);
      const issue = await createIssue(app, viewer, input, form.files);
      return reply.status(201).send({ data: { issue } });
    },
  );

  app.get(
    '/buildings/:id/issues/:issueId',
    { schema: { tags, params: IssueParams, response: { 200: IssueResponse } } },
    async (req) => ({ data: { issue: await loadIssueDetail(app.db, await viewerOf(req, req.params.id), req.params.issueId) } }),
  );

  app.patch(
    '/buildings/:id/issues/:issueId',
    { schema: { tags, params: IssueParams, body: IssuePatch, response: { 200: IssueResponse } } },
    async (req) => ({ data: { issue: await updateIssue(app, await viewerOf(req, req.params.id), req.params.issueId, req.body) } }),
  );

  app.delete(
    '/buildings/:id/issues/:issueId',
    { schema: { tags, params: IssueParams, response: { 200: OkResponse } } },
    async (req) => {
      await deleteIssue(app, await viewerOf(req, req.params.id), req.params.issueId);
      return { status: 'success' as const };
    },
  );
};

export default issueRoutes;
