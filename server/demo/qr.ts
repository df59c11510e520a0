import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { newQrCode } from '../domain/qr/codes';
import { nowIso } from '../lib/time';

const DAY = 24 * 3600_000;

/**
 * QR passes of the demo (issue 10): Jan Vlastník's apartment 1.01 in Rezidence Vltava has a
 * permanent pass for the cleaner, a time-limited one for a visit this week and a one-time pass
 * already used, so the QR screen shows every state and the simulated reader has passes to read.
 * The codes are random like every other code. Like the demo's plates, seeded passes have no audit
 * rows: the log starts with what happens in the running demo.
 */
export async function seedQr(db: Kysely<DB>, now = new Date()): Promise<void> {
  const unit = await db.selectFrom('units').select(['id', 'building_id']).where('unique_id', '=', 'VLT-1.01').executeTakeFirst();
  const owner = await db.selectFrom('users').select('id').where('email', '=', 'vlastnik@example.com').executeTakeFirst();
  if (!unit || !owner) return;
  const at = (ms: number) => nowIso(new Date(now.getTime() + ms));
  const passes = [
    { type: 'permanent' as const, email: 'uklid@example.org', recipient_name: 'Úklidová služba', valid_from: null, valid_to: null, used_at: null, created_at: at(-20 * DAY) },
    { type: 'time_limited' as const, email: 'babicka@example.org', recipient_name: 'Babička', valid_from: at(-DAY), valid_to: at(6 * DAY), used_at: null, created_at: at(-2 * DAY) },
    { type: 'one_time' as const, email: 'kuryr@example.org', recipient_name: 'Kurýr', valid_from: null, valid_to: null, used_at: at(-3 * DAY), created_at: at(-4 * DAY) },
  ];
  await db
    .insertInto('qr_passes')
    .values(passes.map((p) => ({ ...p, code: newQrCode(), building_id: unit.building_id, unit_id: unit.id, autoelevator: 1, is_active: 1, created_by: owner.id })))
    .execute();
}
