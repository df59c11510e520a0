import type { Kysely } from 'kysely';
import type { Dialect } from '../engine';
import { int, text, withId } from './columns';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

/**
 * Doors and QR passes (issue 10).
 *
 * - devices gains where a door is: its area (contract/rules/doors.ts DOOR_AREAS), the floor of a
 *   floor door and the unit of a unit door. Who may open a door is decided from these.
 * - qr_passes: visitor passes of a unit. `code` is the long random value the pass carries (never
 *   derived from the id); the reader finds a pass by it (unique index). The unit's list groups by
 *   recipient e-mail, newest first: (unit_id, email, id). A one-time pass is used by a single
 *   conditional update of `used_at`.
 * - device_keys: the per-building keys readers authenticate with; only a hash is stored.
 */
export function doorsQrMigration(dialect: Dialect) {
  return {
    async up(db: Db) {
      const create = (name: string) => withId(dialect, db.schema.createTable(name));

      await db.schema.alterTable('devices').addColumn('area', text).execute();
      await db.schema.alterTable('devices').addColumn('floor', int).execute();
      await db.schema.alterTable('devices').addColumn('unit_id', int, (c) => c.references('units.id').onDelete('set null')).execute();

      await create('qr_passes')
        .addColumn('building_id', int, (c) => c.notNull().references('buildings.id').onDelete('cascade'))
        .addColumn('unit_id', int, (c) => c.notNull().references('units.id').onDelete('cascade'))
        .addColumn('code', text, (c) => c.notNull().unique())
        .addColumn('type', text, (c) => c.notNull())
        .addColumn('email', text, (c) => c.notNull())
        .addColumn('recipient_name', text)
        .addColumn('valid_from', text)
        .addColumn('valid_to', text)
        .addColumn('autoelevator', int, (c) => c.notNull().defaultTo(1))
        .addColumn('is_active', int, (c) => c.notNull().defaultTo(1))
        .addColumn('used_at', text)
        .addColumn('created_by', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('deactivated_at', text)
        .addColumn('deactivated_by', int, (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('qr_passes_unit_email').on('qr_passes').columns(['unit_id', 'email', 'id']).execute();

      await create('device_keys')
        .addColumn('building_id', int, (c) => c.notNull().references('buildings.id').onDelete('cascade'))
        .addColumn('key_hash', text, (c) => c.notNull().unique())
        .addColumn('label', text)
        .addColumn('created_by', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('revoked_at', text)
        .execute();
      await db.schema.createIndex('device_keys_building').on('device_keys').columns(['building_id', 'id']).execute();
    },
  };
}
