import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { FileStore } from '../domain/files/store';
import { EventBus } from '../lib/event-bus';
import { nowIso } from '../lib/time';
import { recordPass } from '../domain/parking/gate-service';
import type { GateDirection } from '../../contract/rules/parking';
import type { DoorArea } from '../../contract/rules/doors';

export const DEMO_GATE_NAME = 'Vjezd do garáží';

/** The doors of every demo building (spec 001 §2 "Doors"; issue 10: entrance, garage, bicycle room, cellar). */
export const DEMO_DOORS: ReadonlyArray<{ name: string; location: string; area: DoorArea }> = [
  { name: 'Hlavní vchod', location: 'Přízemí', area: 'entrance' },
  { name: 'Vrata garáže', location: 'Suterén', area: 'garage' },
  { name: 'Kolárna', location: 'Přízemí', area: 'common' },
  { name: 'Sklep', location: 'Suterén', area: 'common' },
];
/** Rezidence Vltava has a locked corridor on its 2nd floor: a door only that floor's people (and staff) open. */
export const DEMO_FLOOR_DOOR = { building: 'VLT', name: 'Chodba 2. patro', location: '2. patro', floor: 2 } as const;

/** Plates no unit has: the demo log shows what a denied stranger looks like. */
const STRANGERS = ['8XY4321', '9Z98765'];

/**
 * One parking gate per demo building, and a few days of its log: each registered plate of a unit
 * with parking goes out in the morning and comes back in the evening, and a stranger or two is
 * turned away. The passes go through the same decision, photo and audit path as live ones.
 */
export async function seedDemoDevices(db: Kysely<DB>, files: FileStore, now = new Date()): Promise<void> {
  const ts = nowIso(now);
  const buildings = await db.selectFrom('buildings').select(['id', 'code']).orderBy('id').execute();
  if (buildings.length === 0) return;
  await db
    .insertInto('devices')
    .values(
      buildings.map((b) => ({
        building_id: b.id,
        kind: 'parking_gate' as const,
        name: DEMO_GATE_NAME,
        location: null,
        driver: 'builtin',
        state: JSON.stringify({ open: false, changed_at: null, last_direction: null }),
        created_at: ts,
        updated_at: ts,
      })),
    )
    .execute();
  // after the gates, which keep the ids they had before there were doors
  await seedDoors(db, buildings, ts);

  // nobody listens yet while the demo is seeded: the bus only has to accept the events
  const deps = { db, bus: new EventBus(), files };
  const day = 24 * 3600_000;
  for (const { id: buildingId } of buildings) {
    const plates = await db
      .selectFrom('license_plates as lp')
      .innerJoin('units as u', 'u.id', 'lp.unit_id')
      .select('lp.license_plate')
      .where('lp.building_id', '=', buildingId)
      .where('u.has_parking', '=', 1)
      .orderBy('lp.id')
      .limit(4)
      .execute();
    const passes: Array<{ plate: string; direction: GateDirection; at: number }> = [];
    for (const [i, { license_plate }] of plates.entries()) {
      for (let d = 2; d >= 1; d--) {
        passes.push({ plate: license_plate, direction: 'reverse', at: now.getTime() - d * day - (10 - i) * 3600_000 });
        passes.push({ plate: license_plate, direction: 'forward', at: now.getTime() - d * day + (i + 1) * 1800_000 });
      }
    }
    STRANGERS.forEach((plate, i) => passes.push({ plate, direction: 'forward', at: now.getTime() - (i + 1) * 5 * 3600_000 }));
    passes.sort((a, b) => a.at - b.at);
    for (const p of passes) {
      await recordPass(deps, { buildingId, plate: p.plate, direction: p.direction, at: new Date(p.at).toISOString(), source: 'device' });
    }
  }
}

/** The demo doors, closed and without history until someone (or the simulator) opens one. */
async function seedDoors(db: Kysely<DB>, buildings: Array<{ id: number; code: string }>, ts: string) {
  const closed = JSON.stringify({ open: false, changed_at: null, last_event: null });
  const row = (buildingId: number, d: { name: string; location: string; area: DoorArea; floor?: number }) => ({
    building_id: buildingId,
    kind: 'door' as const,
    name: d.name,
    location: d.location,
    driver: 'builtin',
    state: closed,
    area: d.area,
    floor: d.floor ?? null,
    unit_id: null,
    created_at: ts,
    updated_at: ts,
  });
  const rows = buildings.flatMap((b) => [
    ...DEMO_DOORS.map((d) => row(b.id, d)),
    ...(b.code === DEMO_FLOOR_DOOR.building ? [row(b.id, { ...DEMO_FLOOR_DOOR, area: 'floor' })] : []),
  ]);
  await db.insertInto('devices').values(rows).execute();
}
