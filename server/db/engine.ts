import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery, type KyselyConfig } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { DB } from './schema';
import { cachingSqlite, namingPool } from './statement-cache';
import { guardReadTimeouts } from './read-timeout';
import { rollbackOnlyWhenOpen } from './sqlite-rollback';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  destroy(): Promise<void>;
  /** the connection pool now, for metrics (SQLite: one connection, never waiting) */
  poolFigures(): PoolFigures;
  /** where lost connections are reported (the db plugin hands it the app's log) */
  useLogger(logger: DatabaseLogger): void;
  /** SQLite: its file, which the log names when a write fails for want of space (plugins/errors.ts) */
  file?: string;
}

export interface PoolFigures {
  /** connections open */
  total: number;
  /** of those, not in use */
  idle: number;
  /** callers waiting for a connection */
  waiting: number;
  /** connections the pool lost since start (PostgreSQL ended them, the network dropped them) */
  lostConnections: number;
}

export interface DatabaseLogger {
  warn(obj: object, msg: string): void;
}

/** the default of DB_STATEMENT_TIMEOUT_MS */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;
/**
 * how much longer than statement_timeout the client waits for an answer (pg's query_timeout): a
 * server that runs answers a slow statement with its own timeout first (57014, the connection stays
 * usable); one that does not answer at all (frozen, unreachable) is given up on by the client
 */
export const READ_TIMEOUT_MARGIN_MS = 1_000;
/** lost connections within this long of a logged one are counted, not logged again */
export const LOST_CONNECTION_LOG_BURST_MS = 10_000;

// count(*) and bigint come back from pg as strings; our ids and counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

export interface DatabaseOptions {
  databaseUrl?: string;
  /** SQLite file; ':memory:' for a throwaway database */
  sqliteFile?: string;
  /**
   * Sees every statement the driver runs (Kysely's `log`, below every query builder, compiled or
   * raw). Tests count and EXPLAIN them (tests/server/query-plans.test.ts); unset in production.
   */
  onQuery?: (query: CompiledQuery) => void;
  /**
   * the longest a statement may run (PostgreSQL `statement_timeout`; the client waits
   * READ_TIMEOUT_MARGIN_MS more for a server that does not answer at all), a connection may take to
   * be handed out by the pool (`connectionTimeoutMillis`), or a write may wait for SQLite's lock
   * (`busy_timeout`); DB_STATEMENT_TIMEOUT_MS, default 5 s
   */
  statementTimeoutMs?: number;
  /** where lost connections are reported, once per burst (see also Database.useLogger) */
  logger?: DatabaseLogger;
}

export function createDatabase(options: DatabaseOptions): Database {
  const { onQuery } = options;
  const timeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  let logger = options.logger;
  const useLogger = (l: DatabaseLogger) => void (logger = l);
  const log: Pick<KyselyConfig, 'log'> = onQuery ? { log: (event) => void (event.level === 'query' && onQuery(event.query)) } : {};
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // a database that does not hand out a connection in time is a 503, not a hang (db/unavailable.ts)
      connectionTimeoutMillis: timeoutMs,
      // set at connect for the whole session; PostgreSQL cancels a longer statement with 57014
      statement_timeout: timeoutMs,
      // ...but only a server that runs can: a frozen one is given up on by the client (read-timeout.ts)
      query_timeout: timeoutMs + READ_TIMEOUT_MARGIN_MS,
    });
    guardReadTimeouts(pool);
    // PostgreSQL may end a pooled connection (restart, failover, pg_terminate_backend, a pooler's
    // idle timeout). An idle one: pg-pool drops it and emits 'error' on the pool. One checked out
    // between two statements: the client itself emits 'error'. Either, without a listener, throws
    // and ends the process. The statement that was running fails (a 503, db/unavailable.ts), the
    // broken client is dropped when released, and the next caller simply gets a new connection.
    let lostConnections = 0;
    let loggedAt = -Infinity;
    let unlogged = 0;
    const counted = new WeakSet<pg.Client>();
    pool.on('connect', (client) => {
      client.on('error', (err) => {
        if (counted.has(client)) return; // one lost connection may report more than once
        counted.add(client);
        lost(err);
      });
    });
    // every client's own listener above has counted it already
    pool.on('error', () => undefined);
    const lost = (err: Error) => {
      lostConnections++;
      const now = Date.now();
      if (now - loggedAt < LOST_CONNECTION_LOG_BURST_MS) {
        unlogged++;
        return;
      }
      logger?.warn(
        { err: { message: err.message, code: (err as { code?: string }).code }, lostConnections, sinceLastLog: unlogged },
        'database connection lost; the pool opens a new one when needed',
      );
      loggedAt = now;
      unlogged = 0;
    };
    // hot queries skip re-parsing: named prepared statements per connection (statement-cache.ts)
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: namingPool(pool) }), ...log });
    return {
      db,
      dialect: 'postgres',
      destroy: () => db.destroy(),
      poolFigures: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, lostConnections }),
      useLogger,
    };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  // a write waits this long for another connection's lock, then fails with SQLITE_BUSY (a 503)
  sqlite.pragma(`busy_timeout = ${Math.max(0, Math.floor(timeoutMs))}`);
  // Larger page cache and memory-mapped reads than the 2 MB default
  // (docs/architecture.md "The request path (what every call costs)").
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  // prepared statements kept by SQL text instead of prepared on every query (statement-cache.ts);
  // a full disk reported as itself, not as Kysely's failed ROLLBACK after it (sqlite-rollback.ts)
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: rollbackOnlyWhenOpen(cachingSqlite(sqlite), sqlite) }), ...log });
  return {
    db,
    dialect: 'sqlite',
    destroy: () => db.destroy(),
    poolFigures: () => ({ total: 1, idle: 1, waiting: 0, lostConnections: 0 }),
    useLogger,
    file: file === ':memory:' ? undefined : path.resolve(file),
  };
}
