/**
 * Disk faults (issue 27 §4): a full disk answers 507 and storage that cannot be written 503, each
 * with a message in the caller's language; the log names the cause and the file once per request;
 * a failed upload leaves no file and no half-written temporary one; the database stays intact and
 * works again, without a restart, once there is room. SQLite's `max_page_count` at the database's
 * current size stands for a full disk (SQLite answers SQLITE_FULL exactly as it does on ENOSPC),
 * `query_only` for a database that cannot be written; both are set on the app's own connection
 * (SQLite: one connection). The file store's faults are Node's own errors, thrown from
 * `fs.promises.writeFile` after it has written half the bytes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDatabase } from '../../server/db/engine';
import { DEMO_PASSWORD } from '../../server/demo/seed';
import { multipart, PNG_1PX } from './documents-helpers';
import { createTestApp, demoIds, USERS, type TestApp } from './harness';

const FULL = {
  cs: 'Na serveru došlo místo pro data. Zkuste to prosím později, případně dejte vědět správci.',
  en: 'The server has run out of storage space. Please try again later or let the administrator know.',
};
const READ_ONLY = {
  cs: 'Server teď nemůže ukládat data. Zkuste to prosím později, případně dejte vědět správci.',
  en: 'The server cannot store data right now. Please try again later or let the administrator know.',
};

/** Larger than a database page, so storing it takes new pages (which a full database has none of). */
const long = (marker: string) => `${marker} ${'ž'.repeat(4_900)}`;

interface LogLine {
  level: number;
  msg: string;
  code?: string;
  path?: string;
}

describe('disk faults (sqlite)', { tags: ['sqlite'] }, () => {
  let app: FastifyInstance;
  let dataDir: string;
  let filesDir: string;
  let VLT: number;
  const logs: LogLine[] = [];
  const headers: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domovnik-disk-'));
    filesDir = path.join(dataDir, 'files');
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SIMULATOR: 'false' }),
      databaseUrl: undefined,
      scryptN: 2 ** 10,
      rateLimit: { max: 1000, windowMs: 60_000 },
      accessCacheMs: 0,
      serveSpa: false,
    };
    const database = createDatabase({ sqliteFile: path.join(dataDir, 'test.sqlite'), statementTimeoutMs: config.dbStatementTimeoutMs });
    // the log is read back: the harness's apps log nothing
    const stream = { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) };
    app = await buildApp(config, { database, logger: { level: 'warn', stream } });
    await app.ready();
    VLT = (await demoIds(app)).building.VLT;
    for (const email of [USERS.buildingAdmin, USERS.owner]) {
      const res = await app.inject({ method: 'POST', url: '/v1/auth/login/email', payload: { email, password: DEMO_PASSWORD } });
      headers[email] = { authorization: `Bearer ${res.json().access_token as string}` };
    }
  });
  afterAll(async () => {
    await app?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await pragma('max_page_count = 1073741823');
    await pragma('query_only = 0');
  });

  const pragma = async (text: string) => (await sql.raw(`PRAGMA ${text}`).execute(app.db)).rows as Array<Record<string, unknown>>;
  /** the database cannot grow past its present size: a full disk, for SQLite */
  const fillDisk = async () => {
    // pages freed earlier would be reused without growing; VACUUM leaves none
    await sql`VACUUM`.execute(app.db);
    const pages = Number(Object.values((await pragma('page_count'))[0]!)[0]);
    await pragma(`max_page_count = ${pages}`);
  };

  const announce = async (message: string, lang = 'cs') =>
    app.inject({
      method: 'POST',
      url: `/v1/buildings/${VLT}/announcements`,
      headers: { ...headers[USERS.buildingAdmin], 'accept-language': lang },
      payload: { message },
    });
  const reportIssue = async (title: string, lang = 'cs') => {
    const form = multipart({ data: JSON.stringify({ title, description: long(title) }) }, [PNG_1PX], 'attachments');
    return app.inject({
      method: 'POST',
      url: `/v1/buildings/${VLT}/issues`,
      headers: { ...headers[USERS.owner], ...form.headers, 'accept-language': lang },
      payload: form.payload,
    });
  };
  /**
   * A longer message for an announcement: an UPDATE that grows its row and touches no foreign
   * key. Unlike an INSERT … RETURNING it runs without a statement journal, so SQLite answers
   * SQLITE_FULL by rolling back the whole transaction, and Kysely's ROLLBACK after that used to
   * fail and hide the full disk (the bug: a 500 logged as "cannot rollback").
   */
  const editAnnouncement = async (id: number, message: string, lang = 'cs') =>
    app.inject({
      method: 'PATCH',
      url: `/v1/buildings/${VLT}/announcements/${id}`,
      headers: { ...headers[USERS.buildingAdmin], 'accept-language': lang },
      payload: { message },
    });
  const uploadDocument = async (title: string, lang = 'cs') => {
    const form = multipart({ title, description: long(title), entity_type: 'building', visibility: 'public' }, PNG_1PX);
    return app.inject({
      method: 'POST',
      url: `/v1/buildings/${VLT}/documents`,
      headers: { ...headers[USERS.buildingAdmin], ...form.headers, 'accept-language': lang },
      payload: form.payload,
    });
  };

  const count = async (table: 'announcements' | 'issues' | 'documents', column: 'message' | 'title', value: string) =>
    Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${value}`.execute(app.db)).rows[0]!.n);
  const storedFiles = () => (fs.readdirSync(filesDir, { recursive: true }) as string[]).filter((f) => !fs.statSync(path.join(filesDir, f)).isDirectory()).sort();

  /** the answer and the one error line it logged */
  async function failing(send: () => Promise<LightMyRequestResponse>, status: number, message: string) {
    const from = logs.length;
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ message });
    // nothing internal reaches the client: neither the folder nor the database's words
    for (const secret of [dataDir, 'SQLITE', 'ENOSPC', 'EROFS', 'disk is full', 'readonly']) expect(res.body).not.toContain(secret);
    const errors = logs.slice(from).filter((l) => l.level >= 50);
    expect(errors).toHaveLength(1);
    expect(logs.slice(from).map((l) => l.msg).join('\n')).not.toContain('cannot rollback');
    return { res, log: errors[0]! };
  }

  it('answers 507 with a message to every write while the database is full, loses nothing acknowledged, and works again once there is room', async () => {
    // acknowledged before the disk fills
    expect((await announce(long('Potvrzené oznámení'))).statusCode).toBe(201);
    expect((await reportIssue('Potvrzená závada')).statusCode).toBe(201);
    expect((await uploadDocument('Potvrzený dokument')).statusCode).toBe(201);
    const short = await announce('Krátké oznámení');
    expect(short.statusCode).toBe(201);
    const shortId = (short.json() as { announcement: { id: number } }).announcement.id;
    const filesBefore = storedFiles();

    await fillDisk();
    const dbFile = path.join(dataDir, 'test.sqlite');
    for (const lang of ['cs', 'en'] as const) {
      const writes = [
        () => announce(long(`Plno ${lang}`), lang),
        () => reportIssue(`Plno ${lang}`, lang),
        () => uploadDocument(`Plno ${lang}`, lang),
        () => editAnnouncement(shortId, long(`Plno ${lang}`), lang),
      ];
      for (const send of writes) {
        const { log } = await failing(send, 507, FULL[lang]);
        expect(log).toMatchObject({ code: 'SQLITE_FULL', path: dbFile });
        expect(log.msg).toMatch(/storage full/);
      }
    }
    // reading goes on meanwhile
    expect((await app.inject({ method: 'GET', url: `/v1/buildings/${VLT}/announcements`, headers: headers[USERS.buildingAdmin] })).statusCode).toBe(200);
    // the uploads' files went again: no file of a failed upload, no temporary one
    expect(storedFiles()).toEqual(filesBefore);

    await pragma('max_page_count = 1073741823');
    expect(await pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    expect(await pragma('foreign_key_check')).toEqual([]);
    expect(await count('announcements', 'message', long('Potvrzené oznámení'))).toBe(1);
    expect(await count('issues', 'title', 'Potvrzená závada')).toBe(1);
    expect(await count('documents', 'title', 'Potvrzený dokument')).toBe(1);
    const edited = await app.db.selectFrom('announcements').select('message').where('id', '=', shortId).executeTakeFirstOrThrow();
    expect(edited.message).toBe('Krátké oznámení');
    for (const lang of ['cs', 'en']) {
      expect(await count('announcements', 'message', long(`Plno ${lang}`))).toBe(0);
      expect(await count('issues', 'title', `Plno ${lang}`)).toBe(0);
      expect(await count('documents', 'title', `Plno ${lang}`)).toBe(0);
    }
    // without a restart: the same writes succeed now
    expect((await announce(long('Zase místo'))).statusCode).toBe(201);
    expect((await reportIssue('Zase místo')).statusCode).toBe(201);
    expect((await uploadDocument('Zase místo')).statusCode).toBe(201);
    expect((await editAnnouncement(shortId, long('Zase místo'))).statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(filesBefore.length + 2);
  });

  it('answers 503 with Retry-After while the database cannot be written, and works again after', async () => {
    await pragma('query_only = 1');
    for (const lang of ['cs', 'en'] as const) {
      const { res, log } = await failing(() => announce(`Jen čtení ${lang}`, lang), 503, READ_ONLY[lang]);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(log).toMatchObject({ code: 'SQLITE_READONLY', path: path.join(dataDir, 'test.sqlite') });
    }
    await pragma('query_only = 0');
    expect((await announce('Jen čtení cs')).statusCode).toBe(201);
    expect(await count('announcements', 'message', 'Jen čtení cs')).toBe(1);
  });

  /** writeFile that writes half the bytes under its name, then fails as the file system would */
  function failWrites(code: 'ENOSPC' | 'EROFS') {
    const real = fs.promises.writeFile;
    return vi.spyOn(fs.promises, 'writeFile').mockImplementation(async (file, data, options) => {
      const bytes = Buffer.from(data as Buffer);
      await real(file, bytes.subarray(0, Math.ceil(bytes.length / 2)), options);
      throw Object.assign(new Error(`${code}: write failed, write '${String(file)}'`), { code, errno: -28, syscall: 'write', path: String(file) });
    });
  }

  it('answers 507 when the disk fills during an upload, naming the file in the log, and leaves no part of it', async () => {
    const filesBefore = storedFiles();
    const spy = failWrites('ENOSPC');
    const { log } = await failing(() => uploadDocument('Disk plný', 'en'), 507, FULL.en);
    expect(spy).toHaveBeenCalled();
    expect(log.code).toBe('ENOSPC');
    expect(log.path).toMatch(new RegExp(`^${filesDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/documents/.+\\.part$`));
    await failing(() => reportIssue('Disk plný'), 507, FULL.cs);
    expect(storedFiles()).toEqual(filesBefore);
    expect(await count('documents', 'title', 'Disk plný')).toBe(0);
    expect(await count('issues', 'title', 'Disk plný')).toBe(0);
    vi.restoreAllMocks();
    expect((await uploadDocument('Disk plný')).statusCode).toBe(201);
  });

  it('answers 503 with Retry-After when the files folder is read-only, and leaves no part of the upload', async () => {
    const filesBefore = storedFiles();
    failWrites('EROFS');
    const { res, log } = await failing(() => reportIssue('Jen ke čtení', 'en'), 503, READ_ONLY.en);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(log).toMatchObject({ code: 'EROFS' });
    expect(log.path?.startsWith(filesDir)).toBe(true);
    expect(storedFiles()).toEqual(filesBefore);
    expect(await count('issues', 'title', 'Jen ke čtení')).toBe(0);
  });
});

/**
 * PostgreSQL that takes no writes (a standby promoted late, a database set read-only to stop a
 * disk filling): 25006 read_only_sql_transaction is a 503 with the same message. Only the test's
 * own database is set read-only; registered only with a PostgreSQL to run against (CI sets it).
 */
if (process.env.TEST_DATABASE_URL) {
  describe('disk faults (postgres)', { tags: ['postgres'] }, () => {
    let t: TestApp;
    let admin: pg.Client;
    let name: string;
    let url: string;
    beforeAll(async () => {
      t = await createTestApp('postgres');
      name = new URL(t.config.databaseUrl!).pathname.slice(1);
      admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      url = `/v1/buildings/${(await demoIds(t.app)).building.VLT}/announcements`;
    });
    afterAll(async () => {
      await admin?.query(`ALTER DATABASE ${name} RESET default_transaction_read_only`).catch(() => undefined);
      await admin?.end();
      await t?.close();
    });

    /** new sessions take the database's setting: the pool's present ones are ended and replaced */
    const readOnly = async (on: boolean) => {
      await admin.query(on ? `ALTER DATABASE ${name} SET default_transaction_read_only = on` : `ALTER DATABASE ${name} RESET default_transaction_read_only`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
      await new Promise((r) => setTimeout(r, 100));
    };

    it('answers 503 with Retry-After and a message while the database is read-only, and works again after', async () => {
      const h = await t.as(USERS.buildingAdmin);
      const announce = (message: string, lang: 'cs' | 'en') => t.app.inject({ method: 'POST', url, headers: { ...h, 'accept-language': lang }, payload: { message } });
      await readOnly(true);
      try {
        for (const lang of ['cs', 'en'] as const) {
          const res = await announce(`Jen čtení ${lang}`, lang);
          expect(res.statusCode, res.body).toBe(503);
          expect(res.json()).toEqual({ message: READ_ONLY[lang] });
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
        // reading goes on meanwhile
        expect((await t.app.inject({ method: 'GET', url, headers: h })).statusCode).toBe(200);
      } finally {
        await readOnly(false);
      }
      const res = await announce('Jen čtení cs', 'cs');
      expect(res.statusCode, res.body).toBe(201);
      const n = await t.app.db.selectFrom('announcements').select(({ fn }) => fn.countAll<number>().as('n')).where('message', '=', 'Jen čtení cs').executeTakeFirstOrThrow();
      expect(Number(n.n)).toBe(1);
    });
  });
}
