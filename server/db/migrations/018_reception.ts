import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../engine';
import { int, text, withId } from './columns';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

/**
 * The reception desk (issue 15 §2; spec 001 §3 "Reception entries"): three registers, one table each
 * — visitors, mail and parcels, key loans. Each entry opens at a time (arrival, receipt, loan) and
 * closes at a later one (check-out, collection, return); `search_text` holds the entry's searchable
 * text folded (contract/rules/text.ts foldText), so the search is case- and accent-insensitive alike
 * on both engines.
 *
 * Every list reads newest first by keyset on (opening time, id), so each table has the three indexes
 * its lists walk: the desk's (building_id, opened, id), a resident's (unit_id, opened, id), and the
 * desk's "still open" filter as a partial index of only the open rows, which stays small however long
 * the history grows. Only one loan of a key label can be open in a building: a partial unique index
 * says so, so two desks cannot lend the same key at once.
 */
export function receptionMigration(dialect: Dialect) {
  /** the indexes of one register: by building, by unit, and the open ones by building */
  async function listIndexes(db: Db, table: string, opened: string, closed: string) {
    await db.schema.createIndex(`${table}_building`).on(table).columns(['building_id', opened, 'id']).execute();
    await db.schema.createIndex(`${table}_unit`).on(table).columns(['unit_id', opened, 'id']).execute();
    await db.schema.createIndex(`${table}_open`).on(table).columns(['building_id', opened, 'id']).where(sql.ref(closed), 'is', null).execute();
  }

  return {
    async up(db: Db) {
      await withId(dialect, db.schema.createTable('reception_visitors'))
        .addColumn('building_id', int, (c) => c.notNull().references('buildings.id').onDelete('cascade'))
        .addColumn('unit_id', int, (c) => c.notNull().references('units.id').onDelete('cascade'))
        .addColumn('name', text, (c) => c.notNull())
        .addColumn('purpose', text)
        .addColumn('arrived_at', text, (c) => c.notNull())
        .addColumn('left_at', text)
        .addColumn('notified', int, (c) => c.notNull().defaultTo(0))
        .addColumn('search_text', text, (c) => c.notNull())
        .addColumn('recorded_by', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('closed_by', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', text, (c) => c.notNull())
        .execute();
      await listIndexes(db, 'reception_visitors', 'arrived_at', 'left_at');

      await withId(dialect, db.schema.createTable('reception_mail'))
        .addColumn('building_id', int, (c) => c.notNull().references('buildings.id').onDelete('cascade'))
        .addColumn('unit_id', int, (c) => c.notNull().references('units.id').onDelete('cascade'))
        .addColumn('type', text, (c) => c.notNull())
        .addColumn('sender', text)
        .addColumn('note', text)
        .addColumn('received_at', text, (c) => c.notNull())
        .addColumn('collected_at', text)
        // who picked it up, as the desk wrote it (not necessarily a user of the portal)
        .addColumn('collected_by', text)
        .addColumn('notified', int, (c) => c.notNull().defaultTo(0))
        .addColumn('search_text', text, (c) => c.notNull())
        .addColumn('recorded_by', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('closed_by', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', text, (c) => c.notNull())
        .execute();
      await listIndexes(db, 'reception_mail', 'received_at', 'collected_at');

      await withId(dialect, db.schema.createTable('reception_key_loans'))
        .addColumn('building_id', int, (c) => c.notNull().references('buildings.id').onDelete('cascade'))
        // a common key (the boiler room) belongs to no unit; a unit that goes keeps its loans' history
        .addColumn('unit_id', int, (c) => c.references('units.id').onDelete('set null'))
        .addColumn('key_label', text, (c) => c.notNull())
        // the label folded: the same key however the desk capitalises it
        .addColumn('key_norm', text, (c) => c.notNull())
        .addColumn('borrower', text, (c) => c.notNull())
        .addColumn('purpose', text)
        .addColumn('borrowed_at', text, (c) => c.notNull())
        .addColumn('returned_at', text)
        .addColumn('notified', int, (c) => c.notNull().defaultTo(0))
        .addColumn('search_text', text, (c) => c.notNull())
        .addColumn('recorded_by', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('closed_by', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', text, (c) => c.notNull())
        .execute();
      await listIndexes(db, 'reception_key_loans', 'borrowed_at', 'returned_at');
      await db.schema
        .createIndex('reception_key_loans_lent')
        .unique()
        .on('reception_key_loans')
        .columns(['building_id', 'key_norm'])
        .where(sql.ref('returned_at'), 'is', null)
        .execute();
    },
  };
}
