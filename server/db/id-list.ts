import { PostgresAdapter, sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from './schema';

/**
 * `column in (…ids)` with the ids bound as ONE parameter, a JSON array text (`idListParam`).
 * A user with a thousand units would otherwise bind a thousand parameters into new SQL of its own
 * length (issue 8: half of the documents list's time for such a user went into binding and into
 * SQLite's list of them); one parameter keeps one statement for every length, which
 * `prepared` (db/prepared.ts) then compiles once and the engine keeps prepared.
 */
export function inIdList(db: Kysely<DB>, column: string, ids: string): RawBuilder<SqlBool> {
  const list = ids; // a bound value (or a prepared query's placeholder for one)
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<SqlBool>`${sql.ref(column)} in (select jsonb_array_elements_text(cast(${list} as jsonb))::integer)`
    : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${list}))`;
}

/** The value for `inIdList`: the ids as a JSON array. */
export const idListParam = (ids: readonly number[]): string => JSON.stringify(ids);
