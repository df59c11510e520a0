import type { Kysely } from 'kysely';
import type { Dialect } from '../engine';
import { int, text, withId } from './columns';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

/**
 * Sensors (issue 12 §2, spec 001 §3 "Sensor").
 *
 * - devices gain what a sensor row needs: its type (contract/rules/sensors.ts SENSOR_TYPES), the
 *   subtype of the combined garage sensor, where it sits (location_type, the latest-data filter) and
 *   its metadata (JSON object of strings). Its latest reading is the row's `state` (JSON), so the
 *   overview and the board read a building's sensors in one statement (devices_building_kind).
 * - sensor_readings: the history behind the 24-hour chart. Time is whole epoch seconds (`at_s`) so
 *   both engines bucket it with the same integer arithmetic; (device_id, at_s) serves one sensor's
 *   history and (at_s) the retention sweep, which keeps storage bounded
 *   (contract/rules/sensors.ts SENSOR_READING_RETENTION_HOURS).
 */
export function sensorsMigration(dialect: Dialect) {
  const real = dialect === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: Db) {
      for (const column of ['sensor_type', 'subtype', 'location_type', 'metadata']) {
        await db.schema.alterTable('devices').addColumn(column, text).execute();
      }
      await withId(dialect, db.schema.createTable('sensor_readings'))
        .addColumn('device_id', int, (c) => c.notNull().references('devices.id').onDelete('cascade'))
        .addColumn('at_s', dialect === 'postgres' ? 'bigint' : int, (c) => c.notNull())
        .addColumn('value', real)
        .addColumn('co_level', real)
        .addColumn('state', text)
        .execute();
      await db.schema.createIndex('sensor_readings_device_at').on('sensor_readings').columns(['device_id', 'at_s']).execute();
      await db.schema.createIndex('sensor_readings_at').on('sensor_readings').column('at_s').execute();
    },
  };
}
