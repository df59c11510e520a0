/**
 * Demo cleaning history (issue 15 §1): every demo building cleaned twice a week since January 2024 —
 * Monday and Thursday mornings, 35 to 95 minutes, a holiday gap now and then — recorded by its
 * manager, so the stats tab has months and a trend to show. Deterministic (no Math.random), so
 * every fresh demo looks the same.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

const DAY = 86_400_000;

export async function seedCleaning(db: Kysely<DB>, now: Date): Promise<void> {
  const buildings = await db.selectFrom('buildings').select(['id', 'code']).orderBy('id').execute();
  const manager = await db.selectFrom('users').select('id').where('email', '=', 'manager@example.com').executeTakeFirst();
  for (const [b, building] of buildings.entries()) {
    const rows = [];
    for (let t = Date.UTC(2024, 0, 1); t < now.getTime() - DAY; t += DAY) {
      const day = new Date(t);
      const weekday = day.getUTCDay();
      if (weekday !== 1 && weekday !== 4) continue;
      const n = Math.floor(t / DAY) + b * 7;
      if (n % 23 === 0) continue; // now and then a cleaning is skipped
      const started = new Date(t + (6 * 60 + ((n * 17) % 90)) * 60_000); // 7:00–8:30 in Prague
      const minutes = 35 + ((n * 37) % 61);
      const finished = new Date(started.getTime() + minutes * 60_000);
      rows.push({
        building_id: building.id,
        status: 'finished' as const,
        started_at: started.toISOString(),
        finished_at: finished.toISOString(),
        duration_minutes: minutes,
        started_by: manager?.id ?? null,
        finished_by: manager?.id ?? null,
        note: n % 11 === 0 ? 'Mytí oken na schodišti' : null,
      });
    }
    for (let i = 0; i < rows.length; i += 200) await db.insertInto('cleaning_events').values(rows.slice(i, i + 200)).execute();
  }
}
