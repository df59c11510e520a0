import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../engine';
import { int, text, withId } from './columns';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

/**
 * Fire alarm (issue 12 §1, spec 001 §3 "Fire zone").
 *
 * - fire_zones: the zones of a building's fire panel (a `devices` row of kind 'fire_alarm'). The
 *   built-in panel keeps each zone's state here: status 0 is OK, anything else is an alarm (the code
 *   a vendor's panel reports), since when, and who acknowledged it with what note. The list is read
 *   per building in panel order: (building_id, number, sub_number NULLS FIRST, id).
 */
export function fireAlarmMigration(dialect: Dialect) {
  return {
    async up(db: Db) {
      await withId(dialect, db.schema.createTable('fire_zones'))
        .addColumn('building_id', int, (c) => c.notNull().references('buildings.id').onDelete('cascade'))
        .addColumn('device_id', int, (c) => c.notNull().references('devices.id').onDelete('cascade'))
        .addColumn('number', int, (c) => c.notNull())
        .addColumn('sub_number', int)
        .addColumn('text', text)
        .addColumn('type', text, (c) => c.notNull())
        .addColumn('status', int, (c) => c.notNull().defaultTo(0))
        .addColumn('alarm_since', text)
        .addColumn('acknowledged_at', text)
        .addColumn('acknowledged_by', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('ack_note', text)
        .addColumn('updated_at', text, (c) => c.notNull())
        .execute();
      // a zone without a sub-number lists before its sub-zones: SQLite puts NULLs first in an ascending
      // index already, PostgreSQL last unless told, so its index says so and serves the same order
      const index = db.schema.createIndex('fire_zones_building').on('fire_zones');
      await (dialect === 'postgres'
        ? index.expression(sql`building_id, number, sub_number nulls first, id`)
        : index.columns(['building_id', 'number', 'sub_number', 'id'])
      ).execute();
    },
  };
}
