import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../server/simulator/clock';
import { startSensorSimulator, type SensorTraffic, type SimulatedSensor } from '../../server/simulator/sensor-simulator';
import { seeded } from './seeded';

/** Sensors kept in memory the way the built-in driver keeps their latest readings on their rows. */
function sensorsInMemory(failing: number | null = null) {
  const sensors: SimulatedSensor[] = [
    { buildingId: 1, sensorId: 11, type: 'temperature', locationType: 'indoor', latest: null },
    { buildingId: 1, sensorId: 12, type: 'door', locationType: 'indoor', latest: { value: null, co_level: null, state: 'closed' } },
    { buildingId: 1, sensorId: 13, type: 'combined', locationType: 'garage', latest: null },
    { buildingId: 2, sensorId: 21, type: 'humidity', locationType: 'outdoor', latest: null },
  ];
  const rounds: Array<{ buildingId: number; at: string; ids: number[] }> = [];
  const traffic: SensorTraffic = {
    sensors: async () => sensors.map((s) => ({ ...s })),
    record: async (buildingId, readings, at) => {
      if (buildingId === failing) throw new Error('gateway down');
      rounds.push({ buildingId, at, ids: readings.map((r) => r.sensorId) });
      for (const r of readings) sensors.find((s) => s.sensorId === r.sensorId)!.latest = { value: r.value, co_level: r.co_level, state: r.state };
    },
  };
  return { traffic, sensors, rounds };
}

describe('sensor simulator', () => {
  it('records one round per building every everyS seconds, each at the clock’s time', async () => {
    const clock = new FakeClock('2026-01-15T07:00:00.000Z');
    const { traffic, rounds, sensors } = sensorsInMemory();
    const sim = startSensorSimulator(traffic, { clock, everyS: 60, random: seeded(1) });
    await clock.advance(59_999, () => sim.idle());
    expect(rounds).toEqual([]);
    await clock.advance(1, () => sim.idle());
    expect(rounds.map((r) => [r.buildingId, r.at])).toEqual([
      [1, '2026-01-15T07:01:00.000Z'],
      [2, '2026-01-15T07:01:00.000Z'],
    ]);
    await clock.advance(9 * 60_000, () => sim.idle());
    await sim.stop();
    expect(rounds).toHaveLength(20);
    expect(rounds.filter((r) => r.buildingId === 2).every((r) => r.ids.join() === '21')).toBe(true);
    // the measuring sensors report every round; the door only when it changed
    expect(rounds.filter((r) => r.buildingId === 1).every((r) => r.ids.includes(11) && r.ids.includes(13))).toBe(true);
    const doorReports = rounds.filter((r) => r.ids.includes(12)).length;
    expect(doorReports).toBeLessThan(10);
    // humidity drifted from its first value, within bounds
    expect(sensors[3].latest!.value).toBeGreaterThan(20);
    expect(clock.pending).toBe(0);
  });

  it('with everyS 0 records nothing; a failing building does not keep the others quiet', async () => {
    const quiet = new FakeClock();
    const idle = sensorsInMemory();
    const off = startSensorSimulator(idle.traffic, { clock: quiet, everyS: 0 });
    await quiet.advance(24 * 3600_000, () => off.idle());
    await off.stop();
    expect(idle.rounds).toEqual([]);
    expect(quiet.pending).toBe(0);

    const clock = new FakeClock();
    const { traffic, rounds } = sensorsInMemory(1);
    const errors: unknown[] = [];
    const sim = startSensorSimulator(traffic, { clock, everyS: 30, random: seeded(2), onError: (e) => errors.push(e) });
    await clock.advance(90_000, () => sim.idle());
    await sim.stop();
    expect(rounds.map((r) => r.buildingId)).toEqual([2, 2, 2]);
    expect(errors).toHaveLength(3);
  });
});
