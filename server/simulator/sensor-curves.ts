import { TZDate } from '@date-fns/tz';
import type { SensorLocationType, SensorType } from '../../contract/rules/sensors';
import { BUILDING_TIME_ZONE } from '../lib/building-time';

/**
 * The shapes of simulated readings (issue 12 §2): pure functions of the local time, the previous
 * reading and an injected random source ([0, 1)), so the demo's history and the live simulator draw
 * the same realistic curves and tests repeat them exactly. Times are the building's (Prague): a
 * daily cycle peaks in the afternoon whatever the season's summer time.
 */

/** The hour of the day in the building's zone, with minutes as a fraction (7:30 → 7.5), and the month (0–11). */
export function localTime(at: Date, timeZone = BUILDING_TIME_ZONE): { hour: number; month: number } {
  const local = new TZDate(at.getTime(), timeZone);
  return { hour: local.getHours() + local.getMinutes() / 60, month: local.getMonth() };
}

/** A daily cycle: 1 at `peakHour`, -1 twelve hours away. */
export const dailyCycle = (hour: number, peakHour: number): number => Math.cos((2 * Math.PI * (hour - peakHour)) / 24);

/** Noise evenly spread within ±amplitude. */
const noise = (random: () => number, amplitude: number): number => (random() * 2 - 1) * amplitude;

const round = (v: number, decimals: number): number => Math.round(v * 10 ** decimals) / 10 ** decimals;
const clamp = (v: number, min: number, max: number): number => Math.min(max, Math.max(min, v));

/** Prague's mean daily temperature by month (°C), January first. */
export const OUTDOOR_MONTH_MEAN = [-0.5, 0.5, 4.5, 9.5, 14.5, 17.5, 19.5, 19, 14.5, 9.5, 4.5, 0.5] as const;
/** How far a day swings around its mean outdoors (°C): coldest before dawn, warmest at 15:00. */
export const OUTDOOR_SWING = 5;

/** Outdoors: the month's mean, the daily swing, and a little weather. */
export function outdoorTemperature(hour: number, month: number, random: () => number): number {
  return round(OUTDOOR_MONTH_MEAN[month] + OUTDOOR_SWING * dailyCycle(hour, 15) + noise(random, 0.4), 2);
}

/** Indoors (a heated staircase, a corridor): 21–23 °C, warmest in the evening. */
export function indoorTemperature(hour: number, random: () => number): number {
  return round(clamp(22 + 0.75 * dailyCycle(hour, 18) + noise(random, 0.2), 21, 23), 2);
}

/** The boiler room: warm, warmest after the morning's heating and hot water. */
export function technicalTemperature(hour: number, random: () => number): number {
  return round(25.5 + 1.5 * dailyCycle(hour, 8) + noise(random, 0.3), 2);
}

/** The underground garage: sheltered, it follows the outdoors at a third of its swing around 12 °C + a third of the season. */
export function garageTemperature(hour: number, month: number, random: () => number): number {
  return round(12 + OUTDOOR_MONTH_MEAN[month] / 3 + (OUTDOOR_SWING / 3) * dailyCycle(hour, 17) + noise(random, 0.3), 2);
}

/** Where humidity drifts to (%): damper in cellars and boiler rooms, outdoors at night. */
function humidityTarget(hour: number, location: SensorLocationType | null): number {
  const base = location === 'outdoor' ? 70 : location === 'technical' || location === 'garage' ? 60 : 45;
  return base - 6 * dailyCycle(hour, 15);
}

/** Humidity drifts: each step goes a little of the way to the hour's target, with a random nudge; 20–95 %. */
export function humidity(previous: number | null, hour: number, location: SensorLocationType | null, random: () => number): number {
  const target = humidityTarget(hour, location);
  const from = previous ?? target;
  return round(clamp(from + 0.15 * (target - from) + noise(random, 1), 20, 95), 2);
}

/** A bell around a rush hour: 1 at its peak. */
const bell = (hour: number, peak: number, width: number): number => Math.exp(-((hour - peak) ** 2) / (2 * width ** 2));

/** How busy the garage's traffic is (0–1): the morning rush around 8:00 (7–9) and the evening one around 17:30 (16–19). */
export function rushHour(hour: number): number {
  return Math.max(bell(hour, 8, 0.6), bell(hour, 17.5, 0.9));
}

/** A car idling now and then in the rush: the CO of such a moment is this many times the usual peak. */
export const CO_SPIKE_CHANCE = 0.08;

/**
 * The garage's CO (ppm): a few ppm at night, 25–35 at the rush hours, and now and then in the rush a
 * car idling at the gate sends it to 60–120 (spec 001 §9 bands: amber, orange, red at 100).
 */
export function garageCo(hour: number, random: () => number): number {
  const rush = rushHour(hour);
  let ppm = 3 + 27 * rush + noise(random, 1.5);
  if (rush > 0.5 && random() < CO_SPIKE_CHANCE) ppm *= 2 + random() * 2;
  return round(Math.max(0, ppm), 1);
}

/** CO away from the cars (a boiler room, a staircase): a ppm or two. */
export function quietCo(random: () => number): number {
  return round(1 + random() * 1.5, 1);
}

/** A door contact: by day a closed door is opened now and then, an open one is soon closed again. */
export function doorState(previous: string | null, hour: number, random: () => number): 'open' | 'closed' {
  if (previous === 'open') return random() < 0.7 ? 'closed' : 'open';
  const chance = hour >= 6 && hour < 22 ? 0.12 : 0.02;
  return random() < chance ? 'open' : 'closed';
}

/** A flood detector: almost never alarms, and an alarm is soon over (a mopped floor). */
export const BINARY_ALARM_CHANCE = 0.001;
export function binaryState(previous: string | null, random: () => number): 'ok' | 'alarm' {
  if (previous === 'alarm') return random() < 0.25 ? 'ok' : 'alarm';
  return random() < BINARY_ALARM_CHANCE ? 'alarm' : 'ok';
}

/** A sensor as the curves need it: what it measures, where, and its previous reading. */
export interface CurveSensor {
  type: SensorType;
  locationType: SensorLocationType | null;
  previous: { value: number | null; co_level: number | null; state: string | null } | null;
}

export interface CurveReading {
  value: number | null;
  co_level: number | null;
  state: string | null;
}

/**
 * Whether a sensor reports this reading: a measuring sensor every time, a contact (door, flood
 * detector) only when its state changes, as such a device does; the first reading always.
 */
export function reports(type: SensorType, previous: CurveReading | null, next: CurveReading): boolean {
  if (type !== 'door' && type !== 'binary') return true;
  return previous === null || previous.state !== next.state;
}

/** A temperature by where the sensor is. */
function temperatureAt(location: SensorLocationType | null, hour: number, month: number, random: () => number): number {
  if (location === 'outdoor') return outdoorTemperature(hour, month, random);
  if (location === 'technical') return technicalTemperature(hour, random);
  if (location === 'garage') return garageTemperature(hour, month, random);
  return indoorTemperature(hour, random);
}

/** The next reading of a sensor at a moment: the curve of its type and place. */
export function nextReading(sensor: CurveSensor, at: Date, random: () => number): CurveReading {
  return readingAt(sensor, localTime(at), random);
}

/** nextReading at a local time already worked out (a backfill works it out once per step, not per sensor). */
export function readingAt(sensor: CurveSensor, { hour, month }: { hour: number; month: number }, random: () => number): CurveReading {
  const previous = sensor.previous;
  const none = { value: null, co_level: null, state: null };
  switch (sensor.type) {
    case 'temperature':
      return { ...none, value: temperatureAt(sensor.locationType, hour, month, random) };
    case 'humidity':
      return { ...none, value: humidity(previous?.value ?? null, hour, sensor.locationType, random) };
    case 'co':
      return { ...none, co_level: sensor.locationType === 'garage' ? garageCo(hour, random) : quietCo(random) };
    case 'combined':
      return { ...none, value: garageTemperature(hour, month, random), co_level: garageCo(hour, random) };
    case 'door':
      return { ...none, state: doorState(previous?.state ?? null, hour, random) };
    case 'binary':
      return { ...none, state: binaryState(previous?.state ?? null, random) };
  }
}
