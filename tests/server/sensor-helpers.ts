import { expect } from 'vitest';
import type { TestApp } from './harness';
import { USERS } from './harness';
import { addSensors, type SensorSeed } from '../../server/demo/sensors';

/** The building's sensors as stored, in id order. */
export const sensorRows = (t: TestApp, building: number) =>
  t.app.db.selectFrom('devices').select(['id', 'name', 'sensor_type', 'location_type', 'driver', 'state']).where('building_id', '=', building).where('kind', '=', 'sensor').orderBy('id').execute();

/** The first sensor of the building of a type (the demo has every type in Rezidence Vltava). */
export async function sensorOfType(t: TestApp, building: number, type: string): Promise<number> {
  const row = (await sensorRows(t, building)).find((s) => s.sensor_type === type);
  if (!row) throw new Error(`building ${building} has no ${type} sensor`);
  return row.id;
}

let made = 0;
/** A fresh sensor of the building with no history (its latest reading is made at `now`): its id. */
export async function freshSensor(t: TestApp, building: number, seed: Partial<SensorSeed> = {}, now = new Date()): Promise<number> {
  const [id] = await addSensors(t.app.db, building, [
    { name: `Testovací senzor ${++made}`, type: 'temperature', location: 'Test', location_type: 'indoor', metadata: { výrobce: 'Test' }, ...seed },
  ], { now });
  return id;
}

/** Stored readings of a sensor, straight into its history (times in epoch seconds). */
export async function insertReadings(t: TestApp, sensorId: number, readings: Array<{ at_s: number; value?: number | null; co_level?: number | null; state?: string | null }>) {
  await t.app.db
    .insertInto('sensor_readings')
    .values(readings.map((r) => ({ device_id: sensorId, at_s: r.at_s, value: r.value ?? null, co_level: r.co_level ?? null, state: r.state ?? null })))
    .execute();
}

export const countReadings = async (t: TestApp, sensorId?: number) => {
  let q = t.app.db.selectFrom('sensor_readings').select((eb) => eb.fn.countAll<number | string>().as('n'));
  if (sensorId !== undefined) q = q.where('device_id', '=', sensorId);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

/** A device key of the building (a sensor gateway's), issued by a global admin through REST. */
export async function gatewayKey(t: TestApp, buildingId: number): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: `/v1/buildings/${buildingId}/device-keys`, headers: await t.as(USERS.globalAdmin), payload: { label: 'Brána senzorů' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().key as string;
}

/** Pushes readings as a gateway with that key (null: no key at all). */
export const pushReadings = (t: TestApp, key: string | null, payload: unknown, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/devices/sensors/readings',
    headers: { ...(key === null ? {} : { 'x-device-key': key }), 'accept-language': lang },
    payload: payload as object,
  });
