import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { nowIso } from '../lib/time';

export const DEMO_FIRE_PANEL_NAME = 'Ústředna EPS';

/** The zones of every demo panel, all OK; the one without text shows as 'Zone 5'. */
export const DEMO_FIRE_ZONES: ReadonlyArray<{ number: number; sub_number: number | null; text: string | null; type: string }> = [
  { number: 1, sub_number: null, text: 'Garáže', type: 'smoke' },
  { number: 2, sub_number: null, text: 'Schodiště A', type: 'smoke' },
  { number: 2, sub_number: 1, text: 'Schodiště A – střecha', type: 'manual' },
  { number: 3, sub_number: null, text: 'Strojovna výtahu', type: 'heat' },
  { number: 4, sub_number: null, text: 'Sklepy', type: 'smoke' },
  { number: 5, sub_number: null, text: null, type: 'smoke' },
];

/** One built-in fire panel per demo building (issue 12 §1) with its zones, quiet until the simulator raises an alarm. */
export async function seedDemoFire(db: Kysely<DB>, now = new Date()): Promise<void> {
  const ts = nowIso(now);
  const buildings = await db.selectFrom('buildings').select('id').orderBy('id').execute();
  for (const { id: buildingId } of buildings) {
    const panel = await db
      .insertInto('devices')
      .values({
        building_id: buildingId,
        kind: 'fire_alarm',
        name: DEMO_FIRE_PANEL_NAME,
        location: 'Přízemí',
        driver: 'builtin',
        state: null,
        area: null,
        floor: null,
        unit_id: null,
        created_at: ts,
        updated_at: ts,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('fire_zones')
      .values(DEMO_FIRE_ZONES.map((z) => ({ building_id: buildingId, device_id: panel.id, ...z, status: 0, updated_at: ts })))
      .execute();
  }
}
