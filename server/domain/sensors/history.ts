import { PostgresAdapter, sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import type { SensorPoint, SensorWithHistory } from '../../../contract/sensors';
import { historyBucketSeconds, measures, type HeatmapDataType } from '../../../contract/rules/sensors';
import type { Sensor } from '../../devices/types';
import { sensorOf, sensorsOf } from '../../devices/registry';
import { prepared } from '../../db/prepared';
import { idListParam, inIdList } from '../../db/id-list';
import { notFound } from '../../lib/http-error';
import { SENSOR_NOT_FOUND } from './deps';
import { presentSensor } from './list';

/** `one`: the single sensor asked (the detail dialog's chart), else `ids`: the list of them. */
type BucketParams = { one: number | null; ids: string | null; since: number; bucket: number };

/**
 * `device_id` among the bound JSON list of sensor ids, written so that both engines look each one up
 * in sensor_readings_device_at. PostgreSQL guesses a set-returning list at a hundred rows and would
 * rather range over every sensor's recent readings (sensor_readings_at) and hash them; as an array it
 * guesses ten, and `= any(…)` on the index's leading column becomes one index condition. A single
 * sensor (the detail dialog's chart) is plain equality.
 */
function sensorIn(db: Kysely<DB>, ids: string): RawBuilder<SqlBool> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<SqlBool>`device_id = any(array(select jsonb_array_elements_text(cast(${ids} as jsonb))::integer))`
    : inIdList(db, 'device_id', ids);
}

/**
 * The means of the sensors' readings per bucket since a time: ONE statement for all the sensors
 * asked (their ids bound as one list), each served by sensor_readings_device_at. A bucket starts at
 * a whole multiple of its length in epoch seconds, computed by integer division in the database
 * (both engines divide integers alike; the length is cast because SQLite binds a JS number as real).
 * Grouped, not ordered: the rows are put in order here, a few hundred per sensor at most.
 */
const bucketsQuery = prepared((db, p: BucketParams, shape) =>
  db
    .selectFrom('sensor_readings')
    .select((eb) => [
      'device_id',
      sql<number | string>`(at_s / cast(${p.bucket} as integer)) * cast(${p.bucket} as integer)`.as('bucket_s'),
      eb.fn.avg<number | null>('value').as('value'),
      eb.fn.avg<number | null>('co_level').as('co_level'),
    ])
    .where((eb) => (shape.one !== null ? eb('device_id', '=', p.one!) : sensorIn(db, p.ids!)))
    .where('at_s', '>=', p.since)
    .groupBy(['device_id', sql.ref('bucket_s')]),
);

/** A mean as sent: two decimals are more than any screen shows (°C with one, ppm with none). */
const mean = (v: number | string | null): number | null => (v === null ? null : Math.round(Number(v) * 100) / 100);

/**
 * The sensors with their readings of the last `hours`, bucketed (contract/rules/sensors.ts
 * historyBucketSeconds), oldest first; a bucket without numbers is left out (a door's or flood
 * detector's history is its states, so it has no points). Two means per point:
 * `value` (°C, %) and `co_level` (ppm), each null where the sensor measures no such thing.
 */
export async function withHistory(db: Kysely<DB>, sensors: readonly Sensor[], hours: number, now: Date = new Date()): Promise<SensorWithHistory[]> {
  const views = await Promise.all(sensors.map(presentSensor));
  if (sensors.length === 0) return [];
  const bucket = historyBucketSeconds(hours);
  const since = Math.floor(now.getTime() / 1000) - hours * 3600;
  const ids = sensors.map((s) => s.ref.id);
  const rows = await bucketsQuery.all(db, ids.length === 1 ? { one: ids[0], ids: null, since, bucket } : { one: null, ids: idListParam(ids), since, bucket });
  const points = new Map<number, Array<SensorPoint & { s: number }>>();
  for (const r of rows) {
    // a contact's readings are states, which have no mean: nothing to chart
    if (r.value === null && r.co_level === null) continue;
    const s = Number(r.bucket_s);
    const list = points.get(r.device_id) ?? [];
    list.push({ s, at: new Date(s * 1000).toISOString(), value: mean(r.value), co_level: mean(r.co_level) });
    points.set(r.device_id, list);
  }
  return views.map((view) => ({
    ...view,
    readings: (points.get(view.id) ?? []).sort((a, b) => a.s - b.s).map(({ at, value, co_level }) => ({ at, value, co_level })),
  }));
}

/** api/heatmap-data: the building's sensors that measure `dataType` (temperature also from the combined garage sensor). */
export async function heatmap(db: Kysely<DB>, buildingId: number, dataType: HeatmapDataType, hours: number, now?: Date): Promise<SensorWithHistory[]> {
  const sensors = (await sensorsOf(db, buildingId)).filter((s) => measures(s.ref.sensorType, dataType));
  return withHistory(db, sensors, hours, now);
}

/** The garage view's period: a day, temperature and CO together. */
export const GARAGE_HOURS = 24;

/** api/garage-data: the garage's sensors (location_type 'garage') with the last day. */
export async function garage(db: Kysely<DB>, buildingId: number, now?: Date): Promise<SensorWithHistory[]> {
  return withHistory(db, await sensorsOf(db, buildingId, 'garage'), GARAGE_HOURS, now);
}

/** One sensor of the building with its last `hours` (the detail dialog's chart); 404 for another building's. */
export async function sensorHistory(db: Kysely<DB>, buildingId: number, sensorId: number, hours: number, now?: Date): Promise<SensorWithHistory> {
  const sensor = await sensorOf(db, buildingId, sensorId);
  if (!sensor) throw notFound(SENSOR_NOT_FOUND);
  return (await withHistory(db, [sensor], hours, now))[0];
}
