import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../server/simulator/clock';
import { startGateSimulator } from '../../server/simulator/gate-simulator';
import { databaseTraffic } from '../../server/simulator/gate-source';
import { createTestApp, demoIds, ENGINES, type TestApp } from './harness';

/**
 * The simulator against a real database with a fake clock: the demo's registered plates pass the
 * built-in gates in and out, strangers are denied, every pass is stored with its photo and audited
 * as the gate's own act, and the app itself never starts it in tests.
 */
describe.each(ENGINES)('gate simulator on the demo data (%s)', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  const start = new Date();

  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
  });
  afterAll(async () => t?.close());

  it('is off in the test app', () => {
    expect(t.config.simulator).toBe(false);
  });

  it('drives the demo gates for a few hours of fake time', async () => {
    const clock = new FakeClock(start);
    const before = (await t.app.db.selectFrom('gate_events').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst())?.id ?? 0;
    let state = 0x9e3779b9;
    const random = () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 4294967296);
    const errors: unknown[] = [];
    const sim = startGateSimulator(databaseTraffic({ db: t.app.db, bus: t.app.bus, files: t.app.files }), {
      clock,
      perHour: 12,
      random,
      onError: (e) => errors.push(e),
    });
    await clock.advance(6 * 3_600_000, () => sim.idle());
    await sim.stop();
    expect(errors).toEqual([]);

    const events = await t.app.db.selectFrom('gate_events').selectAll().where('id', '>', before).orderBy('id').execute();
    const buildings = new Set(events.map((e) => e.building_id));
    expect(buildings).toEqual(new Set(Object.values(ids.building)));
    const registered = new Set((await t.app.db.selectFrom('license_plates').select('license_plate').execute()).map((p) => p.license_plate));
    const strangers = events.filter((e) => !registered.has(e.license_plate));
    expect(strangers.length).toBeGreaterThan(0);
    expect(strangers.every((e) => e.was_granted === 0 && e.reason === 'unknown_plate' && e.unit_id === null)).toBe(true);
    const known = events.filter((e) => registered.has(e.license_plate));
    // in Vltava, the one demo building with plates, the residents' cars are most of the traffic
    const inVlt = (list: typeof events) => list.filter((e) => e.building_id === ids.building.VLT).length;
    expect(inVlt(known)).toBeGreaterThan(inVlt(strangers) * 2);
    // a live permanent plate of a unit with parking is let through
    expect(known.some((e) => e.license_plate === '1AB2345' && e.was_granted === 1 && e.unit_id === ids.unit['VLT-1.01'])).toBe(true);
    // …and an expired one is not
    expect(known.filter((e) => e.license_plate === '2AZ1010').every((e) => e.was_granted === 0 && e.reason === 'expired')).toBe(true);
    for (const plate of new Set(known.map((e) => e.license_plate))) {
      const dirs = known.filter((e) => e.license_plate === plate).map((e) => e.direction);
      dirs.forEach((d, i) => i > 0 && expect(d, plate).not.toBe(dirs[i - 1]));
    }
    expect(events.every((e) => e.photo_path !== null && e.created_by === null && e.access_time >= start.toISOString())).toBe(true);

    const audits = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', 'in', events.map((e) => `gate_event:${e.id}`))
      .execute();
    expect(audits).toHaveLength(events.length);
    expect(audits.every((a) => a.device_id !== null && a.user_id === null && a.action === 'parking.gate.pass')).toBe(true);
  });

  it.each([
    ['all', true],
    ['worker', true],
    ['api', false],
  ] as const)('with SIMULATOR on, ROLE=%s runs it: %s (and closing stops it)', async (role, runs) => {
    const app = await createTestApp(engine, { simulator: true, role, simulatorGatePerHour: 14_400 });
    try {
      const count = async () => Number((await app.app.db.selectFrom('gate_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      const seeded = await count();
      // a pass every quarter second on average: a second and a half is plenty either way
      const deadline = Date.now() + 1500;
      while (Date.now() < deadline && (await count()) === seeded) await new Promise((r) => setTimeout(r, 50));
      expect((await count()) > seeded).toBe(runs);
    } finally {
      await app.close();
    }
  });
});
