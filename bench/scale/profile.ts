/**
 * Where a read's time goes in the database (BENCH_SCALE_PROFILE=1): the statements one request of
 * each hot read runs are captured as the app sends them (the database's onQuery hook), then each
 * is run again on its own through the same connection pool, a few times, and the slowest are
 * printed with their median time. Done at every size, it shows which statement grows with the
 * history. Session and access statements are among them, so every read has a floor of its own.
 */
import type { CompiledQuery, Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import type { Base } from './base';
import { HOT_READS, readSender, signInReaders } from './reads';
import type { ScaleServer } from './server';

/** Collects the statements the app runs while `capture` is active. */
export class QueryRecorder {
  private current: CompiledQuery[] | null = null;
  readonly onQuery = (q: CompiledQuery) => void this.current?.push(q);
  async capture(fn: () => Promise<unknown>): Promise<CompiledQuery[]> {
    const seen: CompiledQuery[] = [];
    this.current = seen;
    try {
      await fn();
    } finally {
      this.current = null;
    }
    return seen;
  }
}

export interface StatementTime {
  sql: string;
  ms: number;
}

const RUNS = 7;

async function medianMs(db: Kysely<DB>, q: CompiledQuery): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await db.executeQuery(q);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[RUNS >> 1];
}

/** Per read, its statements (distinct SQL text and parameters), slowest first. */
export async function profileReads(server: ScaleServer, base: Base, recorder: QueryRecorder): Promise<Map<string, StatementTime[]>> {
  const tokens = await signInReaders(server);
  const out = new Map<string, StatementTime[]>();
  for (const read of HOT_READS) {
    const send = readSender(server, base, tokens, read);
    await send();
    const statements = await recorder.capture(send);
    const distinct = new Map<string, CompiledQuery>();
    for (const q of statements) distinct.set(q.sql + JSON.stringify(q.parameters), q);
    const timed: StatementTime[] = [];
    for (const q of distinct.values()) {
      if (!/^\s*(select|with)/i.test(q.sql)) continue; // a session touch or an audit write is not re-run
      timed.push({ sql: q.sql.replace(/\s+/g, ' '), ms: await medianMs(server.app.db, q) });
    }
    out.set(read.name, timed.sort((a, b) => b.ms - a.ms));
  }
  return out;
}

export function printProfile(profile: Map<string, StatementTime[]>, log: (line: string) => void, top = 3): void {
  for (const [name, statements] of profile) {
    const total = statements.reduce((sum, s) => sum + s.ms, 0);
    log(`    ${name}: ${statements.length} statements, ${total.toFixed(2)} ms re-run one by one`);
    for (const s of statements.slice(0, top)) log(`      ${s.ms.toFixed(2).padStart(8)} ms  ${s.sql.slice(0, 160)}`);
  }
}
