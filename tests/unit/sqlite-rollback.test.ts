import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { rollbackOnlyWhenOpen } from '../../server/db/sqlite-rollback';

interface T {
  t: { x: string };
}

/**
 * SQLite ends the transaction itself when a statement fails with SQLITE_FULL; Kysely's ROLLBACK
 * after that must not replace the error (issue 27 §4). `max_page_count` at the current size is a
 * full disk for the database.
 */
describe('rollbackOnlyWhenOpen', () => {
  let raw: SqliteDatabase.Database;
  afterEach(() => raw?.close());

  const open = () => {
    raw = new SqliteDatabase(':memory:');
    raw.exec('CREATE TABLE t (x TEXT)');
    return new Kysely<T>({ dialect: new SqliteDialect({ database: rollbackOnlyWhenOpen(raw, raw) }) });
  };
  const fill = (db: Kysely<T>) => {
    raw.pragma(`max_page_count = ${raw.pragma('page_count', { simple: true }) as number}`);
    // larger than a page: it needs new pages, which the limit refuses
    return db.transaction().execute(async (trx) => {
      await trx.insertInto('t').values({ x: 'a' }).execute();
      await trx.insertInto('t').values({ x: 'ž'.repeat(5_000) }).execute();
    });
  };

  it('lets SQLITE_FULL through when SQLite has already rolled the transaction back', async () => {
    const db = open();
    await expect(fill(db)).rejects.toMatchObject({ code: 'SQLITE_FULL' });
    expect(raw.inTransaction).toBe(false);
    // nothing of the failed transaction stayed, and the connection works on once there is room
    raw.pragma('max_page_count = 1073741823');
    expect(await db.selectFrom('t').selectAll().execute()).toEqual([]);
    await db.insertInto('t').values({ x: 'b' }).execute();
    expect(await db.selectFrom('t').select('x').execute()).toEqual([{ x: 'b' }]);
  });

  it('still rolls back a transaction that is open', async () => {
    const db = open();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ x: 'a' }).execute();
        await sql`SELECT * FROM missing_table`.execute(trx);
      }),
    ).rejects.toThrow(/no such table/);
    expect(raw.inTransaction).toBe(false);
    expect(await db.selectFrom('t').selectAll().execute()).toEqual([]);
  });

  it('without it, the failed ROLLBACK hides the full disk (the bug it fixes)', async () => {
    raw = new SqliteDatabase(':memory:');
    raw.exec('CREATE TABLE t (x TEXT)');
    const db = new Kysely<T>({ dialect: new SqliteDialect({ database: raw }) });
    await expect(fill(db)).rejects.toThrow('cannot rollback - no transaction is active');
  });
});
