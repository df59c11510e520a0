import type { Database as Sqlite, Statement } from 'better-sqlite3';

/** What Kysely's SqliteDialect needs of a database. */
interface KyselySqlite {
  prepare(sqlText: string): Statement;
  close(): void;
}

/** Stands in for a ROLLBACK that has nothing to roll back; Kysely reads only `reader` and `run`. */
const ALREADY_ROLLED_BACK = {
  reader: false,
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
} as unknown as Statement;

/**
 * SQLite ends a transaction by itself when a statement in it fails with SQLITE_FULL, SQLITE_IOERR,
 * SQLITE_NOMEM or SQLITE_BUSY (sqlite.org/lang_transaction.html, "Response To Errors Within A
 * Transaction"). Kysely then sends its own ROLLBACK, which fails with "cannot rollback - no
 * transaction is active", and that error is thrown instead of the one that mattered: a full disk
 * was answered as a bare 500 and logged as that sentence (issue 27 §4). Here a ROLLBACK while no
 * transaction is open is taken as done, so the original error reaches the error handler.
 * better-sqlite3 is synchronous and Kysely runs a statement right after preparing it, so
 * `inTransaction` read at prepare time is the state the ROLLBACK would meet.
 */
export function rollbackOnlyWhenOpen<D extends KyselySqlite>(database: D, sqlite: Pick<Sqlite, 'inTransaction'>): D {
  return {
    ...database,
    prepare(sqlText: string): Statement {
      if (!sqlite.inTransaction && /^\s*rollback\s*;?\s*$/i.test(sqlText)) return ALREADY_ROLLED_BACK;
      return database.prepare(sqlText);
    },
  };
}
