import { decodeCursor as decodeKeyset, encodeCursor as encodeKeyset } from '../lib/keyset-cursor';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AuditEntry } from '../../contract/audit';
import { startOfBuildingDay, storedValidTo } from '../lib/building-time';
import { AUDIT_ACTIONS } from './audit';

/** What the audit list and its export filter by (contract/audit.ts AuditQuery, parsed). */
export interface AuditFilter {
  buildingId: number;
  /** an exact action, or a family when it ends with '.' or '.*' ('parking.*') */
  action?: string;
  unitId?: number;
  userId?: number;
  /** what was acted on, `kind:id` */
  target?: string;
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

type AuditRow = Omit<AuditEntry, 'detail'> & { detail: string | null };

/**
 * One walk of the log, newest first, by keyset on (at, id). Each filter has an index that leads with
 * it and ends in (at, id) (migrations 008, 021): the building's (building_id, at, id), an action's
 * (building_id, action, at, id), an outcome's (building_id, outcome, at, id), a unit's (unit_id, at,
 * id), a person's (user_id, at, id), an object's (building_id, target, at, id) (migration 024).
 * The planner takes the one with the most equalities, and a page
 * reads its rows off it in order, so a filter matching one row in a million costs what a week's does.
 */
function pageOf(db: Kysely<DB>, filter: AuditFilter, limit: number, after?: AuditCursor): Promise<AuditRow[]> {
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
  if (filter.action) q = q.where('a.action', '=', filter.action);
  if (filter.unitId !== undefined) q = q.where('a.unit_id', '=', filter.unitId);
  if (filter.userId !== undefined) q = q.where('a.user_id', '=', filter.userId);
  if (filter.target) q = q.where('a.target', '=', filter.target);
  if (filter.outcome) q = q.where('a.outcome', '=', filter.outcome);
  if (filter.from) q = q.where('a.at', '>=', startOfBuildingDay(filter.from));
  if (filter.to) q = q.where('a.at', '<=', storedValidTo(filter.to)!);
  if (after) {
    q = q.where((eb) => eb.or([eb('a.at', '<', after.at), eb.and([eb('a.at', '=', after.at), eb('a.id', '<', after.id)])]));
  }
  return q.orderBy('a.at', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
}

/** The actions of a family filter ('parking.' or 'parking.*'); undefined for no filter or one action. */
function familyOf(action: string | undefined): readonly string[] | undefined {
  const family = action ? /\.\*?$/.exec(action) : null;
  if (!action || !family) return undefined;
  const prefix = `${action.slice(0, family.index)}.`;
  return AUDIT_ACTIONS.filter((a) => a.startsWith(prefix));
}

const newestFirst = (a: AuditRow, b: AuditRow) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.id - a.id);

/**
 * One page of the building's audit log, newest first, by keyset on (at, id), so a page costs the
 * same on the first day and after years. A family ('parking.*') is one walk per action of it, each
 * a page long by its action's index, merged here: a LIKE over the family would read every row of
 * it to sort them by time (issue 28 §1).
 */
export async function listAudit(db: Kysely<DB>, filter: AuditFilter, limit: number, after?: AuditCursor): Promise<AuditEntry[]> {
  const family = familyOf(filter.action);
  const rows = family
    ? (await Promise.all(family.map((action) => pageOf(db, { ...filter, action }, limit, after)))).flat().sort(newestFirst).slice(0, limit)
    : await pageOf(db, filter, limit, after);
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
