import type { Kysely } from 'kysely';
import type { DB } from './schema';
import type { FileStore } from '../domain/files/store';
import { EventBus } from '../lib/event-bus';
import { nowIso } from '../lib/time';
import { recordPass } from '../domain/parking/gate-service';
import type { GateDirection } from '../../contract/rules/parking';

export const DEMO_GATE_NAME = 'Vjezd do garáží';

/** Plates no unit has: the demo log shows what a denied stranger looks like. */
const STRANGERS = ['8XY4321', '9Z98765'];

/**
 * One parking gate per demo building, and a few days of its log: each registered plate of a unit
 * with parking goes out in the morning and comes back in the evening, and a stranger or two is
 * turned away. The passes go through the same decision, photo and audit path as live ones.
 */
export async function seedDemoDevices(db: Kysely<DB>, files: FileStore, now = new Date()): Promise<void> {
  const ts = nowIso(now);
  const buildings = await db.selectFrom('buildings').select('id').orderBy('id').execute();
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
