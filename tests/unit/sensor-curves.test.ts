import { describe, expect, it } from 'vitest';
import {
  BINARY_ALARM_CHANCE,
  OUTDOOR_MONTH_MEAN,
  binaryState,
  dailyCycle,
  doorState,
  garageCo,
  humidity,
  indoorTemperature,
  localTime,
  nextReading,
  outdoorTemperature,
  reports,
  rushHour,
  technicalTemperature,
} from '../../server/simulator/sensor-curves';
import { seeded } from './seeded';

/** The hours of a day at 5-minute steps. */
const DAY = Array.from({ length: 288 }, (_, i) => i / 12);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('sensor curves', () => {
  it('works out the local time in Prague, summer time included', () => {
    // 06:30 UTC is 07:30 in January (UTC+1) and 08:30 in July (UTC+2)
    expect(localTime(new Date('2026-01-15T06:30:00Z'))).toEqual({ hour: 7.5, month: 0 });
    expect(localTime(new Date('2026-07-15T06:30:00Z'))).toEqual({ hour: 8.5, month: 6 });
    // late on the last of the month in UTC is already the next month there
    expect(localTime(new Date('2026-03-31T23:30:00Z')).month).toBe(3);
  });

  it('a daily cycle peaks at its hour and bottoms out twelve hours later', () => {
    expect(dailyCycle(15, 15)).toBeCloseTo(1);
    expect(dailyCycle(3, 15)).toBeCloseTo(-1);
    expect(dailyCycle(9, 15)).toBeCloseTo(0);
  });

  it('outdoors swings with the day around the month’s mean, warmest in the afternoon', () => {
    const random = seeded(1);
    const july = DAY.map((h) => outdoorTemperature(h, 6, random));
    expect(Math.max(...july) - Math.min(...july)).toBeGreaterThan(8);
    expect(Math.abs(mean(july) - OUTDOOR_MONTH_MEAN[6])).toBeLessThan(0.5);
    const warmest = DAY[july.indexOf(Math.max(...july))];
    expect(warmest).toBeGreaterThanOrEqual(13);
    expect(warmest).toBeLessThanOrEqual(17);
    // January is colder than July at every hour
    expect(DAY.every((h) => outdoorTemperature(h, 0, random) < outdoorTemperature(h, 6, random))).toBe(true);
  });

  it('indoors stays within 21–23 °C and swings much less than outdoors; the boiler room is warmer', () => {
    const random = seeded(2);
    const indoor = DAY.map((h) => indoorTemperature(h, random));
    expect(Math.min(...indoor)).toBeGreaterThanOrEqual(21);
    expect(Math.max(...indoor)).toBeLessThanOrEqual(23);
    expect(Math.max(...indoor) - Math.min(...indoor)).toBeGreaterThan(1);
    expect(mean(DAY.map((h) => technicalTemperature(h, random)))).toBeGreaterThan(24);
  });

  it('humidity drifts towards the hour’s target in small steps and stays within 20–95 %', () => {
    const random = seeded(3);
    let v: number | null = 90;
    const path: number[] = [];
    for (const h of [...DAY, ...DAY]) path.push((v = humidity(v, h, 'indoor', random)));
    for (let i = 1; i < path.length; i++) expect(Math.abs(path[i] - path[i - 1])).toBeLessThan(8);
    // from 90 % it has come down to an indoor level
    expect(mean(path.slice(-288))).toBeGreaterThan(35);
    expect(mean(path.slice(-288))).toBeLessThan(55);
    expect(Math.min(...path)).toBeGreaterThanOrEqual(20);
    expect(Math.max(...path)).toBeLessThanOrEqual(95);
    // the first reading starts at the target
    expect(humidity(null, 3, 'outdoor', () => 0.5)).toBeCloseTo(70 + 6, 0);
  });

  it('garage CO peaks at the morning and evening rush hours and is low at night', () => {
    expect(rushHour(8)).toBeCloseTo(1);
    expect(rushHour(17.5)).toBeCloseTo(1);
    expect(rushHour(3)).toBeLessThan(0.01);
    expect(rushHour(12.5)).toBeLessThan(0.1);
    const random = seeded(4);
    const at = (hour: number) => Array.from({ length: 2000 }, () => garageCo(hour, random));
    const morning = at(8);
    const evening = at(17.5);
    const night = at(3);
    expect(mean(morning)).toBeGreaterThan(25);
    expect(mean(evening)).toBeGreaterThan(25);
    expect(Math.max(...night)).toBeLessThan(10);
    // now and then a rush-hour moment goes beyond 50 ppm, and some of those beyond 100 (red); never at night
    const high = morning.filter((v) => v >= 50).length / morning.length;
    expect(high).toBeGreaterThan(0.03);
    expect(high).toBeLessThan(0.15);
    expect(morning.some((v) => v >= 100)).toBe(true);
    expect(night.some((v) => v >= 50)).toBe(false);
  });

  it('doors open now and then by day, rarely at night, and close again soon', () => {
    const random = seeded(5);
    const opens = (hour: number) => Array.from({ length: 5000 }, () => doorState('closed', hour, random)).filter((s) => s === 'open').length / 5000;
    expect(opens(10)).toBeGreaterThan(0.08);
    expect(opens(10)).toBeLessThan(0.16);
    expect(opens(2)).toBeLessThan(0.04);
    const closes = Array.from({ length: 5000 }, () => doorState('open', 10, random)).filter((s) => s === 'closed').length / 5000;
    expect(closes).toBeGreaterThan(0.6);
  });

  it('the flood detector almost never alarms, and an alarm passes', () => {
    const random = seeded(6);
    const n = 100_000;
    const alarms = Array.from({ length: n }, () => binaryState('ok', random)).filter((s) => s === 'alarm').length;
    expect(alarms).toBeGreaterThan(0);
    expect(alarms / n).toBeLessThan(BINARY_ALARM_CHANCE * 2);
    let state: string = 'alarm';
    let steps = 0;
    while (state === 'alarm' && steps < 100) {
      state = binaryState(state, random);
      steps++;
    }
    expect(state).toBe('ok');
  });

  it('repeats exactly with the same random source', () => {
    const draw = (seed: number) => {
      const random = seeded(seed);
      return DAY.map((h) => [outdoorTemperature(h, 3, random), garageCo(h, random), doorState('closed', h, random)]);
    };
    expect(draw(9)).toEqual(draw(9));
    expect(draw(9)).not.toEqual(draw(10));
  });

  it('gives each type of sensor its reading: a number, CO, both for the combined sensor, a state', () => {
    const at = new Date('2026-01-15T07:00:00Z'); // 8:00 in Prague: the morning rush
    const random = seeded(7);
    const of = (type: Parameters<typeof nextReading>[0]['type'], locationType: Parameters<typeof nextReading>[0]['locationType'] = 'indoor') =>
      nextReading({ type, locationType, previous: null }, at, random);
    const temp = of('temperature');
    expect([temp.co_level, temp.state]).toEqual([null, null]);
    expect(temp.value).toBeGreaterThanOrEqual(21);
    expect(of('temperature', 'outdoor').value).toBeLessThan(10);
    expect(of('humidity').value).toBeGreaterThan(20);
    const co = of('co', 'garage');
    expect([co.value, co.state]).toEqual([null, null]);
    expect(co.co_level).toBeGreaterThan(15);
    expect(of('co', 'technical').co_level).toBeLessThan(5);
    const combined = of('combined', 'garage');
    expect(combined.value).not.toBeNull();
    expect(combined.co_level).not.toBeNull();
    expect(['open', 'closed']).toContain(of('door').state);
    expect(['ok', 'alarm']).toContain(of('binary').state);
  });

  it('a contact reports only a change of its state; a measuring sensor every reading', () => {
    const r = (state: string | null, value: number | null = null) => ({ value, co_level: null, state });
    expect(reports('door', null, r('closed'))).toBe(true);
    expect(reports('door', r('closed'), r('closed'))).toBe(false);
    expect(reports('door', r('closed'), r('open'))).toBe(true);
    expect(reports('binary', r('ok'), r('ok'))).toBe(false);
    expect(reports('temperature', r(null, 21), r(null, 21))).toBe(true);
  });
});
