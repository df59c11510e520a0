import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../server/simulator/clock';
import { FIRE_ALARM_MS, startFireSimulator, type FireTraffic } from '../../server/simulator/fire-simulator';
import { seeded } from './seeded';

/** Zones kept in memory the way the built-in panel keeps them in rows: in alarm or not, since when. */
function zonesInMemory(layout: Record<number, number[]> = { 1: [11, 12, 13], 2: [21, 22] }) {
  const rows = new Map<number, { buildingId: number; since: string | null }>();
  for (const [b, ids] of Object.entries(layout)) for (const id of ids) rows.set(id, { buildingId: Number(b), since: null });
  const log: Array<{ change: 'raise' | 'clear'; zoneId: number; at: string }> = [];
  const traffic: FireTraffic = {
    zones: async () => [...rows].map(([zoneId, r]) => ({ buildingId: r.buildingId, zoneId })),
    alarms: async () => [...rows].filter(([, r]) => r.since !== null).map(([zoneId, r]) => ({ buildingId: r.buildingId, zoneId, since: r.since })),
    raise: async (_b, zoneId, at) => {
      const r = rows.get(zoneId)!;
      if (r.since !== null) return false;
      r.since = at;
      log.push({ change: 'raise', zoneId, at });
      return true;
    },
    clear: async (_b, zoneId, at) => {
      const r = rows.get(zoneId)!;
      if (r.since === null) return false;
      r.since = null;
      log.push({ change: 'clear', zoneId, at });
      return true;
    },
  };
  return { traffic, rows, log };
}

const ms = (iso: string) => Date.parse(iso);
const DAY = 86_400_000;

describe('fire simulator', () => {
  it('raises an alarm in a random zone of each building about perDay times a day and clears each FIRE_ALARM_MS later', async () => {
    const clock = new FakeClock();
    const { traffic, log, rows } = zonesInMemory();
    const sim = startFireSimulator(traffic, { clock, perDay: 2, random: seeded(7) });
    // never sooner than two thirds of the mean (12 hours)
    await clock.advance((2 / 3) * (DAY / 2) - 1, () => sim.idle());
    expect(log).toEqual([]);
    await clock.advance(20 * DAY, () => sim.idle());
    await sim.stop();
    const raised = log.filter((e) => e.change === 'raise');
    for (const [b, zones] of [[1, [11, 12, 13]], [2, [21, 22]]] as const) {
      const mine = raised.filter((e) => (zones as readonly number[]).includes(e.zoneId));
      expect(mine.length, `building ${b}`).toBeGreaterThanOrEqual(20);
      expect(mine.length, `building ${b}`).toBeLessThanOrEqual(60);
    }
    expect(new Set(raised.map((e) => e.zoneId))).toEqual(new Set([11, 12, 13, 21, 22]));
    for (const r of raised) {
      const clear = log.find((e) => e.change === 'clear' && e.zoneId === r.zoneId && ms(e.at) > ms(r.at));
      expect(clear && ms(clear.at) - ms(r.at)).toBe(FIRE_ALARM_MS);
    }
    // alarms are rare: no zone stays red beyond its few minutes
    expect([...rows.values()].filter((r) => r.since !== null && clock.now().getTime() - ms(r.since) > FIRE_ALARM_MS)).toEqual([]);
  });

  it('clears an alarm it finds at start when its time is up, at once for one long past or without a time', async () => {
    const clock = new FakeClock();
    const t0 = clock.now().getTime();
    const { traffic, rows, log } = zonesInMemory();
    rows.get(11)!.since = new Date(t0 - 60_000).toISOString();
    rows.get(12)!.since = new Date(t0 - DAY).toISOString();
    const sim = startFireSimulator(traffic, { clock, perDay: 0 });
    // its first step reads the alarms and sets their timers
    await sim.idle();
    await clock.advance(0, () => sim.idle());
    expect(log.map((e) => e.zoneId)).toEqual([12]);
    await clock.advance(FIRE_ALARM_MS, () => sim.idle());
    await sim.stop();
    expect(log.map((e) => [e.zoneId, ms(e.at) - t0])).toEqual([
      [12, 0],
      [11, FIRE_ALARM_MS - 60_000],
    ]);
  });

  it('with perDay 0 raises nothing; stop leaves no timer behind; a failing building does not stop the others', async () => {
    const quiet = new FakeClock();
    const a = zonesInMemory();
    const simA = startFireSimulator(a.traffic, { clock: quiet, perDay: 0 });
    await quiet.advance(30 * DAY, () => simA.idle());
    await simA.stop();
    expect(a.log).toEqual([]);

    const clock = new FakeClock();
    const b = zonesInMemory();
    const errors: unknown[] = [];
    const failing: FireTraffic = { ...b.traffic, raise: async (building, zone, at) => (building === 1 ? Promise.reject(new Error('panel offline')) : b.traffic.raise(building, zone, at)) };
    const sim = startFireSimulator(failing, { clock, perDay: 4, random: seeded(3), onError: (e) => errors.push(e) });
    await clock.advance(3 * DAY, () => sim.idle());
    await sim.stop();
    expect(clock.pending).toBe(0);
    expect(errors.length).toBeGreaterThan(0);
    expect(b.log.filter((e) => e.change === 'raise').every((e) => e.zoneId >= 21)).toBe(true);
    expect(b.log.some((e) => e.change === 'raise')).toBe(true);
  });
});
