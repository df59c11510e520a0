/**
 * The benchmark's large data set, added beside the demo data: one building with 1,000 units, a bench
 * resident with access to every one of them, and 10,000 announcements in that building. Inserted in
 * chunks inside one transaction, which takes a second or two on SQLite.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../server/db/schema';
import { hashPassword } from '../server/domain/auth/password';

export const BENCH_EMAIL = 'bench@example.com';
export const BENCH_PASSWORD = 'Bench2026pass';

export interface LargeSeedSizes {
  units: number;
  announcements: number;
}

export interface LargeSeedResult {
  buildingId: number;
  userId: number;
}

/** Rows per INSERT: well below SQLite's bound-variable limit for every table here. */
const CHUNK = 500;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export async function seedLarge(db: Kysely<DB>, sizes: LargeSeedSizes, scryptN: number): Promise<LargeSeedResult> {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const ts = iso(now);
  const passwordHash = await hashPassword(BENCH_PASSWORD, scryptN);

  return db.transaction().execute(async (trx) => {
    const { id: buildingId } = await trx
      .insertInto('buildings')
      .values({ name: 'Bench Tower', code: 'BNC', address: 'Benchmarková 1, 110 00 Praha 1', image_path: null, created_at: ts })
      .returning('id')
      .executeTakeFirstOrThrow();

    const { id: userId } = await trx
      .insertInto('users')
      .values({
        email: BENCH_EMAIL,
        name: 'Benjamin Benchmark',
        phone: null,
        password_hash: passwordHash,
        is_active: 1,
        global_role: 'user',
        avatar_url: null,
        created_at: ts,
        updated_at: ts,
        last_login: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const perFloor = 20;
    const units = Array.from({ length: sizes.units }, (_, i) => {
      const floor = Math.floor(i / perFloor) + 1;
      const number = `${floor}.${String((i % perFloor) + 1).padStart(2, '0')}`;
      return {
        building_id: buildingId,
        unique_id: `BNC-${number}`,
        number,
        identifier: `BNC/${number}`,
        type: 'apartment' as const,
        floor,
        area: 40 + (i % 60),
        has_parking: (i % 3 === 0 ? 1 : 0) as 0 | 1,
        doorbell_enabled: 1 as const,
        doorbell_name: `Rodina ${i + 1}`,
        elevator_enabled: 1 as const,
        elevator_auto_on_card: 0 as const,
        elevator_auto_on_intercom: 0 as const,
        maintenance_note: '',
        created_at: ts,
        updated_at: ts,
      };
    });
    const unitIds: number[] = [];
    await insertChunked(units, async (chunk) => {
      const rows = await trx.insertInto('units').values(chunk).returning('id').execute();
      unitIds.push(...rows.map((r) => r.id));
    });

    await insertChunked(unitIds, (chunk) =>
      trx
        .insertInto('unit_access')
        .values(
          chunk.map((unitId, i) => ({
            user_id: userId,
            unit_id: unitId,
            role: i % 4 === 0 ? ('tenant' as const) : ('owner' as const),
            valid_from: '2024-01-01T00:00:00.000Z',
            valid_until: null,
          })),
        )
        .execute(),
    );

    const types = ['general', 'warning', 'maintenance'] as const;
    const importance = ['low', 'normal', 'high'] as const;
    const announcements = Array.from({ length: sizes.announcements }, (_, i) => {
      const at = iso(now - (sizes.announcements - i) * 60_000);
      return {
        building_id: buildingId,
        message: `Oznámení č. ${i + 1}: pravidelná informace správy domu pro všechny obyvatele budovy.`,
        announcement_type: types[i % 3],
        importance: importance[(i >> 1) % 3],
        valid_to: i % 5 === 0 ? iso(now + 7 * 86_400_000) : null,
        created_by: userId,
        created_at: at,
        updated_at: at,
      };
    });
    await insertChunked(announcements, (chunk) => trx.insertInto('announcements').values(chunk).execute());

    return { buildingId, userId };
  });
}
