import path from 'node:path';

/**
 * Whether an error means "the server cannot store data": the disk (or the database's quota) is
 * full, or the data folder or database cannot be written (read-only mount, lost permissions, an
 * I/O error from the device). Neither is the request's fault nor a bug in the code, and a retry
 * helps only once an operator acts, so the error handler answers them with a message of their own
 * (507 Insufficient Storage, or 503) instead of the generic 500 and logs what failed and where
 * (server/plugins/errors.ts; issue 27 §4). Pure: no I/O.
 */

export type StorageFaultKind = 'full' | 'unwritable';

export interface StorageFault {
  kind: StorageFaultKind;
  /** the code that told: SQLITE_FULL, ENOSPC, 53100… */
  code: string;
  /** the file or folder the operation failed on, when the error names one (Node's fs errors) */
  path?: string;
}

/**
 * Out of space: SQLite's SQLITE_FULL (also what it reports for ENOSPC and for its own
 * `max_page_count`), Node's ENOSPC and EDQUOT (a quota), PostgreSQL's 53100 disk_full.
 */
const FULL = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT', '53100']);

/**
 * Cannot write: a read-only file system (EROFS), a device that fails (EIO), PostgreSQL's 25006
 * read_only_sql_transaction (a standby or a database set read-only) and 58030 io_error.
 */
const UNWRITABLE = new Set(['EROFS', 'EIO', '25006', '58030']);

/**
 * SQLite's read-only database or folder (SQLITE_READONLY and its extended codes, among them
 * `PRAGMA query_only`), failed reads and writes (SQLITE_IOERR_*), a file it cannot open.
 */
const SQLITE_UNWRITABLE = /^SQLITE_(READONLY|IOERR|CANTOPEN)(_[A-Z_]+)?$/;

/** Permission refused: a storage fault only on the data folder; elsewhere it may be a bug. */
const PERMISSION = new Set(['EACCES', 'EPERM']);

interface ErrorLike {
  code?: unknown;
  path?: unknown;
  cause?: unknown;
}

function inside(file: string, folder: string): boolean {
  const rel = path.relative(path.resolve(folder), path.resolve(file));
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * The storage fault an error reports, or null. `dataDir` is the data folder: permission errors
 * count only on a path inside it.
 */
export function storageFault(err: unknown, dataDir?: string, depth = 0): StorageFault | null {
  if (err === null || typeof err !== 'object' || depth > 4) return null;
  const e = err as ErrorLike;
  const code = typeof e.code === 'string' ? e.code : '';
  const at = typeof e.path === 'string' ? { path: e.path } : {};
  if (FULL.has(code)) return { kind: 'full', code, ...at };
  if (UNWRITABLE.has(code) || SQLITE_UNWRITABLE.test(code)) return { kind: 'unwritable', code, ...at };
  if (PERMISSION.has(code) && at.path !== undefined && dataDir !== undefined && inside(at.path, dataDir)) {
    return { kind: 'unwritable', code, ...at };
  }
  // a wrapped error (`cause`), as for the database's own faults (db/unavailable.ts)
  return e.cause === undefined ? null : storageFault(e.cause, dataDir, depth + 1);
}

/**
 * Seconds a client is asked to wait after a 503 for storage that cannot be written: longer than
 * a busy database's, since it takes an operator to remount or free the folder.
 */
export const STORAGE_RETRY_AFTER_S = 60;
