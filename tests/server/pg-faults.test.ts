/**
 * PostgreSQL itself going away (issue 27 §1, §2): stopped as a crash would stop it, and frozen (its
 * processes stopped, so it neither answers nor refuses, as a hung server or a network that drops
 * packets). Done to a private cluster of this file's own (private-postgres.ts), never to the shared
 * server. The app is never restarted: it must answer 503 in time meanwhile and recover by itself.
 */
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/db/unavailable';
import { createTestApp, demoIds, USERS, type TestApp } from './harness';
import { canCreatePrivatePostgres, createPrivatePostgres, type PrivatePostgres } from './private-postgres';

/** DB_STATEMENT_TIMEOUT_MS of the app under test */
const TIMEOUT_MS = 500;

const enabled = Boolean(process.env.TEST_DATABASE_URL) && canCreatePrivatePostgres;
const title = enabled
  ? 'PostgreSQL stopped and frozen under a running app'
  : 'PostgreSQL stopped and frozen under a running app — SKIPPED: needs TEST_DATABASE_URL, pg_createcluster and root';

function expectUnavailable(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toEqual({ message: 'The database is not answering right now. Please try again in a moment.' });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!enabled)(title, { tags: ['postgres'] }, () => {
  let cluster: PrivatePostgres;
  let t: TestApp;
  let base: string;
  let auth: Record<string, string>;

  const health = () => t.app.inject({ method: 'GET', url: '/v1/health', headers: { 'accept-language': 'en' } });
  const list = () => t.app.inject({ method: 'GET', url: base, headers: { ...auth, 'accept-language': 'en' } });
  const create = (message: string) =>
    t.app.inject({ method: 'POST', url: base, headers: { ...auth, 'accept-language': 'en' }, payload: { message } });

  /** Health asked again and again until it answers 200: the proof of recovery, with a deadline rather than a fixed sleep. */
  async function healthyWithin(ms: number): Promise<number> {
    const started = Date.now();
    for (;;) {
      if ((await health()).statusCode === 200) return Date.now() - started;
      if (Date.now() - started > ms) throw new Error(`/v1/health did not answer 200 within ${ms} ms`);
      await sleep(100);
    }
  }

  /** the unavailable answer of /v1/health while the database is away, within about its probe's second */
  async function expectHealthNamesDatabase() {
    const started = Date.now();
    const res = await health();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', failing: ['database'], message: 'The service is unavailable: database' });
    // the process itself is well: liveness does not ask the database
    expect((await t.app.inject({ method: 'GET', url: '/v1/health/live' })).statusCode).toBe(200);
  }

  beforeAll(async () => {
    cluster = await createPrivatePostgres();
    const databaseUrl = await cluster.createDatabase('domovnik');
    t = await createTestApp('postgres', { databaseUrl, dbStatementTimeoutMs: TIMEOUT_MS });
    base = `/v1/buildings/${(await demoIds(t.app)).building.VLT}/announcements`;
    auth = await t.as(USERS.buildingAdmin);
  }, 90_000);
  afterAll(async () => {
    // a test that failed while the server was frozen: thawed first, or the app cannot close
    cluster?.thaw();
    try {
      await t?.close();
    } finally {
      cluster?.drop();
    }
  });

  it('answers 503 while the server is stopped, recovers by itself when it starts, and has lost no acknowledged write', async () => {
    const acknowledged: string[] = [];
    const refused: LightMyRequestResponse[] = [];
    let stopped = false;
    let writing = true;
    // writers run on across the stop: some writes are acknowledged just before it, some refused after
    const writer = async (w: number) => {
      for (let i = 0; writing; i++) {
        const message = `Před výpadkem ${w}-${i}`;
        const res = await create(message);
        if (res.statusCode === 201) acknowledged.push(message);
        else refused.push(res);
        if (stopped) writing = false;
      }
    };
    const writers = [1, 2, 3, 4].map(writer);
    while (acknowledged.length < 12) await sleep(20);
    // as a crash would: no checkpoint, the sessions cut; a start replays the write-ahead log
    cluster.stop('immediate');
    stopped = true;
    await Promise.all(writers);
    for (const res of refused) expectUnavailable(res);

    // down: a write answers 503 at once (the connection is refused), health names the database
    const started = Date.now();
    expectUnavailable(await create('Během výpadku'));
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_000);
    expectUnavailable(await list());
    await expectHealthNamesDatabase();

    // up again, the app untouched: health turns 200 by itself, and requests succeed
    const starting = cluster.start();
    await healthyWithin(30_000);
    await starting;
    const after = await Promise.all(Array.from({ length: 10 }, () => list()));
    expect(after.map((r) => r.statusCode)).toEqual(after.map(() => 200));
    expect((await create('Po výpadku')).statusCode).toBe(201);

    const stored = await t.app.db.selectFrom('announcements').select('message').where('message', 'in', acknowledged).execute();
    expect(stored.map((r) => r.message).sort()).toEqual([...acknowledged].sort());
  }, 30_000);

  it('answers 503 within the timeout and a second while the server is frozen, and 200 again once it runs', async () => {
    // pooled connections to frozen backends: a statement sent on them gets no answer at all, so
    // PostgreSQL's own statement_timeout never fires; only the client's read timeout can
    await Promise.all(Array.from({ length: 6 }, () => list()));
    expect(t.app.database.poolFigures().idle).toBeGreaterThan(0);
    try {
      // a transaction caught by the freeze half-way: its ROLLBACK does not wait a second timeout
      // behind the statement that got no answer (the timed-out connection is closed at once)
      const inTransaction = Date.now();
      const failed = await t.app.db
        .transaction()
        .execute(async (trx) => {
          await sql`select 1`.execute(trx);
          cluster.freeze();
          await sql`select 2`.execute(trx);
        })
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(isDatabaseUnavailable(failed), String(failed)).toBe(true);
      expect(Date.now() - inTransaction).toBeLessThan(TIMEOUT_MS + 1_500);

      // a request on a pooled connection: 503 in time, not a wait as long as the freeze
      const started = Date.now();
      const res = await create('Zamrzlá databáze');
      expectUnavailable(res);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_500);
      await expectHealthNamesDatabase();
      const burst = await Promise.all(Array.from({ length: 5 }, () => list()));
      for (const r of burst) expectUnavailable(r);
    } finally {
      cluster.thaw();
    }
    await healthyWithin(10_000);
    const after = await Promise.all(Array.from({ length: 10 }, () => list()));
    expect(after.map((r) => r.statusCode)).toEqual(after.map(() => 200));
    expect((await create('Po rozmrznutí')).statusCode).toBe(201);
  }, 30_000);
});
