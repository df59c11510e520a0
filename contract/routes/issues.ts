/**
 * The issue routes (spec 001 §7 "Issues"; issue 11): the list, detail, report, edit, delete,
 * categories, assignees, the CSV export, and what is done to one issue after it is reported (status,
 * assignee, comments, attachments). Who may do what: server/domain/issues/access.ts.
 */
import { defineRoute } from '../route';
import { ISSUE_ATTACHMENTS_MAX } from '../rules/issues';

const issues = () => import('../issues');

export const listIssues = defineRoute({
  method: 'GET',
  path: '/buildings/:id/issues',
  schemas: async () => {
    const [c, common] = await Promise.all([issues(), import('../common')]);
    return { params: common.IdParam, query: c.IssueListQuery, response: c.IssueListResponse };
  },
});

export const listIssueCategories = defineRoute({
  method: 'GET',
  path: '/buildings/:id/issues/categories',
  schemas: async () => {
    const [c, common] = await Promise.all([issues(), import('../common')]);
    return { params: common.IdParam, response: c.IssueCategoriesResponse };
  },
});

export const listIssueAssignees = defineRoute({
  method: 'GET',
  path: '/buildings/:id/issues/assignees',
  schemas: async () => {
    const [c, common] = await Promise.all([issues(), import('../common')]);
    return { params: common.IdParam, response: c.IssueAssigneesResponse };
  },
});

/** The filtered list as CSV: for those who manage issues only (403 to the others). */
export const exportIssues = defineRoute({
  method: 'GET',
  path: '/buildings/:id/issues/export.csv',
  answer: 'file',
  facts: { forbids: true },
  schemas: async () => {
    const [c, common] = await Promise.all([issues(), import('../common')]);
    return { params: common.IdParam, query: c.IssueExportQuery };
  },
});

/** Multipart: a `data` JSON field (IssueCreateData) and repeated `attachments`; every member reports issues (no 403). */
export const createIssue = defineRoute({
  method: 'POST',
  path: '/buildings/:id/issues',
  status: 201,
  facts: { forbids: false, uploadFiles: { field: 'attachments', max: ISSUE_ATTACHMENTS_MAX } },
  schemas: async () => {
    const [c, common] = await Promise.all([issues(), import('../common')]);
    return { params: common.IdParam, form: c.IssueCreateFields, response: c.IssueResponse };
  },
});

export const getIssue = defineRoute({
  method: 'GET',
  path: '/buildings/:id/issues/:issueId',
  schemas: () => issues().then((c) => ({ params: c.IssueParams, response: c.IssueResponse })),
});

/** Only the changed fields; the answer is the whole issue. */
export const updateIssue = defineRoute({
  method: 'PATCH',
  path: '/buildings/:id/issues/:issueId',
  schemas: () => issues().then((c) => ({ params: c.IssueParams, body: c.IssuePatch, response: c.IssueResponse })),
});

export const deleteIssue = defineRoute({
  method: 'DELETE',
  // answers { status: 'success' }, which a client need not read (spec 000 §7: lib/http does not read a DELETE's body)
  status: 200,
  answer: 'none',
  path: '/buildings/:id/issues/:issueId',
  schemas: async () => {
    const [c, common] = await Promise.all([issues(), import('../common')]);
    return { params: c.IssueParams, response: common.OkResponse };
  },
});

/** Along the table of spec 001 §4; a change the table does not allow is a 409. */
export const changeIssueStatus = defineRoute({
  method: 'POST',
  path: '/buildings/:id/issues/:issueId/status',
  facts: { conflicts: true },
  schemas: () => issues().then((c) => ({ params: c.IssueParams, body: c.IssueStatusInput, response: c.IssueResponse })),
});

/** null unassigns. */
export const assignIssue = defineRoute({
  method: 'POST',
  path: '/buildings/:id/issues/:issueId/assign',
  facts: { conflicts: true },
  schemas: () => issues().then((c) => ({ params: c.IssueParams, body: c.IssueAssignInput, response: c.IssueResponse })),
});

/** 403: an internal note from someone who may not write one. */
export const addIssueComment = defineRoute({
  method: 'POST',
  path: '/buildings/:id/issues/:issueId/comments',
  status: 201,
  facts: { conflicts: true },
  schemas: () => issues().then((c) => ({ params: c.IssueParams, body: c.IssueCommentInput, response: c.IssueCommentResponse })),
});

/** Multipart `file`: whoever sees an open issue may attach to it (no 403); a finished one is a 409. */
export const addIssueAttachment = defineRoute({
  method: 'POST',
  path: '/buildings/:id/issues/:issueId/attachments',
  status: 201,
  facts: { forbids: false, conflicts: true },
  schemas: async () => {
    const [c, { z }] = await Promise.all([issues(), import('zod')]);
    // no text fields: the file alone
    return { params: c.IssueParams, form: z.object({}), response: c.IssueAttachmentResponse };
  },
});

export const downloadIssueAttachment = defineRoute({
  method: 'GET',
  path: '/buildings/:id/issues/:issueId/attachments/:attId/download',
  answer: 'file',
  schemas: () => issues().then((c) => ({ params: c.IssueAttachmentParams })),
});

export const deleteIssueAttachment = defineRoute({
  method: 'DELETE',
  // answers { status: 'success' }, which a client need not read (spec 000 §7: lib/http does not read a DELETE's body)
  status: 200,
  answer: 'none',
  path: '/buildings/:id/issues/:issueId/attachments/:attId',
  facts: { conflicts: true },
  schemas: async () => {
    const [c, common] = await Promise.all([issues(), import('../common')]);
    return { params: c.IssueAttachmentParams, response: common.OkResponse };
  },
});
