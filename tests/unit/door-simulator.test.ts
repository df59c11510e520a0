import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../server/simulator/clock';
import { startDoorSimulator, DOOR_POLL_MS, type DoorTraffic, type OpenDoor } from '../../server/simulator/door-simulator';
import { DOOR_AUTO_CLOSE_MS } from '../../contract/rules/doors';
import { seeded } from './seeded';

interface DoorRow {
  buildingId: number;
  open: boolean;
  changedAt: string | null;
}

/** Doors kept in memory the way the built-in driver keeps them in rows: open or not, since when. */
function doorsInMemory(layout: Record<number, number[]> = { 1: [11, 12, 13], 2: [21] }, overrides: Partial<DoorTraffic> = {}) {
  const rows = new Map<number, DoorRow>();
  for (const [b, ids] of Object.entries(layout)) for (const id of ids) rows.set(id, { buildingId: Number(b), open: false, changedAt: null });
  const log: Array<{ action: 'opened' | 'closed'; doorId: number; at: string; by: 'device' | 'someone' }> = [];
  const traffic: DoorTraffic = {
    doors: async () => [...rows].map(([doorId, r]) => ({ buildingId: r.buildingId, doorId })),
    openDoors: async () => [...rows].filter(([, r]) => r.open).map(([doorId, r]): OpenDoor => ({ buildingId: r.buildingId, doorId, openedAt: r.changedAt })),
    open: async (_b, doorId, at) => {
      Object.assign(rows.get(doorId)!, { open: true, changedAt: at });
      log.push({ action: 'opened', doorId, at, by: 'device' });
    },
    close: async (door, at) => {
      const r = rows.get(door.doorId)!;
      if (!r.open || (door.openedAt !== null && r.changedAt !== door.openedAt)) return false;
      Object.assign(r, { open: false, changedAt: at });
      log.push({ action: 'closed', doorId: door.doorId, at, by: 'device' });
      return true;
    },
    ...overrides,
  };
  /** someone opens the door (the portal, a QR reader, another instance): only the stored state changes */
  const openBySomeone = (doorId: number, at: Date) => {
    Object.assign(rows.get(doorId)!, { open: true, changedAt: at.toISOString() });
    log.push({ action: 'opened', doorId, at: at.toISOString(), by: 'someone' });
  };
  return { traffic, rows, log, openBySomeone };
}

const ms = (iso: string) => Date.parse(iso);

describe('door simulator', () => {
  it('closes a door someone opened exactly DOOR_AUTO_CLOSE_MS later, whenever it was opened', async () => {
    const clock = new FakeClock();
    const t0 = clock.now().getTime();
    const { traffic, log, rows, openBySomeone } = doorsInMemory();
    openBySomeone(11, clock.now());
    const sim = startDoorSimulator(traffic, { clock, perHour: 0 });
    await clock.advance(DOOR_AUTO_CLOSE_MS - 1, () => sim.idle());
    expect(rows.get(11)!.open).toBe(true);
    await clock.advance(1, () => sim.idle());
    expect(rows.get(11)!.open).toBe(false);
    // opened between two looks: noticed at the next one, closed on time all the same
    await clock.advance(10_300 - DOOR_AUTO_CLOSE_MS, () => sim.idle());
    openBySomeone(21, clock.now());
    await clock.advance(20_000, () => sim.idle());
    await sim.stop();
    const closes = log.filter((e) => e.action === 'closed');
    expect(closes).toEqual([
      { action: 'closed', doorId: 11, at: new Date(t0 + DOOR_AUTO_CLOSE_MS).toISOString(), by: 'device' },
      { action: 'closed', doorId: 21, at: new Date(t0 + 10_300 + DOOR_AUTO_CLOSE_MS).toISOString(), by: 'device' },
    ]);
    expect(log.filter((e) => e.by === 'device' && e.action === 'opened')).toEqual([]);
  });

  it('gives a door opened again before it closed its full time from the second opening', async () => {
    const clock = new FakeClock();
    const t0 = clock.now().getTime();
    const { traffic, log, openBySomeone } = doorsInMemory();
    openBySomeone(12, clock.now());
    const sim = startDoorSimulator(traffic, { clock, perHour: 0 });
    await clock.advance(3000, () => sim.idle());
    openBySomeone(12, clock.now());
    await clock.advance(20_000, () => sim.idle());
    await sim.stop();
    expect(log.filter((e) => e.action === 'closed').map((e) => ms(e.at) - t0)).toEqual([3000 + DOOR_AUTO_CLOSE_MS]);
  });

  it('closes at its first look a door that stands open without a time (a state written by hand)', async () => {
    const clock = new FakeClock();
    const { traffic, rows } = doorsInMemory();
    Object.assign(rows.get(13)!, { open: true, changedAt: null });
    const sim = startDoorSimulator(traffic, { clock, perHour: 0 });
    await clock.advance(0, () => sim.idle());
    await sim.stop();
    expect(rows.get(13)!.open).toBe(false);
  });

  it('opens a random door of each building about perHour times an hour, and closes each again on time', async () => {
    const clock = new FakeClock();
    const { traffic, log } = doorsInMemory();
    const sim = startDoorSimulator(traffic, { clock, perHour: 6, random: seeded(4) });
    // never sooner than two thirds of the mean (10 minutes)
    await clock.advance(400_000 - 1, () => sim.idle());
    expect(log).toEqual([]);
    await clock.advance(10 * 3_600_000, () => sim.idle());
    await sim.stop();
    const opened = log.filter((e) => e.action === 'opened');
    for (const [b, doors] of [[1, [11, 12, 13]], [2, [21]]] as const) {
      const mine = opened.filter((e) => (doors as readonly number[]).includes(e.doorId));
      expect(mine.length, `building ${b}`).toBeGreaterThanOrEqual(30);
      expect(mine.length, `building ${b}`).toBeLessThanOrEqual(100);
    }
    // every door of the building gets its turn
    expect(new Set(opened.map((e) => e.doorId))).toEqual(new Set([11, 12, 13, 21]));
    for (const o of opened) {
      const close = log.find((e) => e.action === 'closed' && e.doorId === o.doorId && ms(e.at) > ms(o.at));
      expect(close && ms(close.at) - ms(o.at), `door ${o.doorId} opened ${o.at}`).toBe(DOOR_AUTO_CLOSE_MS);
    }
  });

  it('keeps closing the other doors when one fails, and reports the failure', async () => {
    const clock = new FakeClock();
    const errors: unknown[] = [];
    const mem = doorsInMemory();
    const close = mem.traffic.close;
    mem.traffic.close = async (door, at) => {
      if (door.doorId === 11) throw new Error('lock jammed');
      return close(door, at);
    };
    mem.openBySomeone(11, clock.now());
    mem.openBySomeone(12, clock.now());
    const sim = startDoorSimulator(mem.traffic, { clock, perHour: 0, onError: (e) => errors.push(e) });
    await clock.advance(DOOR_AUTO_CLOSE_MS + 3 * DOOR_POLL_MS, () => sim.idle());
    await sim.stop();
    expect(mem.rows.get(12)!.open).toBe(false);
    expect(mem.rows.get(11)!.open).toBe(true);
    // tried again at every look
    expect(errors.length).toBeGreaterThanOrEqual(3);
    // a failing read of the doors does not stop the closer either
    const clock2 = new FakeClock();
    let fail = true;
    const mem2 = doorsInMemory();
    const openDoors = mem2.traffic.openDoors;
    mem2.traffic.openDoors = async () => {
      if (fail) throw new Error('database away');
      return openDoors();
    };
    const errors2: unknown[] = [];
    const sim2 = startDoorSimulator(mem2.traffic, { clock: clock2, perHour: 0, onError: (e) => errors2.push(e) });
    mem2.openBySomeone(21, clock2.now());
    await clock2.advance(2 * DOOR_POLL_MS, () => sim2.idle());
    fail = false;
    await clock2.advance(DOOR_AUTO_CLOSE_MS, () => sim2.idle());
    await sim2.stop();
    expect(errors2.length).toBeGreaterThan(0);
    expect(mem2.rows.get(21)!.open).toBe(false);
  });

  it('stops cleanly: waits for the step under way, leaves no timer, does nothing afterwards', async () => {
    const clock = new FakeClock();
    let release: () => void = () => {};
    const mem = doorsInMemory();
    const open = mem.traffic.open;
    mem.traffic.open = async (b, id, at) => {
      await new Promise<void>((r) => (release = r));
      await open(b, id, at);
    };
    const sim = startDoorSimulator(mem.traffic, { clock, perHour: 6, random: seeded(2) });
    await clock.advance(20 * 60_000);
    let stopped = false;
    const stopping = sim.stop().then(() => (stopped = true));
    await new Promise((r) => setImmediate(r));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(clock.pending).toBe(0);
    const before = mem.log.length;
    await clock.advance(3_600_000);
    expect(mem.log.length).toBe(before);
  });
});
