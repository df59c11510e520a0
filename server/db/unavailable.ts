/**
 * Whether an error means "the database cannot answer right now" rather than "this request is
 * wrong" or "the code is wrong": the connection broke, taking a connection from the pool timed out,
 * a statement ran past its timeout, the server is shutting down, starting or unreachable, or SQLite
 * is busy (another connection holds the write lock past the busy timeout). The error handler answers
 * these with 503 and Retry-After instead of 500 (server/plugins/errors.ts). Pure: no I/O.
 */

/**
 * PostgreSQL SQLSTATEs: 57014 query_canceled (statement_timeout), 57P01 admin_shutdown (also what
 * pg_terminate_backend sends), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or
 * shutting down), 57P05 idle_session_timeout, 53300 too_many_connections, 53200 out_of_memory (the
 * server's, passing; its full disk, 53100, is a storage fault: lib/storage-faults.ts); class 08 is every
 * connection exception. (A database closed to connections answers 55000 on connect, a code too
 * general to take alone: its message is matched below.)
 */
const PG_CODES = new Set(['57014', '57P01', '57P02', '57P03', '57P05', '53300', '53200']);

/** Node's socket errors when the server is away or the connection drops. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);

/** pg's and pg-pool's own messages, which carry no code. */
const MESSAGES = [
  /^Connection terminated/, // 'Connection terminated unexpectedly', '… due to connection timeout'
  /timeout exceeded when trying to connect/, // pg-pool: connectionTimeoutMillis
  /Client has encountered a connection error and is not queryable/,
  /^Query read timeout$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^database ".*" is not currently accepting connections$/,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (err === null || typeof err !== 'object' || depth > 4) return false;
  const e = err as ErrorLike;
  const code = typeof e.code === 'string' ? e.code : '';
  if (PG_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || SOCKET_CODES.has(code)) return true;
  // better-sqlite3: SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT, SQLITE_LOCKED, SQLITE_LOCKED_SHAREDCACHE…
  if (/^SQLITE_(BUSY|LOCKED)(_[A-Z]+)?$/.test(code)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  if (MESSAGES.some((m) => m.test(message))) return true;
  // a wrapped error (`cause`) or several attempts at once (AggregateError from a connect to several addresses)
  if (e.cause !== undefined && isDatabaseUnavailable(e.cause, depth + 1)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return false;
}

/** Seconds a client is asked to wait before trying again (Retry-After). */
export const DATABASE_RETRY_AFTER_S = 5;
