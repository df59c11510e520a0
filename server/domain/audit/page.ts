/** One page of a building's audit log as the list route answers it, and the filter its query names. */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import type { AuditExportQuery, AuditQuery } from '../../../contract/audit';
import { decodeCursor, encodeCursor, listAudit, type AuditFilter } from '../audit-query';

export function auditFilterOf(buildingId: number, q: z.output<typeof AuditExportQuery>): AuditFilter {
  return { buildingId, action: q.action, unitId: q.unit_id, userId: q.user_id, target: q.target, outcome: q.outcome, from: q.from, to: q.to };
}

export async function auditPage(db: Kysely<DB>, buildingId: number, q: z.output<typeof AuditQuery>) {
  const after = q.cursor ? decodeCursor(q.cursor) : undefined;
  // one more than asked tells whether a next page exists without counting
  const rows = await listAudit(db, auditFilterOf(buildingId, q), q.limit + 1, after);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return { entries: page, next_cursor: rows.length > q.limit && last ? encodeCursor(last) : null };
}
