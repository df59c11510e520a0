import { afterAll, beforeAll, expect, it } from 'vitest';
import { FakeClock } from '../../server/simulator/clock';
import { startGateSimulator } from '../../server/simulator/gate-simulator';
import { databaseTraffic } from '../../server/simulator/gate-source';
import { describeEngines, createTestApp, demoIds, type TestApp } from './harness';
import { expectRunsOrNever, expectStoppedAfterClose, WatchedClock } from './simulator-clock';

/**
 * The simulator against a real database with a fake clock: the demo's registered plates pass the
 * built-in gates in and out, strangers are denied, every pass is stored with its photo and audited
 * as the gate's own act, and the app itself never starts it in tests.
 */
describeEngines('gate simulator on the demo data', (engine) => {
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
    const expired = known.filter((e) => e.license_plate === '2AZ1010');
    expect(expired.length, 'the expired plate came to the gate').toBeGreaterThan(0);
    expect(expired.map((e) => [e.was_granted, e.reason])).toEqual(expired.map(() => [0, 'expired']));
    // a car that came back left first: its passes alternate in and out
    let followed = 0;
    for (const plate of new Set(known.map((e) => e.license_plate))) {
      const dirs = known.filter((e) => e.license_plate === plate).map((e) => e.direction);
      for (let i = 1; i < dirs.length; i++, followed++) expect(dirs[i], plate).not.toBe(dirs[i - 1]);
    }
    expect(followed, 'some registered car passed more than once').toBeGreaterThan(0);
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
    // the app's simulators run on this clock (Config.simulatorClock): simulated time, no real-time wait
    const clock = new WatchedClock(new Date());
    const app = await createTestApp(engine, { simulator: true, role, simulatorGatePerHour: 14_400, simulatorClock: clock });
    try {
      const count = async () => Number((await app.app.db.selectFrom('gate_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      // a pass every quarter second on average: the gates pass cars as the clock moves
      await expectRunsOrNever(clock, runs, count);
    } finally {
      await app.close();
    }
    await expectStoppedAfterClose(clock);
  });
});
