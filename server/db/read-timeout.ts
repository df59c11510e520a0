import type pg from 'pg';

/**
 * What pg rejects a query with when its client-side `query_timeout` (engine.ts) runs out; counted
 * as "unavailable" (db/unavailable.ts), so the request answers 503.
 */
export const READ_TIMEOUT_MESSAGE = 'Query read timeout';

/** setTimeout's largest delay (a larger one fires at once): "no limit" for pg's query_timeout */
const NO_READ_TIMEOUT_MS = 2 ** 31 - 1;

/** db/migrate.ts's way of lifting statement_timeout for the migrations' transaction */
const LIFTS_STATEMENT_TIMEOUT = /^\s*set\s+local\s+statement_timeout\s*(=|to)\s*'?0'?\s*;?\s*$/i;

type QueryFn = (...args: unknown[]) => unknown;

/**
 * PostgreSQL's statement_timeout is enforced by the server: one that does not run at all (its
 * processes stopped, a network that drops packets) never enforces it, so the pool also gives every
 * query a client-side limit, pg's `query_timeout`. This makes that limit safe to use:
 *
 * - pg gives up waiting ('Query read timeout') but keeps the statement as the connection's active
 *   one: whatever is sent next on it (Kysely's ROLLBACK, the next caller's query once the pool hands
 *   the connection out again) would queue behind an answer that may never come, each waiting a whole
 *   timeout more. A connection that timed out is closed at once instead: what queued behind it fails
 *   at once ('Connection terminated unexpectedly', a 503 as well), and the pool drops it.
 * - The migrations' transaction lifts statement_timeout (an index on a big table may take long):
 *   the client-side limit is lifted with it on that connection, until the pool gets it back.
 *
 * Only promise-style queries (Kysely's) are watched; pg's callback style is not used here.
 */
export function guardReadTimeouts(pool: pg.Pool): void {
  const lifted = new WeakSet<pg.PoolClient>();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFn;
    const guarded: QueryFn = (...args) => {
      const [first, ...rest] = args;
      const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
      if (typeof text === 'string' && LIFTS_STATEMENT_TIMEOUT.test(text)) lifted.add(client as pg.PoolClient);
      if (lifted.has(client as pg.PoolClient)) args = unlimited(first, rest);
      const result = query(...args);
      if (!(result instanceof Promise)) return result;
      return result.catch((err: unknown) => {
        if ((err as Error | null)?.message === READ_TIMEOUT_MESSAGE) client.connection.stream.destroy();
        throw err;
      });
    };
    (client as unknown as { query: QueryFn }).query = guarded;
  });
  // the lift ends with the transaction that asked for it; the next user of the connection has the limit again
  pool.on('release', (_err, client) => void lifted.delete(client));
}

/** The same query with pg's per-query `query_timeout` set to "no limit" (only the text and object forms). */
function unlimited(first: unknown, rest: unknown[]): unknown[] {
  if (typeof first === 'string') {
    const [values, ...more] = rest;
    return Array.isArray(values)
      ? [{ text: first, values, query_timeout: NO_READ_TIMEOUT_MS }, ...more]
      : [{ text: first, query_timeout: NO_READ_TIMEOUT_MS }, ...rest];
  }
  if (first !== null && typeof first === 'object' && typeof (first as { submit?: unknown }).submit !== 'function') {
    return [{ ...first, query_timeout: NO_READ_TIMEOUT_MS }, ...rest];
  }
  return [first, ...rest];
}
