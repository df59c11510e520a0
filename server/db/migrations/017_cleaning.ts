import type { Kysely } from 'kysely';
import type { Dialect } from '../engine';
import { int, text, withId } from './columns';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

/**
 * Cleaning records (issue 15 §1, spec 001 §3 "Cleaning event"): one row per cleaning of a building,
 * started (and later finished) or recorded afterwards. Read newest first in keyset pages and by
 * month for the stats, both by (building_id, started_at, id).
 */
export function cleaningMigration(dialect: Dialect) {
  return {
    async up(db: Db) {
      await withId(dialect, db.schema.createTable('cleaning_events'))
        .addColumn('building_id', int, (c) => c.notNull().references('buildings.id').onDelete('cascade'))
        .addColumn('status', text, (c) => c.notNull())
        .addColumn('started_at', text, (c) => c.notNull())
        .addColumn('finished_at', text)
        .addColumn('duration_minutes', int)
        .addColumn('started_by', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('finished_by', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('note', text)
        .execute();
      await db.schema.createIndex('cleaning_events_building_started').on('cleaning_events').columns(['building_id', 'started_at', 'id']).execute();
    },
  };
}
