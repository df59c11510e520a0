import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp, itOn } from './harness';
import { prepared } from '../../server/db/prepared';
import { cachingSqlite, LruCache, namingPool } from '../../server/db/statement-cache';
import pg from 'pg';

describeEngines('prepared queries', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('builds and compiles once, then runs with each call’s values', async () => {
    let builds = 0;
    const byEmail = prepared((db, p: { email: string; limit: number }) => {
      builds++;
      return db.selectFrom('users').select(['id', 'email']).where('email', '=', p.email).orderBy('id').limit(p.limit);
    });
    const { user } = await demoIds(t.app);
    for (const email of [USERS.owner, USERS.tenant, USERS.manager]) {
      const rows = await byEmail.all(t.app.db, { email, limit: 5 });
      expect(rows).toEqual([{ id: user[email], email }]);
    }
    expect(await byEmail.first(t.app.db, { email: 'nobody@example.com', limit: 5 })).toBeUndefined();
    expect(builds).toBe(1);
  });

  it('keeps constants of the builder and mixes them with the call’s values in order', async () => {
    const activeByEmail = prepared((db, p: { email: string }) =>
      db.selectFrom('users').select('email').where('is_active', '=', 1).where('email', '=', p.email).where('global_role', '=', 'user'),
    );
    expect(await activeByEmail.first(t.app.db, { email: USERS.tenant })).toEqual({ email: USERS.tenant });
    // the global admin is filtered out by the constant, not by the value
    expect(await activeByEmail.first(t.app.db, { email: USERS.globalAdmin })).toBeUndefined();
  });

  it('runs inside a transaction on its connection, and writes report affected rows', async () => {
    const rename = prepared((db, p: { id: number; name: string }) => db.updateTable('users').set({ name: p.name }).where('id', '=', p.id));
    const nameOf = prepared((db, p: { id: number }) => db.selectFrom('users').select('name').where('id', '=', p.id));
    const { user } = await demoIds(t.app);
    const id = user[USERS.tenant];
    const original = (await nameOf.first(t.app.db, { id }))!.name;
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        const result = await rename.run(trx, { id, name: 'Dočasné jméno' });
        expect(Number(result.numAffectedRows)).toBe(1);
        expect((await nameOf.first(trx, { id }))!.name).toBe('Dočasné jméno');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await nameOf.first(t.app.db, { id }))!.name).toBe(original);
  });

  it('refuses a call that lacks a value instead of sending a placeholder', async () => {
    const byId = prepared((db, p: { id: number }) => db.selectFrom('users').select('id').where('id', '=', p.id));
    await expect(byId.all(t.app.db, {} as { id: number })).rejects.toThrow("no value for 'id'");
  });

  itOn(engine, 'postgres')('runs as a named prepared statement, parsed once per connection', async () => {
    const byId = prepared((db, p: { id: number }) => db.selectFrom('users').select('id').where('id', '=', p.id));
    const { user } = await demoIds(t.app);
    // one connection for all three calls: a transaction holds it
    const names = await t.app.db.transaction().execute(async (trx) => {
      await byId.all(trx, { id: user[USERS.owner] });
      await byId.all(trx, { id: user[USERS.tenant] });
      const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements where statement = ${'select "id" from "users" where "id" = $1'}`.execute(trx);
      return rows;
    });
    expect(names).toHaveLength(1);
    expect(names[0].name).toMatch(/^k\d+$/);
  });

  itOn(engine, 'postgres')('keeps working when a table changes shape under a named statement (a migration by a newer instance)', async () => {
    const pool = namingPool(new pg.Pool({ connectionString: t.config.databaseUrl, max: 1 }));
    try {
      await pool.query('create table shape_change (id integer primary key, a text)');
      await pool.query("insert into shape_change values (1, 'x')");
      const client = await pool.connect();
      try {
        const read = () => client.query('select * from shape_change where id = $1', [1]);
        expect((await read()).rows).toEqual([{ id: 1, a: 'x' }]);
        await client.query("alter table shape_change add column b text not null default 'y'");
        // the kept plan is refused by PostgreSQL; the query runs unnamed and sees the new column
        expect((await read()).rows).toEqual([{ id: 1, a: 'x', b: 'y' }]);
        expect((await read()).rows).toEqual([{ id: 1, a: 'x', b: 'y' }]);
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
    }
  });
});

describe('the SQLite statement cache', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'domovnik-stmt-'));
  const raw = new SqliteDatabase(path.join(dir, 'x.sqlite'));
  raw.exec('create table t (id integer primary key, v text); insert into t (v) values (\'a\'), (\'b\'), (\'c\')');
  afterAll(() => {
    raw.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('prepares a text once and hands the same statement back', () => {
    const db = cachingSqlite(raw, 10);
    const first = db.prepare('select v from t where id = ?');
    const again = db.prepare('select v from t where id = ?');
    expect(again).toBe(first);
    expect(db.stats).toEqual({ hits: 1, misses: 1 });
    expect(again.all(2)).toEqual([{ v: 'b' }]);
  });

  it('gives a statement that is still iterating a fresh one, so a nested read cannot break it', () => {
    const db = cachingSqlite(raw, 10);
    const outer = db.prepare('select v from t order by id');
    const seen: string[] = [];
    for (const row of outer.iterate() as Iterable<{ v: string }>) {
      const inner = db.prepare('select v from t order by id');
      expect(inner).not.toBe(outer);
      seen.push(row.v, (inner.get() as { v: string }).v);
    }
    expect(seen).toEqual(['a', 'a', 'b', 'a', 'c', 'a']);
  });

  it('is bounded: the least recently used text goes first', () => {
    const lru = new LruCache<number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // a is now the most recent
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
  });
});

describeEngines('prepared queries of several shapes', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  type Filter = { ids: number[]; role?: 'admin' | 'user'; search?: string };
  it('compiles once per shape (optional filter, list length, empty text) and binds each call’s values', async () => {
    let builds = 0;
    const users = prepared((db, p: Filter, shape: Filter) => {
      builds++;
      let q = db.selectFrom('users').select('email').where('id', 'in', p.ids);
      if (shape.role !== undefined) q = q.where('global_role', '=', p.role!);
      if (shape.search) q = q.where('email', 'like', p.search!);
      return q.orderBy('email');
    });
    const { user } = await demoIds(t.app);
    const two = [user[USERS.owner], user[USERS.globalAdmin]];
    expect(await users.all(t.app.db, { ids: two })).toEqual([{ email: USERS.globalAdmin }, { email: USERS.owner }]);
    expect(await users.all(t.app.db, { ids: [user[USERS.tenant], user[USERS.manager]] })).toEqual([
      { email: USERS.manager },
      { email: USERS.tenant },
    ]);
    expect(builds).toBe(1); // same shape: two ids, no filters
    expect(await users.all(t.app.db, { ids: two, role: 'admin' })).toEqual([{ email: USERS.globalAdmin }]);
    expect(await users.all(t.app.db, { ids: two, role: 'user' })).toEqual([{ email: USERS.owner }]);
    expect(builds).toBe(2);
    expect(await users.all(t.app.db, { ids: [user[USERS.tenant]] })).toEqual([{ email: USERS.tenant }]);
    expect(builds).toBe(3); // one id is another shape
    // an empty search is a shape of its own: no filter at all
    expect(await users.all(t.app.db, { ids: two, search: '' })).toHaveLength(2);
    expect(await users.all(t.app.db, { ids: two, search: 'vlast%' })).toEqual([{ email: USERS.owner }]);
    expect(await users.all(t.app.db, { ids: two, search: 'admin%' })).toEqual([{ email: USERS.globalAdmin }]);
    expect(builds).toBe(5);
  });
});
