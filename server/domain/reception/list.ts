/**
 * One page of a register (issue 15 §2: "history tables are real data, paged"): newest first by the
 * opening time, then id, in keyset pages, filtered by open/closed, a unit, and a search of the
 * entry's names and the unit's label. Every statement walks one of the register's indexes
 * (migration 018) in its order, so page 100 costs page 1 and nothing is sorted:
 * - the desk: (building_id, opened, id), or its partial twin of the open rows for the open filter;
 * - a resident: (unit_id, opened, id) once per unit, the few pages merged here, since one statement
 *   over several units would have to sort them; past PER_UNIT_MAX units (a landlord of many flats)
 *   one walk of the building's index checks each row's unit instead.
 * The status, the search and the cursor are checked on the rows a walk passes.
 */
import { PostgresAdapter, sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import type { ReceptionListQuery } from '../../../contract/reception';
import { idListParam } from '../../db/id-list';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { containsPattern } from '../documents/search-text';
import type { Register } from './registers';
import type { DeskViewer } from './viewer';

/** A register's select (present.ts) as the list extends it; the table is the register's, aliased `e`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EntryQuery<R> = SelectQueryBuilder<any, any, R>;

/** More units than this and a resident's page is one walk of the building instead of one per unit. */
const PER_UNIT_MAX = 8;

type Opened = { id: number } & Record<string, unknown>;

export async function listEntries<R extends Opened>(
  db: Kysely<DB>,
  reg: Register,
  base: () => EntryQuery<R>,
  viewer: DeskViewer,
  query: ReceptionListQuery,
): Promise<{ rows: R[]; next_cursor: string | null }> {
  const opened = `e.${reg.opened}`;
  const cursor = query.cursor ? decodeCursor(query.cursor, 'server.reception.cursor_invalid') : null;
  const pattern = query.q ? containsPattern(query.q) : null;

  const page = (scope: (q: EntryQuery<R>) => EntryQuery<R>) => {
    let q = scope(base());
    if (query.status === 'open') q = q.where(`e.${reg.closed}`, 'is', null);
    if (query.status === 'closed') q = q.where(`e.${reg.closed}`, 'is not', null);
    if (pattern) {
      // the entry's folded text, or the unit's label (a number like "2.03": lower() folds what it holds)
      q = q.where(sql<SqlBool>`(${sql.ref('e.search_text')} like ${pattern} escape '\\' or lower(${sql.ref('u.number')}) like ${pattern} escape '\\')`);
    }
    if (cursor) q = q.where((eb) => eb.or([eb(opened, '<', cursor.at), eb.and([eb(opened, '=', cursor.at), eb('e.id', '<', cursor.id)])]));
    return q.orderBy(opened, 'desc').orderBy('e.id', 'desc').limit(query.limit + 1).execute();
  };

  let rows: R[];
  if (viewer.manage) {
    rows = await page((q) => {
      const inBuilding = q.where('e.building_id', '=', viewer.buildingId);
      return query.unit_id === undefined ? inBuilding : inBuilding.where('e.unit_id', '=', query.unit_id);
    });
  } else {
    const units = query.unit_id === undefined ? viewer.unitIds : viewer.unitIds.filter((u) => u === query.unit_id);
    if (units.length === 0) return { rows: [], next_cursor: null };
    if (units.length <= PER_UNIT_MAX) {
      // a resident's units are of this building (viewer.ts), so the unit alone leads to its index
      const pages = await Promise.all(units.map((unit) => page((q) => q.where('e.unit_id', '=', unit))));
      rows = pages.flat().sort((a, b) => newestFirst(a[reg.opened] as string, a.id, b[reg.opened] as string, b.id));
    } else {
      rows = await page((q) => q.where('e.building_id', '=', viewer.buildingId).where(amongUnits(db, units)));
    }
  }
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  return { rows: shown, next_cursor: rows.length > query.limit && last ? encodeCursor(last[reg.opened] as string, last.id) : null };
}

const newestFirst = (atA: string, idA: number, atB: string, idB: number) => (atA < atB ? 1 : atA > atB ? -1 : idB - idA);

/**
 * The entry's unit is one of these, checked on the rows of the building's walk: SQLite's unary `+`
 * keeps it from reading the unit index instead and sorting what it finds (server/db/id-list.ts binds
 * the ids as one JSON parameter, as there).
 */
function amongUnits(db: Kysely<DB>, ids: number[]) {
  const list = idListParam(ids);
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<SqlBool>`${sql.ref('e.unit_id')} in (select jsonb_array_elements_text(cast(${list} as jsonb))::integer)`
    : sql<SqlBool>`+${sql.ref('e.unit_id')} in (select value from json_each(${list}))`;
}
