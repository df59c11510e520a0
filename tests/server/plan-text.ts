import { sql, CompiledQuery } from 'kysely';
import type { TestApp } from './harness';

/**
 * A statement's plan as text, for tests that name the index a statement must walk: SQLite's EXPLAIN
 * QUERY PLAN, or PostgreSQL's EXPLAIN with sequential scans and sorts priced out (so even a table of
 * a few rows shows whether an index could serve it).
 */
export async function planOf(t: TestApp, q: CompiledQuery): Promise<string> {
  if (t.engine === 'sqlite') {
    const { rows } = await t.app.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${q.sql}`, [...q.parameters]));
    return rows.map((r) => r.detail).join('\n');
  }
  return t.app.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    await sql`SET LOCAL enable_sort = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${q.sql}`, [...q.parameters]));
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}
