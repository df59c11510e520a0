import { decodeCursor as decodeKeyset, encodeCursor as encodeKeyset } from '../lib/keyset-cursor';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AuditEntry } from '../../contract/audit';
import { startOfBuildingDay, storedValidTo } from '../lib/building-time';

/** What the audit list and its export filter by (contract/audit.ts AuditQuery, parsed). */
export interface AuditFilter {
  buildingId: number;
  /** an exact action, or a family when it ends with '.' or '.*' ('parking.*') */
  action?: string;
  unitId?: number;
  userId?: number;
  outcome?: string;
  /** a date (the building's day) or date-time; inclusive */
  from?: string;
  to?: string;
}

/** Where the next page starts: the last entry's (at, id). Opaque to clients. */
export interface AuditCursor {
  at: string;
  id: number;
}

export const encodeCursor = (c: AuditCursor): string => encodeKeyset(c.at, c.id);

export const decodeCursor = (text: string): AuditCursor => decodeKeyset(text, 'server.audit.cursor_invalid');

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of the building's audit log, newest first, by keyset on (at, id) — the order of the
 * index audit_log_building_at_id, so a page costs the same on the first day and after years.
 */
export async function listAudit(db: Kysely<DB>, filter: AuditFilter, limit: number, after?: AuditCursor): Promise<AuditEntry[]> {
  let q = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('devices as d', 'd.id', 'a.device_id')
    .leftJoin('units as n', 'n.id', 'a.unit_id')
    .select([
      'a.id',
      'a.at',
      'a.user_id',
      'u.name as user_name',
      'a.device_id',
      'd.name as device_name',
      'a.action',
      'a.unit_id',
      'n.number as unit_number',
      'a.target',
      'a.outcome',
      'a.detail',
    ])
    .where('a.building_id', '=', filter.buildingId);
  if (filter.action) {
    const family = /\.\*?$/.exec(filter.action);
    q = family
      ? q.where('a.action', 'like', `${likeEscape(filter.action.slice(0, family.index))}.%`)
      : q.where('a.action', '=', filter.action);
  }
  if (filter.unitId !== undefined) q = q.where('a.unit_id', '=', filter.unitId);
  if (filter.userId !== undefined) q = q.where('a.user_id', '=', filter.userId);
  if (filter.outcome) q = q.where('a.outcome', '=', filter.outcome);
  if (filter.from) q = q.where('a.at', '>=', startOfBuildingDay(filter.from));
  if (filter.to) q = q.where('a.at', '<=', storedValidTo(filter.to)!);
  if (after) {
    q = q.where((eb) => eb.or([eb('a.at', '<', after.at), eb.and([eb('a.at', '=', after.at), eb('a.id', '<', after.id)])]));
  }
  const rows = await q.orderBy('a.at', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ ...r, detail: parseDetail(r.detail) }));
}

function parseDetail(detail: string | null): Record<string, unknown> | null {
  if (detail === null) return null;
  try {
    const value: unknown = JSON.parse(detail);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
  } catch {
    return { text: detail };
  }
}
