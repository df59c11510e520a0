/**
 * The gate log at scale (issue 9 §4): 1,000,000 gate events across 100 buildings, the bench
 * building and 99 more with ten units each. Each building's 10,000 events span about a year, one
 * in five by a plate no unit has; in the bench building one garage (the unit whose page is
 * measured) has 2,000 of them, the rest spread over its units with parking.
 *
 * Rows are made by the database itself, one INSERT … SELECT per building over a generated series
 * (a recursive CTE on SQLite, generate_series on PostgreSQL): a million rows in seconds instead of
 * two thousand round trips of multi-row INSERTs. Statistics are refreshed afterwards so the
 * planner knows the table is large.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../server/db/schema';
import type { Dialect } from '../server/db/engine';

export const GATE_BUILDINGS = 100;
export const GATE_EVENTS_PER_BUILDING = 10_000;
/** seconds between two events of one building: 10,000 of them cover about a year */
const STEP_SECONDS = 3_150;
const UNITS_PER_OTHER_BUILDING = 10;

export interface GateLogSeed {
  /** the bench building's garage with the long log (the bench resident sees it) */
  busyUnitId: number;
  events: number;
  seconds: number;
}

/** The ids must be consecutive: the generated rows compute a unit id as first + offset. */
function firstOfRun(ids: number[]): number {
  const sorted = [...ids].sort((a, b) => a - b);
  if (sorted.some((id, i) => id !== sorted[0] + i)) throw new Error('bench units were not given consecutive ids');
  return sorted[0];
}

/**
 * The generated rows of one building: n runs over 0…count-1, and `unitExpr` says whose event n is
 * (NULL: a stranger's plate).
 */
async function insertEvents(db: Kysely<DB>, dialect: Dialect, buildingId: number, unitExpr: string, nowSeconds: number) {
  const count = GATE_EVENTS_PER_BUILDING;
  const columns = 'building_id, device_id, unit_id, license_plate, direction, access_time, was_granted, reason, door_name, photo_path, photo_mime, created_by';
  const row = (plate: string, time: string) => `
      SELECT ${buildingId}, NULL, u, ${plate}, CASE WHEN n % 2 = 0 THEN 'forward' ELSE 'reverse' END, ${time},
             CASE WHEN u IS NULL THEN 0 ELSE 1 END, CASE WHEN u IS NULL THEN 'unknown_plate' ELSE 'granted' END,
             'Vjezd do garáží', NULL, NULL, NULL`;
  const statement =
    dialect === 'postgres'
      ? `INSERT INTO gate_events (${columns})
         ${row(`'1AB' || lpad((n % 5000)::text, 4, '0')`, `to_char(to_timestamp(${nowSeconds} - n * ${STEP_SECONDS}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)}
         FROM (SELECT n, (${unitExpr})::int AS u FROM generate_series(0, ${count - 1}) AS n) s`
      : `WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < ${count - 1}),
         s AS (SELECT n, (${unitExpr}) AS u FROM seq)
         INSERT INTO gate_events (${columns})
         ${row(`'1AB' || printf('%04d', n % 5000)`, `strftime('%Y-%m-%dT%H:%M:%fZ', ${nowSeconds} - n * ${STEP_SECONDS}, 'unixepoch')`)}
         FROM s`;
  await sql.raw(statement).execute(db);
}

export async function seedGateLog(db: Kysely<DB>, dialect: Dialect, benchBuildingId: number): Promise<GateLogSeed> {
  const started = performance.now();
  const nowSeconds = Math.floor(Date.now() / 1000);
  const ts = new Date().toISOString();
  const parking = await db.selectFrom('units').select('id').where('building_id', '=', benchBuildingId).where('has_parking', '=', 1).orderBy('id').execute();
  const busyUnitId = parking[0].id;
  const spread = parking.length;
  // the bench building's units with parking are every third unit: first + 3·k (seed-large.ts)
  const firstParking = busyUnitId;
  if (parking.some((u, k) => u.id !== firstParking + 3 * k)) throw new Error('bench units with parking are not every third id');

  await db.transaction().execute(async (trx) => {
    await insertEvents(trx, dialect, benchBuildingId, `CASE WHEN n % 5 = 0 THEN NULL WHEN n % 5 = 1 THEN ${busyUnitId} ELSE ${firstParking} + 3 * (n % ${spread}) END`, nowSeconds);
    for (let b = 1; b < GATE_BUILDINGS; b++) {
      const { id: buildingId } = await trx
        .insertInto('buildings')
        .values({ name: `Garáže ${b}`, code: `GAR${b}`, address: `Parkovací ${b}, 110 00 Praha 1`, image_path: null, created_at: ts })
        .returning('id')
        .executeTakeFirstOrThrow();
      const units = await trx
        .insertInto('units')
        .values(
          Array.from({ length: UNITS_PER_OTHER_BUILDING }, (_, i) => ({
            building_id: buildingId,
            unique_id: `GAR${b}-G${i + 1}`,
            number: `G${i + 1}`,
            identifier: `GAR${b}/G${i + 1}`,
            type: 'garage' as const,
            floor: -1,
            area: 18,
            has_parking: 1 as const,
            doorbell_enabled: 0 as const,
            doorbell_name: '',
            elevator_enabled: 0 as const,
            elevator_auto_on_card: 0 as const,
            elevator_auto_on_intercom: 0 as const,
            maintenance_note: '',
            created_at: ts,
            updated_at: ts,
          })),
        )
        .returning('id')
        .execute();
      const first = firstOfRun(units.map((u) => u.id));
      await insertEvents(trx, dialect, buildingId, `CASE WHEN n % 5 = 0 THEN NULL ELSE ${first} + n % ${UNITS_PER_OTHER_BUILDING} END`, nowSeconds);
    }
  });
  // PostgreSQL: VACUUM as autovacuum would soon after such a load; it also marks the pages
  // all-visible, which index-only scans (the page's ids, the count) need
  await sql.raw(dialect === 'postgres' ? 'VACUUM ANALYZE gate_events' : 'ANALYZE').execute(db);
  return { busyUnitId, events: GATE_BUILDINGS * GATE_EVENTS_PER_BUILDING, seconds: (performance.now() - started) / 1000 };
}
