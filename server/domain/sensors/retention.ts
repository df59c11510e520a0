import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { SENSOR_READING_RETENTION_HOURS } from '../../../contract/rules/sensors';
import { prepared } from '../../db/prepared';

/** One statement deletes at most this many readings, so a long backlog never holds the database for long. */
export const SENSOR_PRUNE_BATCH = 5000;

type Before = { before: number; limit: number };

// the oldest readings past their time, a batch at a time (sensor_readings_at serves the range)
const pruneBatch = prepared((db, p: Before) =>
  db.deleteFrom('sensor_readings').where('id', 'in', (eb) => eb.selectFrom('sensor_readings').select('id').where('at_s', '<', p.before).limit(p.limit)),
);

/** The epoch second before which readings go: the longest history anyone may ask for, plus a day. */
export const sensorRetentionCutoff = (now: Date = new Date()): number => Math.floor(now.getTime() / 1000) - SENSOR_READING_RETENTION_HOURS * 3600;

/**
 * Keeps sensor history bounded (issue 12 §2): readings older than `before` (epoch seconds) are
 * deleted in batches until none is left. The latest value of every sensor stays on its device row,
 * so the overview and the board lose nothing. Returns how many readings were deleted.
 */
export async function pruneSensorReadings(db: Kysely<DB>, before: number = sensorRetentionCutoff(), batch = SENSOR_PRUNE_BATCH): Promise<number> {
  let removed = 0;
  for (;;) {
    const res = await pruneBatch.run(db, { before, limit: batch });
    const n = Number(res.numAffectedRows ?? 0);
    removed += n;
    if (n < batch) return removed;
  }
}
