import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { stringify } from 'csv-stringify';
import type { DB } from '../db/schema';
import type { AuditEntry } from '../../contract/audit';
import { AUDIT_EXPORT_MAX } from '../../contract/audit';
import { listAudit, type AuditCursor, type AuditFilter } from './audit-query';

const BATCH = 1_000;

/** The export's columns, in order; the header row is in the caller's language. */
export const AUDIT_CSV_COLUMNS = ['at', 'user', 'device', 'action', 'unit', 'target', 'outcome', 'detail'] as const;

/**
 * A cell that starts like a formula is run by spreadsheet programs when the file is opened
 * (OWASP "CSV injection"); a leading apostrophe keeps it text. Audit details hold what users typed.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function row(e: AuditEntry): string[] {
  return [
    e.at,
    e.user_name ?? (e.user_id === null ? '' : `#${e.user_id}`),
    e.device_name ?? (e.device_id === null ? '' : `#${e.device_id}`),
    e.action,
    e.unit_number ?? (e.unit_id === null ? '' : `#${e.unit_id}`),
    e.target ?? '',
    e.outcome,
    e.detail ? JSON.stringify(e.detail) : '',
  ];
}

/** Pages through the log by keyset, a batch at a time, so an export never holds it all in memory. */
async function* entries(db: Kysely<DB>, filter: AuditFilter): AsyncGenerator<string[]> {
  let after: AuditCursor | undefined;
  let sent = 0;
  while (sent < AUDIT_EXPORT_MAX) {
    const page = await listAudit(db, filter, Math.min(BATCH, AUDIT_EXPORT_MAX - sent), after);
    for (const e of page) yield row(e);
    sent += page.length;
    if (page.length < BATCH) return;
    const last = page[page.length - 1];
    after = { at: last.at, id: last.id };
  }
}

/**
 * The audit log as CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheet programs read Czech
 * letters right), newest first, at most AUDIT_EXPORT_MAX rows. csv-stringify does the quoting.
 */
export function auditCsv(db: Kysely<DB>, filter: AuditFilter, header: string[]): Readable {
  return csvOf(entries(db, filter), header);
}

/**
 * Rows as a CSV download (every export: the audit log, the issues list): UTF-8 with a byte-order
 * mark, csv-stringify's quoting, and formula-like cells kept as text.
 */
export function csvOf(rows: AsyncIterable<string[]>, header: string[]): Readable {
  const csv = stringify({ bom: true, header: true, columns: header, cast: { string: neutralizeFormula } });
  return Readable.from(rows).pipe(csv);
}
