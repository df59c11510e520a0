import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AddressedEvent } from '../../server/lib/event-bus';
import type { Door } from '../../contract/doors';
import { DOOR_AUTO_CLOSE_MS } from '../../contract/rules/doors';
import { FakeClock } from '../../server/simulator/clock';
import { startDoorSimulator } from '../../server/simulator/door-simulator';
import { databaseDoors } from '../../server/simulator/door-source';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import { expectRunsOrNever, expectStoppedAfterClose, WatchedClock } from './simulator-clock';

/**
 * The door simulator against a real database with a fake clock: it closes a door the portal opened
 * DOOR_AUTO_CLOSE_MS later, opens doors on its own (audited as the door's act, no user), closes
 * those too, and every move is told to the building; the app starts it only where it should.
 */
describeEngines('door simulator on the demo data', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  const published: AddressedEvent[] = [];

  const doorsOf = async (email: string, building: number) =>
    (await t.app.inject({ method: 'GET', url: `/v1/buildings/${building}/doors`, headers: await t.as(email) })).json().doors as Door[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
    t.app.bus.subscribe((e) => published.push(e));
  });
  afterAll(async () => t?.close());

  it('closes the door the tenant opened exactly DOOR_AUTO_CLOSE_MS later, and tells the building', async () => {
    const vlt = ids.building.VLT;
    const entrance = (await doorsOf(USERS.tenant, vlt)).find((d) => d.name === 'Hlavní vchod')!;
    const res = await t.app.inject({ method: 'POST', url: `/v1/buildings/${vlt}/doors/${entrance.id}/toggle`, headers: await t.as(USERS.tenant) });
    expect(res.statusCode).toBe(200);
    const openedAt = res.json().door.changed_at as string;
    const clock = new FakeClock(new Date(openedAt));
    const sim = startDoorSimulator(databaseDoors({ db: t.app.db, bus: t.app.bus }), { clock, perHour: 0 });
    published.length = 0;
    await clock.advance(DOOR_AUTO_CLOSE_MS - 1, () => sim.idle());
    expect((await doorsOf(USERS.owner, vlt)).find((d) => d.id === entrance.id)!.is_open).toBe(true);
    await clock.advance(1, () => sim.idle());
    await sim.stop();
    const closedAt = new Date(Date.parse(openedAt) + DOOR_AUTO_CLOSE_MS).toISOString();
    expect((await doorsOf(USERS.owner, vlt)).find((d) => d.id === entrance.id)).toMatchObject({
      is_open: false,
      changed_at: closedAt,
      last_event: { action: 'closed', at: closedAt, via: 'device' },
    });
    expect(published.map((e) => [e.event.type, e.event.data, e.audience])).toEqual([
      ['door.state_changed', { id: entrance.id, is_open: false, changed_at: closedAt, last_event: { action: 'closed', at: closedAt, via: 'device' } }, { members: true }],
    ]);
  });

  it('opens doors of every building on its own, audited as the door, and closes them again', async () => {
    const start = new Date(Date.now() + 60_000);
    const clock = new FakeClock(start);
    let state = 0x2545f491;
    const random = () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 4294967296);
    const errors: unknown[] = [];
    const before = (await t.app.db.selectFrom('audit_log').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).id;
    const sim = startDoorSimulator(databaseDoors({ db: t.app.db, bus: t.app.bus }), { clock, perHour: 30, random, onError: (e) => errors.push(e) });
    await clock.advance(30 * 60_000, () => sim.idle());
    // the last openings close too
    await clock.advance(DOOR_AUTO_CLOSE_MS + 1000, () => sim.idle());
    await sim.stop();
    expect(errors).toEqual([]);

    const audits = await t.app.db.selectFrom('audit_log').selectAll().where('id', '>', before).where('action', '=', 'door.open').execute();
    expect(new Set(audits.map((a) => a.building_id))).toEqual(new Set(Object.values(ids.building)));
    const doors = await t.app.db.selectFrom('devices').select(['id', 'building_id']).where('kind', '=', 'door').execute();
    for (const a of audits) {
      expect(a).toMatchObject({ user_id: null, outcome: 'success', target: `door:${a.device_id}` });
      expect(doors.find((d) => d.id === a.device_id)?.building_id).toBe(a.building_id);
      expect(JSON.parse(a.detail!)).toEqual({ via: 'device' });
      expect(a.at >= start.toISOString()).toBe(true);
    }
    for (const b of Object.values(ids.building)) {
      const listed = await doorsOf(USERS.globalAdmin, b);
      expect(listed.length, `doors of building ${b}`).toBeGreaterThan(0);
      for (const d of listed) {
        expect(d.is_open, `door ${d.id}`).toBe(false);
        if (audits.some((a) => a.device_id === d.id)) expect(d.last_event).toMatchObject({ action: 'closed', via: 'device' });
      }
    }
  });

  it.each([
    ['all', true],
    ['worker', true],
    ['api', false],
  ] as const)('with SIMULATOR on, ROLE=%s runs it: %s (and closing stops it)', async (role, runs) => {
    // the app's simulators run on this clock (Config.simulatorClock): simulated time, no real-time wait
    const clock = new WatchedClock(new Date());
    const app = await createTestApp(engine, { simulator: true, role, simulatorGatePerHour: 0, simulatorDoorPerHour: 14_400, simulatorClock: clock });
    try {
      const count = async () =>
        Number(
          (await app.app.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).where('action', '=', 'door.open').where('device_id', 'is not', null).executeTakeFirstOrThrow()).n,
        );
      // an opening every quarter second per building on average: doors open as the clock moves
      await expectRunsOrNever(clock, runs, count);
    } finally {
      await app.close();
    }
    await expectStoppedAfterClose(clock);
  });
});
