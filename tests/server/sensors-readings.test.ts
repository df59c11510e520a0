import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { AddressedEvent } from '../../server/lib/event-bus';
import type { LiveEventData } from '../../contract/live';
import type { Sensor } from '../../contract/sensors';
import { SENSOR_READINGS_MAX, SENSOR_READING_RETENTION_HOURS } from '../../contract/rules/sensors';
import { parseSensorReading } from '../../server/devices/builtin-sensor';
import { registerDriver } from '../../server/devices/registry';
import type { DeviceDriver } from '../../server/devices/types';
import { recordReadings } from '../../server/domain/sensors/record';
import { pruneSensorReadings, sensorRetentionCutoff } from '../../server/domain/sensors/retention';
import { databaseSensors } from '../../server/simulator/sensor-source';
import { startSensorSimulator } from '../../server/simulator/sensor-simulator';
import { FakeClock } from '../../server/simulator/clock';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import { countReadings, freshSensor, gatewayKey, insertReadings, pushReadings, sensorOfType, sensorRows } from './sensor-helpers';

/** A vendor's driver whose sensors fail to record (the database is fine, the device layer is not). */
const BROKEN: DeviceDriver = {
  name: 'test-broken-sensor',
  parkingGate: () => {
    throw new Error('no gate');
  },
  door: () => {
    throw new Error('no door');
  },
  firePanel: () => {
    throw new Error('no panel');
  },
  sensor: (ref) => ({
    ref,
    latest: async () => null,
    report: async () => {
      throw new Error('the gateway lost the sensor');
    },
  }),
};
registerDriver(BROKEN);

type Published = AddressedEvent<'sensor.readings'>;
const dataOf = (e: AddressedEvent) => e.event.data as LiveEventData['sensor.readings'];
const isoAgo = (ms: number) => new Date(Date.now() - ms).toISOString();

/**
 * Readings coming in (issue 12 §2): a gateway's batch through POST /devices/sensors/readings (its
 * building's device key, all or nothing, one `sensor.readings` event per round), the simulator's
 * database source, and the retention that keeps the history bounded.
 */
describeEngines('sensor readings', (engine) => {
  let t: TestApp;
  let vlt: number;
  let sln: number;
  let key: string;
  const published: AddressedEvent[] = [];
  const sensorEvents = () => published.filter((e): e is Published => e.event.type === 'sensor.readings');
  const latestOf = async (id: number) =>
    parseSensorReading((await t.app.db.selectFrom('devices').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state);

  beforeAll(async () => {
    t = await createTestApp(engine);
    const ids = await demoIds(t.app);
    vlt = ids.building.VLT;
    sln = ids.building.SLN;
    key = await gatewayKey(t, vlt);
    t.app.bus.subscribe((e) => published.push(e));
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    published.length = 0;
  });

  it('refuses a gateway without a key or with a wrong or revoked one (401), before looking at the body', async () => {
    const sensor = await sensorOfType(t, vlt, 'temperature');
    const body = { readings: [{ sensor_id: sensor, value: 21.5 }] };
    const before = await countReadings(t, sensor);
    const none = await pushReadings(t, null, body);
    expect([none.statusCode, none.json().message]).toEqual([401, 'The sensor gateway did not present a device key (header X-Device-Key)']);
    expect((await pushReadings(t, null, body, 'cs')).json().message).toBe('Brána senzorů se neprokázala klíčem zařízení (hlavička X-Device-Key)');
    expect((await pushReadings(t, 'x'.repeat(43), body)).statusCode).toBe(401);
    expect((await pushReadings(t, null, 'garbage')).statusCode).toBe(401);
    // a session is no key
    const withSession = await t.app.inject({ method: 'POST', url: '/v1/devices/sensors/readings', headers: await t.as(USERS.globalAdmin), payload: body });
    expect(withSession.statusCode).toBe(401);
    const revoked = await gatewayKey(t, vlt);
    const keys = (await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/device-keys`, headers: await t.as(USERS.globalAdmin) })).json().device_keys as { id: number }[];
    await t.app.inject({ method: 'DELETE', url: `/v1/buildings/${vlt}/device-keys/${keys[keys.length - 1].id}`, headers: await t.as(USERS.globalAdmin) });
    expect((await pushReadings(t, revoked, body)).statusCode).toBe(401);
    expect(await countReadings(t, sensor)).toBe(before);
    expect(sensorEvents()).toEqual([]);
  });

  it('stores a round in the history and as the latest values, and tells the members once', async () => {
    const temp = await sensorOfType(t, vlt, 'temperature');
    const door = await sensorOfType(t, vlt, 'door');
    const combined = await sensorOfType(t, vlt, 'combined');
    const before = await countReadings(t);
    // now: newer than every demo reading
    const at = new Date().toISOString();
    const res = await pushReadings(t, key, {
      readings: [
        { sensor_id: temp, value: 22.4, at },
        { sensor_id: door, state: 'open', at },
        { sensor_id: combined, value: 13.2, co_level: 64, at },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', stored: 3 });
    expect(await countReadings(t)).toBe(before + 3);
    expect(await latestOf(door)).toEqual({ at, value: null, co_level: null, state: 'open' });
    const events = sensorEvents();
    expect(events).toHaveLength(1);
    expect(events[0].event.building_id).toBe(vlt);
    expect(events[0].audience).toEqual({ members: true });
    expect(dataOf(events[0]).readings).toEqual([
      { id: temp, value: 22.4, co_level: null, state: null, timestamp: at },
      { id: door, value: null, co_level: null, state: 'open', timestamp: at },
      { id: combined, value: 13.2, co_level: 64, state: null, timestamp: at },
    ]);
    // what the members read through REST is what the event said
    const list = (await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/sensors`, headers: await t.as(USERS.tenant) })).json() as Sensor[];
    expect(list.find((s) => s.id === combined)).toMatchObject({ value: 13.2, co_level: 64, timestamp: at });
  });

  it('a burst of many readings is one event, with each sensor once at its newest reading; a late one goes into the history only', async () => {
    // three sensors whose latest reading is an hour old
    const sensors = [];
    for (let i = 0; i < 3; i++) sensors.push(await freshSensor(t, vlt, {}, new Date(Date.now() - 3600_000)));
    const readings = [];
    for (let minute = 10; minute >= 1; minute--) for (const id of sensors) readings.push({ sensor_id: id, value: 20 + minute / 10, at: isoAgo(minute * 60_000) });
    const res = await pushReadings(t, key, { readings: readings.reverse() });
    expect(res.json().stored).toBe(readings.length);
    const events = sensorEvents();
    expect(events).toHaveLength(1);
    expect(dataOf(events[0]).readings.map((r) => [r.id, r.value])).toEqual(sensors.map((id) => [id, 20.1]));
    // a reading from before the latest: kept in the history, the latest stays
    const late = isoAgo(30 * 60_000);
    const count = await countReadings(t, sensors[0]);
    expect((await pushReadings(t, key, { readings: [{ sensor_id: sensors[0], value: 35, at: late }] })).statusCode).toBe(200);
    expect(await countReadings(t, sensors[0])).toBe(count + 1);
    expect((await latestOf(sensors[0]))!.value).toBe(20.1);
    // nothing new to tell
    expect(sensorEvents()).toHaveLength(1);
  });

  it('is all or nothing: a sensor of another building (404), a bad time or value (400) stores none of the round', async () => {
    const mine = await sensorOfType(t, vlt, 'humidity');
    const theirs = await sensorOfType(t, sln, 'humidity');
    const before = { all: await countReadings(t), latest: await latestOf(mine) };
    const foreign = await pushReadings(t, key, { readings: [{ sensor_id: mine, value: 50 }, { sensor_id: theirs, value: 51 }] });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'Sensor not found']);
    const unknown = await pushReadings(t, key, { readings: [{ sensor_id: mine, value: 50 }, { sensor_id: 2_000_000_000, value: 51 }] }, 'cs');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Senzor nebyl nalezen']);
    // a door is no sensor
    const door = (await t.app.db.selectFrom('devices').select('id').where('building_id', '=', vlt).where('kind', '=', 'door').executeTakeFirstOrThrow()).id;
    expect((await pushReadings(t, key, { readings: [{ sensor_id: door, state: 'open' }] })).statusCode).toBe(404);
    const refused: Array<[unknown, string]> = [
      [{ readings: [{ sensor_id: mine, value: 50 }, { sensor_id: mine, value: 51, at: new Date(Date.now() + 5 * 60_000).toISOString() }] }, "A reading's time cannot be in the future"],
      [{ readings: [{ sensor_id: mine, value: 50, at: isoAgo((SENSOR_READING_RETENTION_HOURS + 1) * 3600_000) }] }, 'The reading is older than 8 days, after which the history is deleted'],
      [{ readings: [{ sensor_id: mine, value: 50, at: 'včera' }] }, "Enter the reading's time as a date and time (ISO 8601)"],
      [{ readings: [{ sensor_id: mine }] }, 'A reading needs a value, a CO level or a state'],
      [{ readings: [{ sensor_id: mine, value: null, state: null }] }, 'A reading needs a value, a CO level or a state'],
      [{ readings: [] }, 'Send 1 to 500 readings at a time'],
      [{ readings: Array.from({ length: SENSOR_READINGS_MAX + 1 }, () => ({ sensor_id: mine, value: 1 })) }, 'Send 1 to 500 readings at a time'],
      [{ readings: [{ sensor_id: mine, value: 1e9 }] }, ''],
      [{ readings: [{ sensor_id: mine, value: '21' }] }, ''],
      [{ readings: [{ sensor_id: mine, state: 'x'.repeat(41) }] }, ''],
      [{ readings: [{ sensor_id: 0, value: 1 }] }, ''],
      [{ readings: 'all' }, ''],
      [{}, ''],
    ];
    for (const [payload, message] of refused) {
      const res = await pushReadings(t, key, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      if (message) expect(res.json().message).toBe(message);
      else expect(res.json().message).toBeTruthy();
    }
    // up to a minute ahead is a clock's drift, not the future
    expect((await pushReadings(t, key, { readings: [{ sensor_id: mine, value: 50, at: new Date(Date.now() + 30_000).toISOString() }] })).statusCode).toBe(200);
    expect(await countReadings(t)).toBe(before.all + 1);
    expect(sensorEvents()).toHaveLength(1);
  });

  it('a failure half-way through the round leaves nothing behind', async () => {
    const a = await freshSensor(t, vlt);
    const b = await freshSensor(t, vlt);
    const before = { a: await latestOf(a), count: await countReadings(t) };
    // b's driver fails to record after a's reading has been written
    await t.app.db.updateTable('devices').set({ driver: BROKEN.name }).where('id', '=', b).execute();
    await expect(recordReadings({ db: t.app.db, bus: t.app.bus }, vlt, [{ sensor_id: a, value: 1 }, { sensor_id: b, value: 2 }])).rejects.toThrow();
    expect(await latestOf(a)).toEqual(before.a);
    expect(await countReadings(t)).toBe(before.count);
    expect(sensorEvents()).toEqual([]);
  });

  it("the simulator's database source: the built-in sensors with their latest readings, a round recorded and told once per building", async () => {
    const source = databaseSensors({ db: t.app.db, bus: t.app.bus });
    const all = await source.sensors();
    const mine = all.filter((s) => s.buildingId === vlt);
    // (a vendor's sensor is no business of the simulator's)
    expect(mine.map((s) => s.sensorId)).toEqual((await sensorRows(t, vlt)).filter((s) => s.driver === 'builtin').map((s) => s.id));
    expect((await sensorRows(t, vlt)).some((s) => s.driver !== 'builtin')).toBe(true);
    const door = mine.find((s) => s.type === 'door')!;
    expect(['open', 'closed']).toContain(door.latest!.state);
    expect(all.some((s) => s.buildingId === sln)).toBe(true);

    const at = new Date().toISOString();
    await source.record(vlt, [{ sensorId: door.sensorId, value: null, co_level: null, state: 'closed' }], at);
    expect(await latestOf(door.sensorId)).toEqual({ at, value: null, co_level: null, state: 'closed' });
    expect(sensorEvents().map((e) => [e.event.building_id, dataOf(e).readings.length])).toEqual([[vlt, 1]]);

    // the simulator on it, on a clock of its own: one round a minute, one event per building and round
    published.length = 0;
    // (its readings are judged by its own time, so minutes ahead of the real one are no future)
    const clock = new FakeClock(new Date());
    const before = await countReadings(t);
    const sim = startSensorSimulator(source, { clock, everyS: 60 });
    await clock.advance(3 * 60_000, () => sim.idle());
    await sim.stop();
    const buildings = new Set(all.map((s) => s.buildingId));
    expect(sensorEvents()).toHaveLength(3 * buildings.size);
    const measuring = all.filter((s) => s.type !== 'door' && s.type !== 'binary').length;
    expect(await countReadings(t)).toBeGreaterThanOrEqual(before + 3 * measuring);
    const temp = mine.find((s) => s.type === 'temperature' && s.locationType === 'indoor')!;
    const latest = await latestOf(temp.sensorId);
    expect(latest!.at).toBe(clock.now().toISOString());
    expect(latest!.value).toBeGreaterThanOrEqual(21);
    expect(latest!.value).toBeLessThanOrEqual(23);
  });

  it('retention deletes the readings past their time in bounded batches and keeps the rest and the latest values', async () => {
    const sensor = await freshSensor(t, vlt);
    const latest = await latestOf(sensor);
    const cutoff = sensorRetentionCutoff();
    expect(cutoff).toBe(Math.floor(Date.now() / 1000) - 192 * 3600);
    const old = Array.from({ length: 23 }, (_, i) => ({ at_s: cutoff - 1 - i * 600, value: i }));
    const kept = [{ at_s: cutoff, value: 100 }, { at_s: cutoff + 3600, value: 101 }];
    await insertReadings(t, sensor, [...old, ...kept]);
    const others = (await countReadings(t)) - (await countReadings(t, sensor));
    // batches of 5: five rounds until none is left
    expect(await pruneSensorReadings(t.app.db, cutoff, 5)).toBe(23);
    const rest = await t.app.db.selectFrom('sensor_readings').select(['at_s', 'value']).where('device_id', '=', sensor).orderBy('at_s').execute();
    expect(rest.map((r) => [Number(r.at_s), r.value])).toEqual(kept.map((r) => [r.at_s, r.value]));
    // the demo's readings are all within the period; the sensor keeps its latest value
    expect((await countReadings(t)) - 2).toBe(others);
    expect(await latestOf(sensor)).toEqual(latest);
    expect(await pruneSensorReadings(t.app.db, cutoff, 5)).toBe(0);
  });
});
