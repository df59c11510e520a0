import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery, type KyselyConfig } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { DB } from './schema';
import { cachingSqlite, namingPool } from './statement-cache';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  destroy(): Promise<void>;
}

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
}

export function createDatabase(options: DatabaseOptions): Database {
  const { onQuery } = options;
  const log: Pick<KyselyConfig, 'log'> = onQuery ? { log: (event) => void (event.level === 'query' && onQuery(event.query)) } : {};
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // hot queries skip re-parsing: named prepared statements per connection (statement-cache.ts)
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: namingPool(pool) }), ...log });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // Larger page cache and memory-mapped reads than the 2 MB default (DESIGN.md, speed habits).
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  // prepared statements kept by SQL text instead of prepared on every query (statement-cache.ts)
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: cachingSqlite(sqlite) }), ...log });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}
