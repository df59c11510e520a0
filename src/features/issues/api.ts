/**
 * Issue calls (issue 11; spec 001 §7 "Issues") through the route table (contract/routes/issues.ts)
 * and the one typed client, which checks every answer's shape (an answer of the wrong shape is an
 * error, not an empty list: spec 000 §8). SWR keys are the API paths under /buildings/{id}/issues,
 * which the live bridge revalidates on issue.* events (live/keys.ts); SWR polls as well, slower
 * while the socket is up.
 */
import { useSWRConfig } from 'swr';
import type { Issue, IssueAttachment, IssueComment, IssueCommentInput, IssuePatch } from '../../../contract/issues';
import * as routes from '../../../contract/routes/issues';
import type { IssueStatus } from '../../../contract/rules/issues';
import { LIVE_POLL_MS } from '../../live/useLive';
import { call, callFile, routeUrl, useRead, type ReadInput } from '../../lib/api';
import type { Route } from '../../../contract/route';
import { saveBlob } from '../../lib/saveBlob';
import { type IssueFilters, type IssueFormValues, type IssueSort, createFormData, exportQuery, listQuery } from './rules';

const poll = { pollMs: LIVE_POLL_MS.issues };

function useIssueRead<R extends Route>(route: R, input: ReadInput<R> | null) {
  const swr = useRead(route, input, poll);
  return { data: swr.data, error: swr.error, isLoading: swr.isLoading, retry: () => void swr.mutate() };
}

/** The detail's SWR key (the answer of a change replaces it at once). */
export const issueKey = (buildingId: number, issueId: number) => routeUrl(routes.getIssue, { path: { id: buildingId, issueId } });

export function useIssues(buildingId: number | null, filters: IssueFilters, sort: IssueSort, page: number, perPage?: number) {
  const read = useIssueRead(routes.listIssues, buildingId === null ? null : { path: { id: buildingId }, query: listQuery(filters, sort, page, perPage) });
  return { ...read, data: read.data?.data };
}

export function useIssue(buildingId: number | null, issueId: number | null) {
  const read = useIssueRead(routes.getIssue, buildingId === null || issueId === null ? null : { path: { id: buildingId, issueId } });
  return { ...read, data: read.data?.data.issue };
}

export function useIssueCategories(buildingId: number | null) {
  const read = useIssueRead(routes.listIssueCategories, buildingId === null ? null : { path: { id: buildingId } });
  return { ...read, data: read.data?.data.categories };
}

/** Only asked for when the caller may assign (`can.assign`). */
export function useAssignees(buildingId: number | null, enabled: boolean) {
  const read = useIssueRead(routes.listIssueAssignees, buildingId === null || !enabled ? null : { path: { id: buildingId } });
  return { ...read, data: read.data?.data.assignees };
}

/** After a change every cached issue answer of the building reloads (lists, the detail). */
export function useRevalidateIssues(buildingId: number | null) {
  const { mutate } = useSWRConfig();
  return () => {
    if (buildingId === null) return Promise.resolve();
    const prefix = routeUrl(routes.listIssues, { path: { id: buildingId } });
    return mutate((key) => typeof key === 'string' && (key.startsWith(`${prefix}?`) || key.startsWith(`${prefix}/`)));
  };
}

export async function createIssue(buildingId: number, values: IssueFormValues, files: readonly File[]): Promise<Issue> {
  return (await call(routes.createIssue, { path: { id: buildingId }, body: createFormData(values, files) })).data.issue;
}

/** PATCH with only the changed fields (spec 001 §7); the answer is the whole issue. */
export async function updateIssue(buildingId: number, issueId: number, patch: IssuePatch): Promise<Issue> {
  return (await call(routes.updateIssue, { path: { id: buildingId, issueId }, body: patch })).data.issue;
}

export async function deleteIssue(buildingId: number, issueId: number): Promise<void> {
  await call(routes.deleteIssue, { path: { id: buildingId, issueId } });
}

export async function changeStatus(buildingId: number, issueId: number, status: IssueStatus, reason: string | null): Promise<Issue> {
  return (await call(routes.changeIssueStatus, { path: { id: buildingId, issueId }, body: { status, reason } })).data.issue;
}

export async function assignIssue(buildingId: number, issueId: number, assigneeId: number): Promise<Issue> {
  return (await call(routes.assignIssue, { path: { id: buildingId, issueId }, body: { assignee_id: assigneeId } })).data.issue;
}

export async function addComment(buildingId: number, issueId: number, body: IssueCommentInput): Promise<IssueComment> {
  return (await call(routes.addIssueComment, { path: { id: buildingId, issueId }, body })).data.comment;
}

export async function uploadAttachment(buildingId: number, issueId: number, file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  await call(routes.addIssueAttachment, { path: { id: buildingId, issueId }, body: form });
}

export async function deleteAttachment(buildingId: number, issueId: number, attId: number): Promise<void> {
  await call(routes.deleteIssueAttachment, { path: { id: buildingId, issueId, attId } });
}

/** A blob through the http client (bearer token), saved under the server's file name. */
export async function downloadAttachment(buildingId: number, issueId: number, att: Pick<IssueAttachment, 'id' | 'filename'>): Promise<void> {
  const { blob, filename } = await callFile(routes.downloadIssueAttachment, { path: { id: buildingId, issueId, attId: att.id } });
  saveBlob(blob, filename ?? att.filename);
}

export async function exportIssues(buildingId: number, filters: IssueFilters, sort: IssueSort): Promise<void> {
  const { blob, filename } = await callFile(routes.exportIssues, { path: { id: buildingId }, query: exportQuery(filters, sort) });
  saveBlob(blob, filename ?? 'issues.csv');
}
