/**
 * The audit log's reads (issue 29 §3): GET /buildings/{id}/audit in keyset pages (newest first,
 * `next_cursor`), and its CSV export with the same filters, saved under the server's file name.
 * Both need audit:view in the building; the server checks it on every call.
 */
import { useCallback } from 'react';
import type { AuditEntry, AuditListResponse } from '../../../contract/audit';
import { http } from '../../lib/http';
import { fetcher } from '../../lib/http';
import { saveBlob } from '../../lib/saveBlob';
import { type KeysetPage, useKeysetPages } from '../../lib/useKeysetPages';
import { type AuditFilters, filtersQuery } from './filters';

/** No live event carries the log: polling keeps a long-open screen fresh. */
export const AUDIT_POLL_MS = 60_000;

export const auditPath = (buildingId: number) => `/buildings/${buildingId}/audit`;

/** The list's API path with the filters (the SWR base: one per building and filter set). */
export function auditUrl(buildingId: number, filters: AuditFilters, cursor?: string | null): string {
  const q = new URLSearchParams(filtersQuery(filters));
  if (cursor) q.set('cursor', cursor);
  const query = q.toString();
  return query ? `${auditPath(buildingId)}?${query}` : auditPath(buildingId);
}

export function auditExportUrl(buildingId: number, filters: AuditFilters): string {
  const query = filtersQuery(filters);
  return `${auditPath(buildingId)}/export${query ? `?${query}` : ''}`;
}

/** A wrong shape is an error, not an empty list (spec 000 §8). */
export class MalformedAuditAnswer extends Error {}

function parsePage(raw: unknown): KeysetPage<AuditEntry> {
  const page = raw as Partial<AuditListResponse> | null;
  if (!Array.isArray(page?.entries) || !(page.next_cursor === null || typeof page.next_cursor === 'string')) throw new MalformedAuditAnswer();
  return { items: page.entries, next_cursor: page.next_cursor };
}

/** `pages` pages of the filtered log joined under one key (lib/useKeysetPages.ts); null reads nothing. */
export function useAuditPages(buildingId: number | null, filters: AuditFilters, pages: number) {
  const pageUrl = useCallback((cursor: string | null) => auditUrl(buildingId ?? 0, filters, cursor), [buildingId, filters]);
  return useKeysetPages(buildingId === null ? null : auditUrl(buildingId, filters), (cursor) => fetcher(pageUrl(cursor)).then(parsePage), pages, AUDIT_POLL_MS);
}

/** The filtered rows as CSV, through the http client (bearer token). */
export async function exportAudit(buildingId: number, filters: AuditFilters): Promise<void> {
  const { blob, filename } = await http.download(auditExportUrl(buildingId, filters));
  saveBlob(blob, filename ?? `audit-${buildingId}.csv`);
}
