import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from 'kysely';
import type { DB } from './schema';

/**
 * Build and compile a hot query once, run it many times with new values (issue 8: Kysely spent
 * ~30% of a hot route's busy time building and compiling the same trees on every request).
 *
 * Kysely's own recipe ("Splitting query building and execution") is `query.compile()` then
 * `db.executeQuery(compiled)`; it has no placeholders for values that change per call, so this
 * helper adds them: the builder receives `p`, whose properties are placeholder objects typed as the
 * values they stand for. Kysely passes a value through to the compiled `parameters` untouched, so
 * after compiling each placeholder is found there and swapped for the call's value.
 *
 *   const byToken = prepared((db, p: { hash: string }) => db.selectFrom('sessions').selectAll().where('token_hash', '=', p.hash));
 *   const row = await byToken.first(db, { hash });
 *
 * Only for values that become bound parameters: not for `in` lists (their length shapes the SQL),
 * `is null` / booleans in `is` (inlined), or anything that decides the query's shape — write one
 * prepared query per shape instead. The test (tests/server/prepared.test.ts) checks every
 * placeholder is found, so a misuse fails at the first call instead of sending a placeholder.
 */
class Slot {
  constructor(readonly name: string) {}
}

type Row<Q> = Q extends Compilable<infer R> ? R : never;

interface Compiled {
  query: CompiledQuery;
  /** per parameter position: the name of the call's value, or undefined for a constant */
  slots: Array<string | undefined>;
}

export interface PreparedQuery<P, R> {
  /** every row */
  all(db: Kysely<DB>, params: P): Promise<R[]>;
  /** the first row, or undefined */
  first(db: Kysely<DB>, params: P): Promise<R | undefined>;
  /** the raw result (numAffectedRows for writes) */
  run(db: Kysely<DB>, params: P): Promise<QueryResult<R>>;
}

export function prepared<P extends Record<string, unknown>, Q extends Compilable<unknown>>(
  build: (db: Kysely<DB>, p: P) => Q,
): PreparedQuery<P, Row<Q>> {
  // One compilation per dialect adapter: SQLite and PostgreSQL write different SQL, and the tests
  // open both in one process. Transactions share their database's adapter.
  const byAdapter = new WeakMap<object, Compiled>();
  const placeholders = new Proxy({} as P, { get: (_t, name) => new Slot(String(name)) });

  function compile(db: Kysely<DB>): Compiled {
    const adapter = db.getExecutor().adapter;
    let compiled = byAdapter.get(adapter);
    if (!compiled) {
      const query = build(db, placeholders).compile();
      const slots = query.parameters.map((v) => (v instanceof Slot ? v.name : undefined));
      compiled = { query, slots };
      byAdapter.set(adapter, compiled);
    }
    return compiled;
  }

  async function run(db: Kysely<DB>, params: P): Promise<QueryResult<Row<Q>>> {
    const { query, slots } = compile(db);
    const parameters = query.parameters.map((constant, i) => {
      const name = slots[i];
      if (name === undefined) return constant;
      const value = params[name];
      if (value === undefined) throw new Error(`prepared query: no value for '${name}'`);
      return value;
    });
    return db.executeQuery<Row<Q>>(CompiledQuery.raw(query.sql, parameters));
  }

  return {
    run,
    all: async (db, params) => (await run(db, params)).rows,
    first: async (db, params) => (await run(db, params)).rows[0],
  };
}
