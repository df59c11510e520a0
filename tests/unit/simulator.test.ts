import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../server/simulator/clock';
import { startGateSimulator, strangerPlate, type GateTraffic } from '../../server/simulator/gate-simulator';
import type { PassInput } from '../../server/domain/parking/gate-service';
import type { GateDirection } from '../../contract/rules/parking';
import { seeded } from './seeded';

const PLATES: Record<number, string[]> = { 1: ['1AB2345', '3SD4567'], 2: ['7AA1122'], 3: [] };

function traffic(overrides: Partial<GateTraffic> = {}) {
  const passes: PassInput[] = [];
  const t: GateTraffic = {
    gates: async () => [1, 2, 3],
    plates: async (b) => PLATES[b] ?? [],
    lastDirection: async (_b, plate): Promise<GateDirection | null> => (plate === '3SD4567' ? 'reverse' : null),
    pass: async (input) => void passes.push(input),
    ...overrides,
  };
  return { t, passes };
}

describe('gate simulator', () => {
  it('passes each built-in gate about perHour times an hour, never sooner than two thirds of the mean', async () => {
    const clock = new FakeClock();
    const { t, passes } = traffic();
    const sim = startGateSimulator(t, { clock, perHour: 20, random: seeded(1) });
    await clock.advance(2 * 60_000 - 1, () => sim.idle());
    expect(passes).toEqual([]);
    await clock.advance(10 * 3_600_000, () => sim.idle());
    for (const b of [1, 2, 3]) {
      const n = passes.filter((p) => p.buildingId === b).length;
      expect(n).toBeGreaterThanOrEqual(120);
      expect(n).toBeLessThanOrEqual(300);
    }
    // each pass is at the moment the fake clock stood when it ran, in order
    const times = passes.map((p) => p.at);
    expect([...times].sort()).toEqual(times);
    expect(times[0] >= '2026-01-15T08:02:00.000Z').toBe(true);
    await sim.stop();
  });

  it("drives registered plates of the building, each going the other way than its last pass; strangers otherwise", async () => {
    const clock = new FakeClock();
    const { t, passes } = traffic();
    const sim = startGateSimulator(t, { clock, perHour: 30, random: seeded(7) });
    await clock.advance(24 * 3_600_000, () => sim.idle());
    await sim.stop();
    for (const b of [1, 2, 3]) {
      const mine = passes.filter((p) => p.buildingId === b);
      const registered = mine.filter((p) => PLATES[b].includes(p.plate));
      const strangers = mine.filter((p) => !PLATES[b].includes(p.plate));
      expect(mine.every((p) => p.source === 'device' && p.unitId === undefined && p.userId === undefined)).toBe(true);
      // a building without plates sees only strangers; the others now and then
      if (PLATES[b].length === 0) expect(registered).toEqual([]);
      else {
        expect(registered.length).toBeGreaterThan(strangers.length * 2);
        expect(strangers.length).toBeGreaterThan(0);
      }
      for (const s of strangers) {
        expect(s.plate).toMatch(/^[1-9][A-Z][A-Z0-9]\d{4}$/);
        expect(s.direction).toBe('forward');
        for (const other of Object.values(PLATES)) expect(other).not.toContain(s.plate);
      }
      for (const plate of PLATES[b]) {
        const dirs = registered.filter((p) => p.plate === plate).map((p) => p.direction);
        expect(dirs.length).toBeGreaterThan(2);
        // the first pass goes against the log's last one: 3SD4567 last went out, the others have none and come in
        expect(dirs[0]).toBe('forward');
        dirs.forEach((d, i) => i > 0 && expect(d).not.toBe(dirs[i - 1]));
      }
    }
  });

  it('starts a plate with no log by bringing it in, and one last seen coming in by taking it out', async () => {
    const clock = new FakeClock();
    const { t, passes } = traffic({ gates: async () => [1], lastDirection: async (_b, plate) => (plate === '1AB2345' ? 'forward' : null) });
    const sim = startGateSimulator(t, { clock, perHour: 60, random: seeded(3), strangerShare: 0 });
    await clock.advance(5 * 3_600_000, () => sim.idle());
    await sim.stop();
    expect(passes.find((p) => p.plate === '1AB2345')?.direction).toBe('reverse');
    expect(passes.find((p) => p.plate === '3SD4567')?.direction).toBe('forward');
  });

  it('keeps the other gates going when one building fails, and reports the failure', async () => {
    const clock = new FakeClock();
    const errors: unknown[] = [];
    const { t, passes } = traffic({
      pass: async (input) => {
        if (input.buildingId === 2) throw new Error('disk full');
        passes.push(input);
      },
    });
    const sim = startGateSimulator(t, { clock, perHour: 20, random: seeded(5), onError: (e) => errors.push(e) });
    await clock.advance(3 * 3_600_000, () => sim.idle());
    await sim.stop();
    expect(errors.length).toBeGreaterThan(0);
    expect(passes.some((p) => p.buildingId === 1)).toBe(true);
    expect(passes.some((p) => p.buildingId === 3)).toBe(true);
  });

  it('stops cleanly: waits for the pass under way, leaves no timer, passes nothing afterwards', async () => {
    const clock = new FakeClock();
    let release: () => void = () => {};
    const { t, passes } = traffic({
      gates: async () => [1],
      pass: async (input) => {
        await new Promise<void>((r) => (release = r));
        passes.push(input);
      },
    });
    const sim = startGateSimulator(t, { clock, perHour: 20, random: seeded(9) });
    await clock.advance(5 * 60_000 + 1);
    let stopped = false;
    const stopping = sim.stop().then(() => (stopped = true));
    await new Promise((r) => setImmediate(r));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(passes).toHaveLength(1);
    expect(clock.pending).toBe(0);
    await clock.advance(24 * 3_600_000);
    expect(passes).toHaveLength(1);
  });

  it('stays quiet at a rate of 0', async () => {
    const clock = new FakeClock();
    const { t, passes } = traffic();
    const sim = startGateSimulator(t, { clock, perHour: 0 });
    expect(clock.pending).toBe(0);
    await clock.advance(24 * 3_600_000);
    await sim.stop();
    expect(passes).toEqual([]);
  });

  it('never makes up a registered plate for a stranger', () => {
    // a sequence that would spell 1AA0000 first
    const zeros = () => 0;
    const plate = strangerPlate(zeros, new Set());
    expect(plate).toBe('1AA0000');
    let i = 0;
    const thenOther = () => (i++ < 7 ? 0 : 0.5);
    expect(strangerPlate(thenOther, new Set(['1AA0000']))).not.toBe('1AA0000');
  });
});
