import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CompiledQuery } from 'kysely';
import type { Sensor, SensorWithHistory } from '../../contract/sensors';
import { GARAGE_SUBTYPE, SENSOR_TYPES, historyBucketSeconds, measures } from '../../contract/rules/sensors';
import { describeEngines, createTestApp, demoIds, type TestApp } from './harness';
import { BUILDING_CALLER_KINDS, MEMBER_READ, callAs, type BuildingCallerKind } from './unit-callers';
import { freshSensor, insertReadings, sensorOfType } from './sensor-helpers';
import { addBenchSensors } from '../../server/demo/sensors';

/**
 * Sensors (issue 12 §2) on Rezidence Vltava: every read route and both proxy paths × every kind of
 * user, the descriptors off the list, hours and data_type refused in both languages, the demo's
 * sensors, and the history's buckets on known readings, read in one statement.
 */
const KINDS = BUILDING_CALLER_KINDS;
type Kind = BuildingCallerKind;
const READ = MEMBER_READ;
const PROXIES = ['sensor-proxy', 'utilities/sensors'] as const;

describeEngines('sensors', (engine) => {
  let t: TestApp;
  let vlt: number;
  let sln: number;
  let statements: CompiledQuery[] | null = null;

  const call = (kind: Kind, method: 'GET' | 'POST', url: string, payload?: unknown, lang?: string) => callAs(t, kind, method, url, payload, lang);
  const get = (kind: Kind, path: string, building = vlt, lang?: string) => call(kind, 'GET', `/v1/buildings/${building}/${path}`, undefined, lang);
  const proxy = (kind: Kind, payload: unknown, building = vlt, lang?: string, via: (typeof PROXIES)[number] = 'sensor-proxy') =>
    call(kind, 'POST', `/v1/buildings/${building}/${via}`, payload, lang);

  beforeAll(async () => {
    t = await createTestApp(engine, {}, (q) => statements?.push(q));
    const ids = await demoIds(t.app);
    vlt = ids.building.VLT;
    sln = ids.building.SLN;
  });
  afterAll(async () => t?.close());

  it('the demo building has every type of sensor, with its latest reading, place and metadata', async () => {
    const list = (await get('tenant', 'sensors')).json() as Sensor[];
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list.length).toBeLessThanOrEqual(14);
    expect(new Set(list.map((s) => s.type))).toEqual(new Set(SENSOR_TYPES));
    const combined = list.find((s) => s.type === 'combined')!;
    expect([combined.subtype, combined.location_type]).toEqual([GARAGE_SUBTYPE, 'garage']);
    expect(combined.value).not.toBeNull();
    expect(combined.co_level).not.toBeNull();
    for (const s of list) {
      expect(s.timestamp, s.name).not.toBeNull();
      expect(Object.keys(s.metadata), s.name).toContain('výrobce');
    }
    // each list below holds at least one sensor, so no check passes on an empty list
    const doorStates = list.filter((s) => s.type === 'door').map((s) => s.state);
    expect(doorStates.length).toBeGreaterThan(0);
    expect(doorStates.filter((v) => v !== 'open' && v !== 'closed')).toEqual([]);
    const binaryStates = list.filter((s) => s.type === 'binary').map((s) => s.state);
    expect(binaryStates.length).toBeGreaterThan(0);
    expect(binaryStates.filter((v) => v !== 'ok' && v !== 'alarm')).toEqual([]);
    const indoor = list.filter((s) => s.type === 'temperature' && s.location_type === 'indoor');
    expect(indoor.length).toBeGreaterThan(0);
    expect(indoor.filter((s) => !(s.value! >= 21 && s.value! <= 23)).map((s) => [s.name, s.value])).toEqual([]);
    // each building has its own
    const theirs = (await get('otherBuilding', 'sensors', sln)).json() as Sensor[];
    expect(theirs.length).toBeGreaterThanOrEqual(10);
    expect(theirs.some((s) => list.some((m) => m.id === s.id))).toBe(false);
  });

  it('the demo history fills the last day: the heatmap answers a full day of 5-minute points', async () => {
    const heat = (await get('tenant', 'sensors/heatmap')).json() as SensorWithHistory[];
    const outdoor = heat.find((s) => s.location_type === 'outdoor')!;
    expect(outdoor.readings.length).toBeGreaterThanOrEqual(287);
    expect(outdoor.readings.length).toBeLessThanOrEqual(289);
    const values = outdoor.readings.map((p) => p.value!);
    expect(Math.max(...values) - Math.min(...values)).toBeGreaterThan(4);
  });

  for (const kind of KINDS) {
    it(`every read and both proxy paths answer ${READ[kind]} for ${kind}`, async () => {
      const sensor = await sensorOfType(t, vlt, 'temperature');
      const answers = [
        await get(kind, 'sensors'),
        await get(kind, 'sensors?location_type=garage'),
        await get(kind, 'sensors/heatmap'),
        await get(kind, 'sensors/garage'),
        await get(kind, `sensors/${sensor}/history`),
        ...(await Promise.all(PROXIES.map((via) => proxy(kind, { endpoint: 'api/latest-data', method: 'GET' }, vlt, undefined, via)))),
        await proxy(kind, { endpoint: 'api/heatmap-data', method: 'GET', params: { data_type: 'co', hours: 12 } }),
        await proxy(kind, { endpoint: 'api/garage-data', method: 'GET' }),
      ];
      expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => READ[kind]));
    });
  }

  it('the proxy form answers exactly what the plain route answers, for each descriptor and both paths', async () => {
    const pairs: Array<[string, object]> = [
      ['sensors', { endpoint: 'api/latest-data', method: 'GET' }],
      ['sensors?location_type=garage', { endpoint: 'api/latest-data', method: 'GET', params: { location_type: 'garage' } }],
      ['sensors/heatmap', { endpoint: 'api/heatmap-data', method: 'GET' }],
      ['sensors/heatmap?data_type=humidity&hours=6', { endpoint: '/api/heatmap-data', method: 'get', params: { data_type: 'humidity', hours: '6' } }],
      ['sensors/heatmap?data_type=co&hours=168', { endpoint: 'api/heatmap-data', params: { data_type: 'co', hours: 168 } }],
      ['sensors/garage', { endpoint: 'api/garage-data', method: 'GET' }],
    ];
    for (const [path, descriptor] of pairs) {
      const plain = await get('owner', path);
      expect(plain.statusCode, path).toBe(200);
      for (const via of PROXIES) {
        const proxied = await proxy('owner', descriptor, vlt, undefined, via);
        expect(proxied.statusCode, `${via} ${JSON.stringify(descriptor)}`).toBe(200);
        // the history window moves with the clock: a bucket may close between the two calls, so the
        // proxied answer must equal the plain answer read just before it or one read just after it
        if (JSON.stringify(proxied.json()) === JSON.stringify(plain.json())) continue;
        const after = await get('owner', path);
        expect(proxied.json(), `${via} ${JSON.stringify(descriptor)}`).toEqual(after.json());
      }
    }
  });

  it('latest-data filters by location_type; an unknown one is 400', async () => {
    const garage = (await get('tenant', 'sensors?location_type=garage')).json() as Sensor[];
    expect(garage.length).toBe(3);
    expect(garage.every((s) => s.location_type === 'garage')).toBe(true);
    const outdoor = (await get('tenant', 'sensors?location_type=outdoor')).json() as Sensor[];
    expect(outdoor.map((s) => s.type).sort()).toEqual(['humidity', 'temperature']);
    const bad = await get('tenant', 'sensors?location_type=roof', vlt, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/location_type/);
    expect((await proxy('tenant', { endpoint: 'api/latest-data', params: { location_type: 'roof' } })).statusCode).toBe(400);
  });

  it('the heatmap defaults to temperature over 24 hours, and lists the sensors that measure the data type', async () => {
    const plain = (await get('tenant', 'sensors/heatmap')).json() as SensorWithHistory[];
    // the history window moves with the clock: a bucket may close between the two calls, so the
    // explicit answer must equal the default one read just before it or one read just after it
    const explicit = (await get('tenant', 'sensors/heatmap?data_type=temperature&hours=24')).json() as SensorWithHistory[];
    if (JSON.stringify(explicit) !== JSON.stringify(plain)) expect(explicit).toEqual((await get('tenant', 'sensors/heatmap')).json());
    const all = (await get('tenant', 'sensors')).json() as Sensor[];
    for (const dataType of ['temperature', 'humidity', 'co'] as const) {
      const heat = (await get('tenant', `sensors/heatmap?data_type=${dataType}`)).json() as SensorWithHistory[];
      expect(heat.map((s) => s.id), dataType).toEqual(all.filter((s) => measures(s.type, dataType)).map((s) => s.id));
      expect(heat.length, dataType).toBeGreaterThan(0);
      expect(heat.every((s) => s.readings.length > 0), dataType).toBe(true);
    }
    // the combined garage sensor is among both the temperature and the CO sensors, with both means
    const co = (await get('tenant', 'sensors/heatmap?data_type=co')).json() as SensorWithHistory[];
    const combined = co.find((s) => s.type === 'combined')!;
    const coOnly = co.find((s) => s.type === 'co')!;
    const temperature = plain.find((s) => s.type === 'temperature')!;
    for (const s of [combined, coOnly, temperature]) expect(s.readings.length, s.name).toBeGreaterThan(0);
    expect(combined.readings.every((p) => p.value !== null && p.co_level !== null)).toBe(true);
    expect(coOnly.readings.every((p) => p.value === null && p.co_level !== null)).toBe(true);
    expect(temperature.readings.every((p) => p.co_level === null)).toBe(true);
  });

  it('the garage view: the garage sensors with the last day, temperature and CO together', async () => {
    const garage = (await get('manager', 'sensors/garage')).json() as SensorWithHistory[];
    expect(garage.map((s) => s.type).sort()).toEqual(['co', 'co', 'combined']);
    const combined = garage.find((s) => s.type === 'combined')!;
    expect(combined.readings.length).toBeGreaterThanOrEqual(287);
    const first = Date.parse(combined.readings[0].at);
    expect(Date.now() - first).toBeLessThanOrEqual(24 * 3600_000 + 300_000);
    // a building without garage sensors answers an empty list
    const bare = (await t.app.db.insertInto('buildings').values({ name: 'Bez senzorů', code: 'BEZ', address: 'Nová 1', image_path: null, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow()).id;
    for (const path of ['sensors/garage', 'sensors/heatmap', 'sensors']) {
      const none = await get('globalAdmin', path, bare);
      expect([none.statusCode, none.json()], path).toEqual([200, []]);
    }
  });

  it('refuses hours outside 1–168 and an unknown data_type with a clear message in either language', async () => {
    const sensor = await sensorOfType(t, vlt, 'temperature');
    for (const hours of ['0', '169', 'abc', '1.5', '-3', '0x10', '1e1', '']) {
      // an empty query value is no value (docs/api-conventions.md): the default hours, not a 400
      for (const path of hours === '' ? [] : [`sensors/heatmap?hours=${hours}`, `sensors/${sensor}/history?hours=${hours}`]) {
        const en = await get('tenant', path, vlt, 'en');
        expect(en.statusCode, path).toBe(400);
        expect(en.json().message, path).toBe('Hours must be a whole number from 1 to 168');
        const cs = await get('tenant', path, vlt, 'cs');
        expect(cs.json().message, path).toBe('Počet hodin musí být celé číslo od 1 do 168');
      }
      const proxied = await proxy('tenant', { endpoint: 'api/heatmap-data', params: { hours } }, vlt, 'en');
      expect(proxied.statusCode, hours).toBe(400);
      expect(proxied.json().message).toBe('Hours must be a whole number from 1 to 168');
    }
    for (const hours of [0, 169, 2.5]) {
      expect((await proxy('tenant', { endpoint: 'api/heatmap-data', params: { hours } })).statusCode, String(hours)).toBe(400);
    }
    for (const ok of ['1', '168', '']) expect((await get('tenant', `sensors/heatmap?hours=${ok}`)).statusCode).toBe(200);
    for (const lang of ['en', 'cs'] as const) {
      const bad = await get('tenant', 'sensors/heatmap?data_type=pressure', vlt, lang);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(lang === 'en' ? 'Unknown data type: use temperature, humidity or co' : 'Neznámý typ dat: použijte temperature, humidity nebo co');
      const proxied = await proxy('tenant', { endpoint: 'api/heatmap-data', params: { data_type: 'pressure' } }, vlt, lang);
      expect(proxied.json().message).toBe(bad.json().message);
    }
  });

  it('refuses every descriptor off the list, and every method but GET, saying so', async () => {
    const offList = [
      '../api/latest-data',
      'api/latest-data?x',
      'api/latest-data?location_type=garage',
      'api/latest-data/',
      '//api/latest-data',
      'API/latest-data',
      'api/heatmap-data/../latest-data',
      'api/%2e%2e/latest-data',
      'http://127.0.0.1:6379/api/latest-data',
      'api/latest-data#x',
      ' api/latest-data',
      'zones',
      'api/v1/sensors/latest-data',
      'api/doors',
      '',
    ];
    for (const endpoint of offList) {
      for (const via of PROXIES) {
        const res = await proxy('owner', { endpoint, method: 'GET' }, vlt, 'en', via);
        expect(res.statusCode, `${via} ${endpoint}`).toBe(400);
        expect(res.json().message, endpoint).toBe('Unknown sensor endpoint: only api/latest-data, api/heatmap-data and api/garage-data are available');
      }
    }
    for (const method of ['POST', 'DELETE', 'put', 'HEAD']) {
      const res = await proxy('owner', { endpoint: 'api/latest-data', method }, vlt, 'cs');
      expect(res.statusCode, method).toBe(400);
      expect(res.json().message).toBe(`Metoda ${method} zde není povolena: data senzorů se jen čtou (GET)`);
    }
    for (const bad of [{}, { endpoint: 7 }, { endpoint: 'api/latest-data', method: 1 }, [], { endpoint: 'api/latest-data', params: 'x' }]) {
      expect((await proxy('owner', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    // a refused descriptor says nothing about the building either; a good one from an outsider is the building's 404
    expect((await proxy('otherBuilding', { endpoint: 'nope' })).statusCode).toBe(400);
    expect((await proxy('otherBuilding', { endpoint: 'api/latest-data' })).statusCode).toBe(404);
    expect((await proxy('globalAdmin', { endpoint: 'api/latest-data' }, 999_999)).statusCode).toBe(404);
  });

  it('an unknown sensor and another building’s sensor are 404 with a clear message', async () => {
    const theirs = await sensorOfType(t, sln, 'temperature');
    for (const id of [theirs, 2_000_000_000]) {
      const res = await get('globalAdmin', `sensors/${id}/history`, vlt, 'en');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Sensor not found');
    }
    expect((await get('manager', `sensors/${theirs}/history`, vlt, 'cs')).json().message).toBe('Senzor nebyl nalezen');
    // a device that is no sensor is no sensor
    const door = (await t.app.db.selectFrom('devices').select('id').where('building_id', '=', vlt).where('kind', '=', 'door').executeTakeFirstOrThrow()).id;
    expect((await get('manager', `sensors/${door}/history`)).statusCode).toBe(404);
    for (const bad of ['0', 'abc', '2147483648']) expect((await get('manager', `sensors/${bad}/history`)).statusCode, bad).toBe(404);
  });

  it('buckets readings by integer division of their epoch seconds: the means and bucket starts of known readings', async () => {
    const sensor = await freshSensor(t, vlt, { type: 'combined', subtype: GARAGE_SUBTYPE, location_type: 'garage' });
    const nowS = Math.floor(Date.now() / 1000);
    // two hours ago, on a whole hour: a multiple of every bucket length that divides an hour
    const base = Math.floor(nowS / 3600) * 3600 - 7200;
    const known = [
      { at_s: base, value: 10, co_level: 1 },
      { at_s: base + 100, value: 20, co_level: 2 },
      { at_s: base + 299, value: 30, co_level: 6 },
      { at_s: base + 300, value: 5, co_level: null },
      { at_s: base + 599, value: 7, co_level: 40 },
      { at_s: base + 1800, value: -2.5, co_level: 100 },
      // 30 hours ago: only in the longer periods
      { at_s: nowS - 30 * 3600, value: 99, co_level: 99 },
      // 200 hours ago: outside every period
      { at_s: nowS - 200 * 3600, value: -99, co_level: -99 },
    ];
    await insertReadings(t, sensor, known);
    /** what the answer must be: the readings within the period, grouped by floor(at_s / bucket) * bucket */
    const expected = (hours: number) => {
      const b = historyBucketSeconds(hours);
      const since = Math.floor(Date.now() / 1000) - hours * 3600;
      const groups = new Map<number, typeof known>();
      for (const r of known.filter((r) => r.at_s >= since)) groups.set(Math.floor(r.at_s / b) * b, [...(groups.get(Math.floor(r.at_s / b) * b) ?? []), r]);
      const avg = (xs: Array<number | null>) => {
        const v = xs.filter((x): x is number => x !== null);
        return v.length ? Math.round((v.reduce((a, c) => a + c, 0) / v.length) * 100) / 100 : null;
      };
      return [...groups.entries()]
        .sort((a, b2) => a[0] - b2[0])
        .map(([s, rs]) => ({ at: new Date(s * 1000).toISOString(), value: avg(rs.map((r) => r.value)), co_level: avg(rs.map((r) => r.co_level)) }));
    };
    const h24 = (await get('tenant', `sensors/${sensor}/history`)).json() as SensorWithHistory;
    // 5-minute buckets: (10+20+30)/3 and (1+2+6)/3 at base; 5 and 7 at base+300 with CO 40 alone
    expect(h24.readings).toEqual([
      { at: new Date(base * 1000).toISOString(), value: 20, co_level: 3 },
      { at: new Date((base + 300) * 1000).toISOString(), value: 6, co_level: 40 },
      { at: new Date((base + 1800) * 1000).toISOString(), value: -2.5, co_level: 100 },
    ]);
    expect(h24.readings).toEqual(expected(24));
    for (const hours of [1, 48, 100, 168]) {
      const res = (await get('tenant', `sensors/${sensor}/history?hours=${hours}`)).json() as SensorWithHistory;
      expect(res.readings, `${hours} h`).toEqual(expected(hours));
    }
    // 48 hours: 10-minute buckets, the six recent readings in two of them, and the one of 30 hours ago
    expect(historyBucketSeconds(48)).toBe(600);
    const h48 = (await get('tenant', `sensors/${sensor}/history?hours=48`)).json() as SensorWithHistory;
    expect(h48.readings.slice(-2)).toEqual([
      { at: new Date(base * 1000).toISOString(), value: 14.4, co_level: 12.25 },
      { at: new Date((base + 1800) * 1000).toISOString(), value: -2.5, co_level: 100 },
    ]);
    expect(h48.readings).toHaveLength(3);
    // a door's history is its states: nothing to chart
    const door = await freshSensor(t, vlt, { type: 'door' });
    await insertReadings(t, door, [{ at_s: base, state: 'open' }, { at_s: base + 60, state: 'closed' }]);
    const doorHistory = (await get('tenant', `sensors/${door}/history`)).json() as SensorWithHistory;
    expect([doorHistory.type, doorHistory.readings]).toEqual(['door', []]);
    // the heatmap and the garage view carry the same points for it
    const heat = (await get('tenant', 'sensors/heatmap?data_type=co')).json() as SensorWithHistory[];
    expect(heat.find((s) => s.id === sensor)!.readings).toEqual(h24.readings);
    const garage = (await get('tenant', 'sensors/garage')).json() as SensorWithHistory[];
    expect(garage.find((s) => s.id === sensor)!.readings).toEqual(h24.readings);
  });

  it('reads the history of all the building’s sensors in one statement, however many there are', async () => {
    const readingStatements = async (path: string) => {
      statements = [];
      try {
        expect((await get('tenant', path)).statusCode).toBe(200);
        return statements.filter((q) => /sensor_readings/.test(q.sql)).length;
      } finally {
        statements = null;
      }
    };
    const paths = ['sensors/heatmap', 'sensors/heatmap?data_type=co&hours=168', 'sensors/garage', `sensors/${await sensorOfType(t, vlt, 'humidity')}/history`];
    for (const path of paths) expect(await readingStatements(path), path).toBe(1);
    // the benchmarks' helper: the demo's kinds in turn, here with an hour of history each
    const added = await addBenchSensors(t.app.db, vlt, 30, { historyHours: 1 });
    expect(new Set(added).size).toBe(30);
    for (const path of paths) expect(await readingStatements(path), path).toBe(1);
    const heat = (await get('tenant', 'sensors/heatmap')).json() as SensorWithHistory[];
    const addedHeat = heat.filter((s) => added.includes(s.id));
    expect(addedHeat.length).toBeGreaterThan(0);
    expect(addedHeat.every((s) => s.readings.length >= 12)).toBe(true);
    // and the overview reads no history at all
    expect(await readingStatements('sensors')).toBe(0);
  });
});
