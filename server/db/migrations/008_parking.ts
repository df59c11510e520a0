import type { Kysely } from 'kysely';
import type { Dialect } from '../engine';
import { int, text, withId } from './columns';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

/**
 * Devices, parking and the gate log (issue 9).
 *
 * - devices: a building's subsystems (gate, doors, QR reader, fire alarm, sensors) with the driver
 *   that runs each ('builtin' keeps state here; a vendor adapter names itself) and its last state.
 * - parking_spaces, license_plates: per unit; plates are looked up by (building, plate) at the gate.
 * - gate_events: the table that grows without end. Both of its lists (a unit's log, the building's
 *   log for staff) filter by one column and order by (access_time, id), so each has an index with
 *   exactly that order.
 * - audit_log gains the acting device, and an index that gives its keyset order (at, id) per building.
 */
export function parkingMigration(dialect: Dialect) {
  return {
    async up(db: Db) {
      const create = (name: string) => withId(dialect, db.schema.createTable(name));

      await create('devices')
        .addColumn('building_id', int, (c) => c.notNull().references('buildings.id').onDelete('cascade'))
        .addColumn('kind', text, (c) => c.notNull())
        .addColumn('name', text, (c) => c.notNull())
        .addColumn('location', text)
        .addColumn('driver', text, (c) => c.notNull().defaultTo('builtin'))
        .addColumn('state', text)
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('updated_at', text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('devices_building_kind').on('devices').columns(['building_id', 'kind', 'id']).execute();

      await create('parking_spaces')
        .addColumn('building_id', int, (c) => c.notNull().references('buildings.id').onDelete('cascade'))
        .addColumn('unit_id', int, (c) => c.references('units.id').onDelete('cascade'))
        .addColumn('name', text, (c) => c.notNull())
        .addColumn('location', text)
        .addColumn('floor', int)
        .addColumn('is_active', int, (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('updated_at', text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('parking_spaces_unit_name').on('parking_spaces').columns(['unit_id', 'name', 'id']).execute();

      await create('license_plates')
        .addColumn('building_id', int, (c) => c.notNull().references('buildings.id').onDelete('cascade'))
        .addColumn('unit_id', int, (c) => c.notNull().references('units.id').onDelete('cascade'))
        .addColumn('license_plate', text, (c) => c.notNull())
        .addColumn('name', text)
        .addColumn('email', text)
        .addColumn('parking_space_id', int, (c) => c.references('parking_spaces.id').onDelete('set null'))
        .addColumn('type', text, (c) => c.notNull())
        .addColumn('valid_from', text, (c) => c.notNull())
        .addColumn('valid_to', text)
        .addColumn('note', text)
        .addColumn('created_by', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('updated_at', text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('license_plates_unit_plate').on('license_plates').columns(['unit_id', 'license_plate', 'id']).execute();
      await db.schema.createIndex('license_plates_building_plate').on('license_plates').columns(['building_id', 'license_plate']).execute();

      await create('gate_events')
        .addColumn('building_id', int, (c) => c.notNull().references('buildings.id').onDelete('cascade'))
        .addColumn('device_id', int, (c) => c.references('devices.id').onDelete('set null'))
        .addColumn('unit_id', int, (c) => c.references('units.id').onDelete('set null'))
        .addColumn('license_plate', text, (c) => c.notNull())
        .addColumn('direction', text, (c) => c.notNull())
        .addColumn('access_time', text, (c) => c.notNull())
        .addColumn('was_granted', int, (c) => c.notNull())
        .addColumn('reason', text, (c) => c.notNull())
        .addColumn('door_name', text, (c) => c.notNull())
        .addColumn('photo_path', text)
        .addColumn('photo_mime', text)
        .addColumn('created_by', int, (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('gate_events_unit_time').on('gate_events').columns(['unit_id', 'access_time', 'id']).execute();
      await db.schema.createIndex('gate_events_building_time').on('gate_events').columns(['building_id', 'access_time', 'id']).execute();

      await db.schema.alterTable('audit_log').addColumn('device_id', int).execute();
      await db.schema.createIndex('audit_log_building_at_id').on('audit_log').columns(['building_id', 'at', 'id']).execute();
      await db.schema.dropIndex('audit_log_building_at').execute();
    },
  };
}
