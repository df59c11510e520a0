import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { GARAGE_SUBTYPE, type SensorLocationType, type SensorType } from '../../contract/rules/sensors';
import type { SensorReading } from '../devices/types';
import { localTime, readingAt, reports, type CurveReading } from '../simulator/sensor-curves';

/** A sensor to set up: what it measures, where, and the key/value list its detail dialog shows. */
export interface SensorSeed {
  name: string;
  type: SensorType;
  subtype?: string;
  location: string;
  location_type: SensorLocationType;
  metadata: Record<string, string>;
}

const SIEMENS = { výrobce: 'Siemens', model: 'QFA2060', instalováno: '2021-03-15', rozsah: '0–50 °C, 0–100 %' };
const OUTDOOR = { výrobce: 'Siemens', model: 'QFA3160', instalováno: '2020-10-02', krytí: 'IP54' };
const BOILER = { výrobce: 'Danfoss', model: 'ESMU-100', instalováno: '2019-11-20' };
const CO = { výrobce: 'Dräger', model: 'Polytron 3000', instalováno: '2022-05-09', 'poslední kalibrace': '2025-09-01' };
const DOOR = { výrobce: 'Jablotron', model: 'JA-151M', instalováno: '2023-02-14', baterie: '87 %' };

/**
 * The demo building's sensors (issue 12 §2): temperature and humidity on a few floors, outdoors and
 * in the boiler room, two door contacts and a flood detector; with a garage also two CO detectors
 * and the combined garage sensor (temperature and CO).
 */
export function demoSensors(topFloor: number, hasGarage: boolean): SensorSeed[] {
  const top = Math.max(1, topFloor);
  const floors = top >= 2 ? [...new Set([2, top])] : [1];
  return [
    { name: 'Teplota – přízemí', type: 'temperature', location: 'Přízemí, vstupní hala', location_type: 'indoor', metadata: SIEMENS },
    { name: 'Vlhkost – přízemí', type: 'humidity', location: 'Přízemí, vstupní hala', location_type: 'indoor', metadata: SIEMENS },
    ...floors.map((f): SensorSeed => ({ name: `Teplota – ${f}. patro`, type: 'temperature', location: `${f}. patro, chodba`, location_type: 'indoor', metadata: SIEMENS })),
    { name: `Vlhkost – ${top}. patro`, type: 'humidity', location: `${top}. patro, chodba`, location_type: 'indoor', metadata: SIEMENS },
    { name: 'Venkovní teplota', type: 'temperature', location: 'Střecha, severní strana', location_type: 'outdoor', metadata: OUTDOOR },
    { name: 'Venkovní vlhkost', type: 'humidity', location: 'Střecha, severní strana', location_type: 'outdoor', metadata: OUTDOOR },
    { name: 'Teplota – kotelna', type: 'temperature', location: 'Suterén, kotelna', location_type: 'technical', metadata: BOILER },
    { name: 'Dveře – hlavní vchod', type: 'door', location: 'Přízemí', location_type: 'indoor', metadata: DOOR },
    { name: 'Dveře – kotelna', type: 'door', location: 'Suterén', location_type: 'technical', metadata: DOOR },
    { name: 'Detektor zaplavení – kotelna', type: 'binary', location: 'Suterén, kotelna', location_type: 'technical', metadata: { výrobce: 'Jablotron', model: 'LD-12', instalováno: '2023-02-14', stavy: 'ok / alarm' } },
    ...(hasGarage
      ? ([
          { name: 'CO – garáž, sekce A', type: 'co', location: 'Garáž, sekce A', location_type: 'garage', metadata: CO },
          { name: 'CO – garáž, sekce B', type: 'co', location: 'Garáž, sekce B', location_type: 'garage', metadata: CO },
          {
            name: 'Garáž – teplota a CO',
            type: 'combined',
            subtype: GARAGE_SUBTYPE,
            location: 'Garáž, u vjezdu',
            location_type: 'garage',
            metadata: { ...CO, model: 'Sauter EGQ 181', měří: 'teplota, CO' },
          },
        ] satisfies SensorSeed[])
      : []),
  ];
}

/** The step of backfilled history: what the demo's simulator would have reported. */
export const BACKFILL_STEP_S = 300;
/** Readings per insert statement (five values each: well within both engines' parameter limits). */
const INSERT_BATCH = 2000;

/**
 * Sets up sensors in a building, each with `historyHours` of readings every BACKFILL_STEP_S drawn
 * from the simulator's curves (sensor-curves.ts; a contact only when its state changed) and its last
 * one as its latest value. Readings go
 * in batched inserts, so a few days of a building's sensors take a handful of statements. Answers
 * the new sensors' ids, in the order given.
 */
export async function addSensors(
  db: Kysely<DB>,
  buildingId: number,
  seeds: readonly SensorSeed[],
  options: { historyHours?: number; now?: Date; random?: () => number } = {},
): Promise<number[]> {
  const now = options.now ?? new Date();
  const random = options.random ?? Math.random;
  const nowS = Math.floor(now.getTime() / 1000);
  const steps = Math.floor(((options.historyHours ?? 0) * 3600) / BACKFILL_STEP_S);
  // the moments of the history, oldest first, with their local time worked out once for all sensors
  const moments = Array.from({ length: steps + 1 }, (_, i) => {
    const at_s = nowS - (steps - i) * BACKFILL_STEP_S;
    return { at_s, local: localTime(new Date(at_s * 1000)) };
  });
  if (new Set(seeds.map((x) => x.name)).size !== seeds.length) throw new Error('sensor names must differ within a building');
  const histories = seeds.map((seed) => {
    // each reading follows the one before it (drifting humidity, a door's state)
    let previous: CurveReading | null = null;
    const history: Array<{ at_s: number } & CurveReading> = [];
    for (const { at_s, local } of moments) {
      const next = readingAt({ type: seed.type, locationType: seed.location_type, previous }, local, random);
      if (reports(seed.type, previous, next)) history.push({ at_s, ...next });
      previous = next;
    }
    return history;
  });
  const ts = now.toISOString();
  // one statement for the building's sensors, each with its last reading as its latest
  const inserted = await db
    .insertInto('devices')
    .values(
      seeds.map((seed, i) => {
        const last = histories[i][histories[i].length - 1];
        const latest: SensorReading = { at: new Date(last.at_s * 1000).toISOString(), value: last.value, co_level: last.co_level, state: last.state };
        return {
          building_id: buildingId,
          kind: 'sensor' as const,
          name: seed.name,
          location: seed.location,
          driver: 'builtin',
          state: JSON.stringify(latest),
          area: null,
          floor: null,
          unit_id: null,
          sensor_type: seed.type,
          subtype: seed.subtype ?? null,
          location_type: seed.location_type,
          metadata: JSON.stringify(seed.metadata),
          created_at: ts,
          updated_at: latest.at,
        };
      }),
    )
    .returning(['id', 'name'])
    .execute();
  // matched by name, which the engines' RETURNING order is not promised to follow
  const idOf = new Map(inserted.map((r) => [r.name, r.id]));
  const ids = seeds.map((seed) => idOf.get(seed.name)!);
  if (steps > 0) {
    const rows = histories.flatMap((history, i) => history.map((h) => ({ device_id: ids[i], ...h })));
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await db.insertInto('sensor_readings').values(rows.slice(i, i + INSERT_BATCH)).execute();
    }
  }
  return ids;
}

/** The demo's history: two days, so the 24-hour chart is full from the first start. */
export const DEMO_SENSOR_HISTORY_HOURS = 48;

/**
 * The demo's sensors in every building (issue 12 §2), after its doors: a building whose doors include
 * a garage gate has the garage's sensors too. Two days of history each, at 5-minute steps.
 */
export async function seedDemoSensors(db: Kysely<DB>, now = new Date()): Promise<void> {
  const buildings = await db.selectFrom('buildings').select('id').orderBy('id').execute();
  for (const { id: buildingId } of buildings) {
    const top = await db.selectFrom('units').select((eb) => eb.fn.max('floor').as('floor')).where('building_id', '=', buildingId).executeTakeFirst();
    const garage = await db.selectFrom('devices').select('id').where('building_id', '=', buildingId).where('kind', '=', 'door').where('area', '=', 'garage').executeTakeFirst();
    await addSensors(db, buildingId, demoSensors(Number(top?.floor ?? 1), !!garage), { historyHours: DEMO_SENSOR_HISTORY_HOURS, now });
  }
}

/**
 * `count` sensors in a building for the benchmarks (the board's snapshot with 200 sensors): the
 * kinds of the demo in turn, numbered, each with `historyHours` of history (none by default).
 */
export async function addBenchSensors(db: Kysely<DB>, buildingId: number, count: number, options: { historyHours?: number; now?: Date } = {}): Promise<number[]> {
  const kinds = demoSensors(4, true);
  const seeds = Array.from({ length: count }, (_, i) => {
    const kind = kinds[i % kinds.length];
    return { ...kind, name: `${kind.name} #${i + 1}` };
  });
  return addSensors(db, buildingId, seeds, options);
}
