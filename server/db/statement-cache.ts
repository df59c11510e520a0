import type { Database as Sqlite, Statement } from 'better-sqlite3';
import type pg from 'pg';

/**
 * Statement reuse below Kysely, so no caller changes. Kysely's drivers hand every query to the
 * engine as fresh SQL text: better-sqlite3 `prepare`s it anew (~20% of a hot route's busy time,
 * issue 8) and PostgreSQL parses and plans it anew. Neither better-sqlite3 nor pg caches on its own.
 */

/**
 * A bounded cache by SQL text that drops the least recently used entry when full. A hit only
 * stamps the entry (no reordering, since hits are nearly every call); the scan for the oldest runs
 * only when a new text arrives at a full cache, which hot paths with their fixed SQL never cause.
 */
export class LruCache<V> {
  private readonly map = new Map<string, { value: V; used: number }>();
  private clock = 0;
  constructor(readonly capacity: number) {}

  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (entry === undefined) return undefined;
    entry.used = ++this.clock;
    return entry.value;
  }

  set(key: string, value: V): void {
    if (!this.map.has(key) && this.map.size >= this.capacity) {
      let oldest: string | undefined;
      let least = Infinity;
      for (const [k, e] of this.map) {
        if (e.used < least) {
          least = e.used;
          oldest = k;
        }
      }
      if (oldest !== undefined) this.map.delete(oldest);
    }
    this.map.set(key, { value, used: ++this.clock });
  }

  get size(): number {
    return this.map.size;
  }
}

export const SQLITE_STATEMENT_CACHE = 500;

/**
 * What Kysely's SqliteDialect needs of a database (`prepare`, `close`), with prepared statements
 * kept by SQL text. Safe because better-sqlite3 is synchronous: a statement runs to completion
 * (`all`/`run`) before another call can use it; the one exception, `iterate` (Kysely's `stream`),
 * gets a statement of its own. SQLite re-prepares a cached statement by itself after a schema change.
 */
export function cachingSqlite(sqlite: Sqlite, capacity = SQLITE_STATEMENT_CACHE) {
  const cache = new LruCache<Statement>(capacity);
  const stats = { hits: 0, misses: 0 };
  return {
    stats,
    cache,
    close: () => sqlite.close(),
    prepare(sqlText: string): Statement {
      const hit = cache.get(sqlText);
      if (hit && !hit.busy) {
        stats.hits++;
        return hit;
      }
      stats.misses++;
      const statement = sqlite.prepare(sqlText);
      if (!hit) cache.set(sqlText, statement);
      return statement;
    },
  };
}

export const PG_NAMED_STATEMENTS = 1_000;
const UNNAMED = '';

/** PostgreSQL's answer when a kept plan's result columns no longer match its tables (SQLSTATE 0A000). */
function isStalePlan(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return e?.code === '0A000' && /cached plan must not change result type/.test(e.message ?? '');
}

/**
 * pg runs a query as a named prepared statement when it is given a `name`: the first run on a
 * connection parses it, every later run on that connection only binds and executes. Names are
 * handed out per SQL text, one process-wide sequence so a name always means the same text on every
 * connection; after PG_NAMED_STATEMENTS distinct texts new ones run unnamed, which bounds what each
 * backend keeps. Only queries with parameters are named: those already use the extended protocol
 * (one statement each), while parameterless text may hold several statements (migrations).
 */
export function namingPool(pool: pg.Pool, limit = PG_NAMED_STATEMENTS): pg.Pool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < limit) {
      name = `k${names.size + 1}`;
      names.set(text, name);
    }
    return name === UNNAMED ? undefined : name;
  };
  const wrapClient = (client: pg.PoolClient): pg.PoolClient =>
    new Proxy(client, {
      get(target, prop, receiver) {
        if (prop !== 'query') return Reflect.get(target, prop, receiver);
        return async (text: unknown, values?: unknown[], ...rest: unknown[]) => {
          if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && rest.length === 0) {
            const name = nameOf(text);
            if (name) {
              try {
                return await target.query({ name, text, values });
              } catch (err) {
                // A table this statement reads changed shape under it (a migration run by a newer
                // instance during a rolling deploy): PostgreSQL refuses the kept plan. Run it
                // unnamed from now on, which plans it afresh each time. Inside a transaction the
                // refusal has already aborted it, so the retry fails there and the caller's next
                // attempt runs unnamed.
                if (!isStalePlan(err)) throw err;
                names.set(text, UNNAMED);
              }
            }
          }
          return (target.query as (...args: unknown[]) => Promise<unknown>)(text, values, ...rest);
        };
      },
    });
  return new Proxy(pool, {
    get(target, prop, receiver) {
      if (prop !== 'connect') return Reflect.get(target, prop, receiver);
      // Kysely asks for a promise; pg's own pool.query passes a callback
      return (callback?: (err: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void) => {
        if (!callback) return target.connect().then(wrapClient);
        target.connect((err, client, done) => callback(err, client ? wrapClient(client) : undefined, done));
      };
    },
  });
}
