import type { SensorReading } from '../../devices/types';
import type { SensorReadingInput } from '../../../contract/sensors';
import { SENSOR_READING_FUTURE_S, SENSOR_READING_RETENTION_HOURS } from '../../../contract/rules/sensors';
import { sensorsOf } from '../../devices/registry';
import { badRequest, notFound } from '../../lib/http-error';
import { SENSOR_NOT_FOUND, type SensorDeps } from './deps';
import { publishReadings, type PublishedReading } from './publish';

/** One reading as the services take it (the contract's shape, already validated by it or built by the simulator). */
export type ReadingInput = Pick<SensorReadingInput, 'value' | 'co_level' | 'state' | 'at'> & { sensor_id: number };

/** The reading's time as stored: a given time normalised to UTC ISO, else now; refused outside the kept window. */
function readingTime(at: string | undefined, now: Date): string {
  if (at === undefined) return now.toISOString();
  const ms = Date.parse(at);
  if (Number.isNaN(ms)) throw badRequest('server.sensors.reading_time_invalid');
  if (ms > now.getTime() + SENSOR_READING_FUTURE_S * 1000) throw badRequest('server.sensors.reading_in_future');
  if (ms < now.getTime() - SENSOR_READING_RETENTION_HOURS * 3600_000) throw badRequest('server.sensors.reading_too_old');
  return new Date(ms).toISOString();
}

/**
 * Records one round of readings of a building's sensors (a gateway's batch, a simulator round) and
 * answers how many were stored. All or nothing: every time is checked first, and every reading goes
 * through its sensor's driver in ONE transaction, so a sensor that is not the building's (404), or a
 * failure half-way, leaves nothing behind. Readings are reported oldest first, so the latest value on
 * each sensor's row is its newest reading. After the commit the building hears ONE `sensor.readings`
 * event with the new latest values of the sensors whose latest changed, in id order.
 *
 * `now` is the clock the times are judged by (the simulator's, in tests a fake one).
 */
export async function recordReadings(deps: SensorDeps, buildingId: number, readings: readonly ReadingInput[], now: Date = new Date()): Promise<number> {
  const timed = readings
    .map((r, i) => ({ r, i, at: readingTime(r.at, now) }))
    // oldest first; the order sent breaks ties, so the last of equal times is the latest
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.i - b.i));
  const changed = await deps.db.transaction().execute(async (trx) => {
    const sensors = new Map((await sensorsOf(trx, buildingId)).map((s) => [s.ref.id, s]));
    const touched = new Map<number, string>();
    for (const { r } of timed) {
      const sensor = sensors.get(r.sensor_id);
      if (!sensor) throw notFound(SENSOR_NOT_FOUND);
      if (!touched.has(sensor.ref.id)) touched.set(sensor.ref.id, JSON.stringify(await sensor.latest()));
    }
    for (const { r, at } of timed) {
      const reading: SensorReading = { at, value: r.value ?? null, co_level: r.co_level ?? null, state: r.state ?? null };
      await sensors.get(r.sensor_id)!.report(reading);
    }
    const out: PublishedReading[] = [];
    for (const [id, before] of touched) {
      const latest = await sensors.get(id)!.latest();
      if (latest && JSON.stringify(latest) !== before) out.push({ id, value: latest.value, co_level: latest.co_level, state: latest.state, timestamp: latest.at });
    }
    return out.sort((a, b) => a.id - b.id);
  });
  publishReadings(deps.bus, buildingId, changed);
  return timed.length;
}
