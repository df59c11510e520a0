/**
 * The audit log's reads (issue 29 §3), through the route table (contract/routes/audit.ts): the list
 * in keyset pages (newest first, `next_cursor`), and its CSV export with the same filters, saved
 * under the server's file name. Both need audit:view in the building; the server checks it on every call.
 */
import { useCallback } from 'react';
import { exportAudit as exportRoute, listAudit } from '../../../contract/routes/audit';
import { call, callFile, routeUrl } from '../../lib/api';
import { saveBlob } from '../../lib/saveBlob';
import { useKeysetPages } from '../../lib/useKeysetPages';
import { type AuditFilters, FILTER_KEYS } from './filters';

/** No live event carries the log: polling keeps a long-open screen fresh. */
export const AUDIT_POLL_MS = 60_000;

/** The set filters as the API's query, in the fixed order of FILTER_KEYS (the key stays the URL's). */
function auditQuery(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(FILTER_KEYS.filter((key) => filters[key]).map((key) => [key, filters[key]]));
}

/** `pages` pages of the filtered log joined under one key (lib/useKeysetPages.ts); null reads nothing. */
export function useAuditPages(buildingId: number | null, filters: AuditFilters, pages: number) {
  const readPage = useCallback(
    async (cursor: string | null) => {
      const page = await call(listAudit, { path: { id: buildingId ?? 0 }, query: { ...auditQuery(filters), ...(cursor ? { cursor } : {}) } });
      return { items: page.entries, next_cursor: page.next_cursor };
    },
    [buildingId, filters],
  );
  return useKeysetPages(buildingId === null ? null : routeUrl(listAudit, { path: { id: buildingId }, query: auditQuery(filters) }), readPage, pages, AUDIT_POLL_MS);
}

/** The filtered rows as CSV, through the http client (bearer token). */
export async function exportAudit(buildingId: number, filters: AuditFilters): Promise<void> {
  const { blob, filename } = await callFile(exportRoute, { path: { id: buildingId }, query: auditQuery(filters) });
  saveBlob(blob, filename ?? `audit-${buildingId}.csv`);
}
