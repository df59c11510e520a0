import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Sensor, SensorReading, SensorRef } from './types';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A stored latest reading that is not what the driver wrote (hand-edited, older shape) reads as none. */
export function parseSensorReading(raw: string | null): SensorReading | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<SensorReading>;
    if (typeof v.at !== 'string') return null;
    return { at: v.at, value: num(v.value), co_level: num(v.co_level), state: typeof v.state === 'string' ? v.state : null };
  } catch {
    return null;
  }
}

/**
 * The built-in sensor: no probe behind it; the simulator (or a gateway through the readings route)
 * reports its readings. A reading is stored twice in one transaction: as a line of the history
 * (sensor_readings, whole epoch seconds) and, unless a newer reading is there already (a gateway
 * sending a late one), as the row's latest state (what the overview and the board read).
 */
export class BuiltinSensor implements Sensor {
  constructor(
    readonly ref: SensorRef,
    private readonly db: Kysely<DB>,
    /** the row's state as read with the row (undefined: not read yet); kept current by report() */
    private stored: string | null | undefined,
  ) {}

  async latest(): Promise<SensorReading | null> {
    if (this.stored !== undefined) return parseSensorReading(this.stored);
    const row = await this.db.selectFrom('devices').select('state').where('id', '=', this.ref.id).executeTakeFirst();
    return parseSensorReading(row?.state ?? null);
  }

  async report(reading: SensorReading): Promise<void> {
    const write = async (db: Kysely<DB>) => {
      await db
        .insertInto('sensor_readings')
        .values({
          device_id: this.ref.id,
          at_s: Math.floor(Date.parse(reading.at) / 1000),
          value: reading.value,
          co_level: reading.co_level,
          state: reading.state,
        })
        .execute();
      const current = await this.latest();
      if (current && current.at > reading.at) return;
      const state = JSON.stringify(reading);
      await db.updateTable('devices').set({ state, updated_at: reading.at }).where('id', '=', this.ref.id).execute();
      this.stored = state;
    };
    // already inside a transaction (a round of readings): one unit with it; otherwise its own
    if (this.db.isTransaction) await write(this.db);
    else await this.db.transaction().execute(write);
  }
}
