/**
 * Issue calls (issue 11; spec 001 §7 "Issues"). SWR keys are API paths under
 * /buildings/{id}/issues, which the live bridge revalidates on issue.* events (live/keys.ts); SWR
 * polls as well, slower while the socket is up. Answers are checked for their shape: an answer of
 * the wrong shape is an error, not an empty list (spec 000 §8).
 */
import { useSWRConfig } from 'swr';
import type { Issue, IssueAttachment, IssueCategory, IssueComment, IssueListResponse, IssuePatch } from '../../../contract/issues';
import type { IssueStatus } from '../../../contract/rules/issues';
import { LIVE_POLL_MS } from '../../live/useLive';
import { http } from '../../lib/http';
import { saveBlob } from '../../lib/saveBlob';
import { useParsedSWR } from '../../lib/useParsedSWR';
import {
  type IssueFilters,
  type IssueFormValues,
  type IssueSort,
  assigneesKey,
  attachmentPath,
  categoriesKey,
  createFormData,
  exportPath,
  issuePath,
  issuesPath,
  listKey,
} from './rules';

export class MalformedIssuesError extends Error {
  constructor() {
    super('issues.errors.malformed');
    this.name = 'MalformedIssuesError';
  }
}

function dataField<T>(raw: unknown, field: string, check: (v: unknown) => boolean): T {
  const value = (raw as { data?: Record<string, unknown> } | null)?.data?.[field];
  if (!check(value)) throw new MalformedIssuesError();
  return value as T;
}

const parseList = (raw: unknown): IssueListResponse['data'] => {
  const issues = dataField<unknown>(raw, 'issues', Array.isArray);
  const metadata = dataField<IssueListResponse['data']['metadata']>(raw, 'metadata', (m) => typeof (m as { total?: unknown } | null)?.total === 'number');
  return { issues: issues as IssueListResponse['data']['issues'], metadata };
};
const parseIssue = (raw: unknown) => dataField<Issue>(raw, 'issue', (v) => typeof (v as { id?: unknown } | null)?.id === 'number');
const parseCategories = (raw: unknown) => dataField<IssueCategory[]>(raw, 'categories', Array.isArray);
const parseAssignees = (raw: unknown) => dataField<Array<{ id: number; name: string }>>(raw, 'assignees', Array.isArray);

function useParsed<T>(key: string | null, parse: (raw: unknown) => T) {
  const swr = useParsedSWR(key, parse, LIVE_POLL_MS.issues);
  return { data: swr.data, error: swr.error, isLoading: swr.isLoading, retry: () => void swr.mutate() };
}

export function useIssues(buildingId: number | null, filters: IssueFilters, sort: IssueSort, page: number, perPage?: number) {
  return useParsed(buildingId === null ? null : listKey(buildingId, filters, sort, page, perPage), parseList);
}

export function useIssue(buildingId: number | null, issueId: number | null) {
  return useParsed(buildingId === null || issueId === null ? null : issuePath(buildingId, issueId), parseIssue);
}

export function useIssueCategories(buildingId: number | null) {
  return useParsed(buildingId === null ? null : categoriesKey(buildingId), parseCategories);
}

/** Only asked for when the caller may assign (`can.assign`). */
export function useAssignees(buildingId: number | null, enabled: boolean) {
  return useParsed(buildingId === null || !enabled ? null : assigneesKey(buildingId), parseAssignees);
}

/** After a change every cached issue answer of the building reloads (lists, the detail). */
export function useRevalidateIssues(buildingId: number | null) {
  const { mutate } = useSWRConfig();
  return () => {
    if (buildingId === null) return Promise.resolve();
    const prefix = issuesPath(buildingId);
    return mutate((key) => typeof key === 'string' && (key.startsWith(`${prefix}?`) || key.startsWith(`${prefix}/`)));
  };
}

export async function createIssue(buildingId: number, values: IssueFormValues): Promise<Issue> {
  return (await http.post<{ data: { issue: Issue } }>(issuesPath(buildingId), createFormData(values))).data.issue;
}

/** PATCH with only the changed fields (spec 001 §7); the answer is the whole issue. */
export async function updateIssue(buildingId: number, issueId: number, patch: IssuePatch): Promise<Issue> {
  return (await http.patch<{ data: { issue: Issue } }>(issuePath(buildingId, issueId), patch)).data.issue;
}

export async function deleteIssue(buildingId: number, issueId: number): Promise<void> {
  await http.delete(issuePath(buildingId, issueId));
}

export async function changeStatus(buildingId: number, issueId: number, status: IssueStatus, reason: string | null): Promise<Issue> {
  return (await http.post<{ data: { issue: Issue } }>(`${issuePath(buildingId, issueId)}/status`, { status, reason })).data.issue;
}

export async function assignIssue(buildingId: number, issueId: number, assigneeId: number): Promise<Issue> {
  return (await http.post<{ data: { issue: Issue } }>(`${issuePath(buildingId, issueId)}/assign`, { assignee_id: assigneeId })).data.issue;
}

export async function addComment(buildingId: number, issueId: number, content: string, isInternal: boolean): Promise<IssueComment> {
  return (await http.post<{ data: { comment: IssueComment } }>(`${issuePath(buildingId, issueId)}/comments`, { content, is_internal: isInternal })).data.comment;
}

export async function uploadAttachment(buildingId: number, issueId: number, file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  await http.post<{ data: { attachment: IssueAttachment } }>(`${issuePath(buildingId, issueId)}/attachments`, form);
}

export async function deleteAttachment(buildingId: number, issueId: number, attId: number): Promise<void> {
  await http.delete(attachmentPath(buildingId, issueId, attId));
}

/** A blob through the http client (bearer token), saved under the server's file name. */
export async function downloadAttachment(buildingId: number, issueId: number, att: Pick<IssueAttachment, 'id' | 'filename'>): Promise<void> {
  const { blob, filename } = await http.download(`${attachmentPath(buildingId, issueId, att.id)}/download`);
  saveBlob(blob, filename ?? att.filename);
}

export async function exportIssues(buildingId: number, filters: IssueFilters, sort: IssueSort): Promise<void> {
  const { blob, filename } = await http.download(exportPath(buildingId, filters, sort));
  saveBlob(blob, filename ?? 'issues.csv');
}
