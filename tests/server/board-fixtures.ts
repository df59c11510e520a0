import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import type { SensorLocationType, SensorType } from '../../contract/rules/sensors';
import { nowIso } from '../../server/lib/time';

/**
 * Rows for the board's tiles written straight into the database (the board reads them, it does not
 * make them): sensors with a latest reading, doors, gate passes. Used by the board's tests and by
 * bench/board-snapshot.ts (a building with 200 sensors and 50 doors).
 */
export interface SensorSpec {
  type: SensorType;
  name?: string;
  subtype?: string | null;
  location_type?: SensorLocationType | null;
  /** no reading yet when all three are absent */
  value?: number | null;
  co_level?: number | null;
  state?: string | null;
  at?: string;
}

let seq = 0;

/** Sensors of the building with their latest reading on the row (as the built-in sensor stores it): their ids, in order. */
export async function addSensors(db: Kysely<DB>, buildingId: number, specs: SensorSpec[]): Promise<number[]> {
  if (specs.length === 0) return [];
  const ts = nowIso();
  const rows = specs.map((s) => {
    const read = s.value !== undefined || s.co_level !== undefined || s.state !== undefined;
    return {
      building_id: buildingId,
      kind: 'sensor' as const,
      name: s.name ?? `Čidlo ${++seq}`,
      location: 'Suterén',
      driver: 'builtin',
      state: read ? JSON.stringify({ at: s.at ?? ts, value: s.value ?? null, co_level: s.co_level ?? null, state: s.state ?? null }) : null,
      sensor_type: s.type,
      subtype: s.subtype ?? null,
      location_type: s.location_type ?? null,
      metadata: JSON.stringify({ model: 'Test' }),
      created_at: ts,
      updated_at: ts,
    };
  });
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    ids.push(...(await db.insertInto('devices').values(rows.slice(i, i + 200)).returning('id').execute()).map((r) => r.id));
  }
  return ids;
}

/** `n` closed common doors of the building: their ids. */
export async function addDoors(db: Kysely<DB>, buildingId: number, n: number): Promise<number[]> {
  if (n === 0) return [];
  const ts = nowIso();
  const rows = Array.from({ length: n }, () => ({
    building_id: buildingId,
    kind: 'door' as const,
    name: `Dveře ${++seq}`,
    location: 'Přízemí',
    driver: 'builtin',
    state: JSON.stringify({ open: false, changed_at: null, last_event: null }),
    area: 'common',
    floor: null,
    unit_id: null,
    created_at: ts,
    updated_at: ts,
  }));
  return (await db.insertInto('devices').values(rows).returning('id').execute()).map((r) => r.id);
}

/** `n` passes at the building's gate, a minute apart, the newest `newest` (ms) before `now`: their ids, newest first. */
export async function addGatePasses(db: Kysely<DB>, buildingId: number, n: number, newest = 0, now = Date.now()): Promise<number[]> {
  if (n === 0) return [];
  const rows = Array.from({ length: n }, (_, i) => ({
    building_id: buildingId,
    device_id: null,
    unit_id: null,
    license_plate: `9BD${String(++seq % 10_000).padStart(4, '0')}`,
    direction: i % 2 ? 'reverse' : 'forward',
    access_time: new Date(now - newest - i * 60_000).toISOString(),
    was_granted: 0,
    reason: 'unknown_plate',
    door_name: 'Vjezd',
    photo_path: null,
    photo_mime: null,
    created_by: null,
  }));
  return (await db.insertInto('gate_events').values(rows).returning('id').execute()).map((r) => r.id);
}
