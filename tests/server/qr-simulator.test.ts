import { afterAll, beforeAll, expect, it } from 'vitest';
import { FakeClock } from '../../server/simulator/clock';
import { startQrSimulator } from '../../server/simulator/qr-simulator';
import { databaseQrTraffic } from '../../server/simulator/qr-source';
import { describeEngines, createTestApp, demoIds, type TestApp } from './harness';
import { expectRunsOrNever, expectStoppedAfterClose, WatchedClock } from './simulator-clock';
import { nowIso } from '../../server/lib/time';

/** The building's first entrance door (the demo's 'Hlavní vchod'): where the simulator's reader is. */
async function entranceOf(t: TestApp, buildingId: number): Promise<number> {
  const row = await t.app.db
    .selectFrom('devices')
    .select('id')
    .where('building_id', '=', buildingId)
    .where('kind', '=', 'door')
    .where('area', '=', 'entrance')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const scans = (t: TestApp, after = 0) =>
  t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'qr.scan').where('id', '>', after).orderBy('id').execute();

/**
 * The QR simulator against a real database with a fake clock: the demo's passes of 1.01 are read
 * at the entrance through the reader's own service, decided, audited as the door's act and open
 * the door; a one-time pass is spent once; the app never starts it in tests.
 */
describeEngines('QR simulator on the demo data', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
  });
  afterAll(async () => t?.close());

  it('is off in the test app', () => {
    expect(t.config.simulator).toBe(false);
  });

  it('the demo has a permanent, a time-limited and a used one-time pass for 1.01', async () => {
    const rows = await t.app.db.selectFrom('qr_passes').selectAll().where('unit_id', '=', ids.unit['VLT-1.01']).orderBy('id').execute();
    expect(rows.map((r) => [r.type, r.used_at !== null, r.is_active])).toEqual([
      ['permanent', false, 1],
      ['time_limited', false, 1],
      ['one_time', true, 1],
    ]);
    expect(rows.every((r) => /^[A-Za-z0-9_-]{32}$/.test(r.code))).toBe(true);
  });

  it('reads active passes at the entrance for a few hours of fake time', async () => {
    const door = await entranceOf(t, ids.building.VLT);
    const before = (await t.app.db.selectFrom('audit_log').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).id;
    // a one-time pass the simulator may spend once
    const owner = ids.user['vlastnik@example.com'];
    const { id: oneTime } = await t.app.db
      .insertInto('qr_passes')
      .values({ building_id: ids.building.VLT, unit_id: ids.unit['VLT-1.01'], code: 'S'.repeat(32), type: 'one_time', email: 'sim@example.org', recipient_name: null, valid_from: null, valid_to: null, autoelevator: 1, is_active: 1, used_at: null, created_by: owner, created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const clock = new FakeClock(new Date());
    const start = clock.now().toISOString();
    let state = 0x2545f491;
    const random = () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 4294967296);
    const errors: unknown[] = [];
    const opened: number[] = [];
    const stop = t.app.bus.subscribe((e) => e.event.type === 'door.state_changed' && opened.push((e.event.data as { id: number }).id));
    const sim = startQrSimulator(databaseQrTraffic({ db: t.app.db, bus: t.app.bus }), { clock, perHour: 12, random, onError: (e) => errors.push(e) });
    await clock.advance(6 * 3_600_000, () => sim.idle());
    await sim.stop();
    stop();
    expect(errors).toEqual([]);

    const audits = await scans(t, before);
    // about 12 reads an hour for six hours, at the one building with passes (the demo's are 1.01's)
    expect(audits.length).toBeGreaterThan(30);
    expect(audits.every((a) => a.device_id === door && a.user_id === null && a.building_id === ids.building.VLT)).toBe(true);
    const details = audits.map((a) => JSON.parse(a.detail!) as { reason: string; qr_pass_id: number });
    // the demo's permanent and in-window passes are granted; the used one-time pass is never read
    expect(details.every((d) => d.reason === 'granted')).toBe(true);
    expect(opened.length).toBe(audits.length);
    expect(opened.every((id) => id === door)).toBe(true);
    expect(details.filter((d) => d.qr_pass_id === oneTime).length).toBeLessThanOrEqual(1);
    const pass = await t.app.db.selectFrom('qr_passes').select('used_at').where('id', '=', oneTime).executeTakeFirstOrThrow();
    expect(pass.used_at !== null).toBe(details.some((d) => d.qr_pass_id === oneTime));
    // at the fake clock's moments, spread over the six hours
    expect(audits.every((a) => a.at >= start && a.at <= clock.now().toISOString())).toBe(true);
    expect(audits.at(-1)!.at > new Date(Date.parse(start) + 4 * 3_600_000).toISOString()).toBe(true);
  });

  it.each([
    ['all', true],
    ['api', false],
  ] as const)('with SIMULATOR on, ROLE=%s reads passes: %s (and closing stops it)', async (role, runs) => {
    // the app's simulators run on this clock (Config.simulatorClock): simulated time, no real-time wait
    const clock = new WatchedClock(new Date());
    const app = await createTestApp(engine, { simulator: true, role, simulatorQrPerHour: 14_400, simulatorGatePerHour: 0, simulatorClock: clock });
    try {
      // a read every quarter second on average: passes are read as the clock moves
      await expectRunsOrNever(clock, runs, async () => (await scans(app)).length);
    } finally {
      await app.close();
    }
    await expectStoppedAfterClose(clock);
  });
});
