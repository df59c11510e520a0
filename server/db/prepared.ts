import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from 'kysely';
import type { DB } from './schema';

/**
 * Build and compile a hot query once, run it many times with new values (issue 8: Kysely spent
 * ~30% of a hot route's busy time building and compiling the same trees on every request).
 *
 * Kysely's own recipe ("Splitting query building and execution") is `query.compile()` then
 * `db.executeQuery(compiled)`; it has no placeholders for values that change per call, so this
 * helper adds them (the kysely-params package does this for queries of one shape, but its peer
 * dependency is Kysely 0.24 and it has no optional filters or lists). The builder receives `p`,
 * whose properties are placeholder objects typed as the values they stand for (an array value gets
 * an array of placeholders of its length). Kysely passes a value through to the compiled
 * `parameters` untouched, so after compiling each placeholder is found there and swapped for the
 * call's value.
 *
 *   const byToken = prepared((db, p: { hash: string }) => db.selectFrom('sessions').selectAll().where('token_hash', '=', p.hash));
 *   const row = await byToken.first(db, { hash });
 *
 * Queries whose SQL depends on the call (an optional filter, an `in` list) read the call's real
 * values from the third argument, `shape`, only to decide what to build — present or absent, empty
 * or not, a flag, a list's length — and take every value from `p`. One compilation is kept per
 * shape: the key is taken from the values (undefined, null, a boolean's value, a string's emptiness,
 * an array's length), so a builder must not branch on anything else (say, a number's size).
 * Booleans therefore count as shape: pass data as 0/1 numbers, as the schema stores flags.
 *
 * Not for `is null` / `is true` comparisons, which Kysely writes inline: branch on `shape` instead.
 * tests/server/prepared.test.ts checks every placeholder is found, so a misuse fails at the first call.
 */
class Slot {
  constructor(
    readonly name: string,
    readonly index?: number,
  ) {}
}

type Row<Q> = Q extends Compilable<infer R> ? R : never;

interface Compiled {
  query: CompiledQuery;
  /** per parameter position: the call's value it stands for, or undefined for a constant */
  slots: Array<Slot | undefined>;
}

export interface PreparedQuery<P, R> {
  /** every row */
  all(db: Kysely<DB>, params: P): Promise<R[]>;
  /** the first row, or undefined */
  first(db: Kysely<DB>, params: P): Promise<R | undefined>;
  /** the raw result (numAffectedRows for writes) */
  run(db: Kysely<DB>, params: P): Promise<QueryResult<R>>;
}

/** Shapes kept per query and engine; beyond it a new shape is compiled for its call only. */
const MAX_SHAPES = 256;

function shapeKey(params: Record<string, unknown>): string {
  let key = '';
  for (const name of Object.keys(params).sort()) {
    const v = params[name];
    key +=
      name +
      (v === undefined
        ? ':u;'
        : v === null
          ? ':n;'
          : typeof v === 'boolean'
            ? `:${v};`
            : typeof v === 'string'
              ? v === ''
                ? ':e;'
                : ':s;'
              : Array.isArray(v)
                ? `:a${v.length};`
                : ':v;');
  }
  return key;
}

export function prepared<P extends Record<string, unknown>, Q extends Compilable<unknown>>(
  build: (db: Kysely<DB>, p: P, shape: P) => Q,
): PreparedQuery<P, Row<Q>> {
  // One set of compilations per dialect adapter: SQLite and PostgreSQL write different SQL, and the
  // tests open both in one process. Transactions share their database's adapter.
  const byAdapter = new WeakMap<object, Map<string, Compiled>>();

  function compile(db: Kysely<DB>, params: P): Compiled {
    const adapter = db.getExecutor().adapter;
    let shapes = byAdapter.get(adapter);
    if (!shapes) byAdapter.set(adapter, (shapes = new Map()));
    const key = shapeKey(params);
    let compiled = shapes.get(key);
    if (!compiled) {
      const placeholders = new Proxy({} as P, {
        get: (_t, prop) => {
          const name = String(prop);
          const value = params[name];
          return Array.isArray(value) ? value.map((_v, i) => new Slot(name, i)) : new Slot(name);
        },
      });
      const query = build(db, placeholders, params).compile();
      compiled = { query, slots: query.parameters.map((v) => (v instanceof Slot ? v : undefined)) };
      if (shapes.size < MAX_SHAPES) shapes.set(key, compiled);
    }
    return compiled;
  }

  async function run(db: Kysely<DB>, params: P): Promise<QueryResult<Row<Q>>> {
    const { query, slots } = compile(db, params);
    const parameters = query.parameters.map((constant, i) => {
      const slot = slots[i];
      if (slot === undefined) return constant;
      const value = slot.index === undefined ? params[slot.name] : (params[slot.name] as unknown[])[slot.index];
      if (value === undefined) throw new Error(`prepared query: no value for '${slot.name}'`);
      return value;
    });
    // the compiled query with this call's values (CompiledQuery.raw would also mint a new query id)
    return db.executeQuery<Row<Q>>({ ...query, parameters } as CompiledQuery<Row<Q>>);
  }

  return {
    run,
    all: async (db, params) => (await run(db, params)).rows,
    first: async (db, params) => (await run(db, params)).rows[0],
  };
}
