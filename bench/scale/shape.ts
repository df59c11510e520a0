/**
 * The scale bench's deployment in numbers (issue 28 §5): a base that every size shares — 200
 * buildings, 20,000 units, 50,000 users and their memberships, 10 sensors a building — and history
 * that grows with the scale factor (×1, ×10, ×100). Pure arithmetic, so the generator's test can
 * check the row counts without a database.
 *
 * `fraction` shrinks everything but the buildings (a quick run, BENCH_SCALE_FRACTION): 0.01 makes
 * ×100 a few thousand rows of each kind. The 200 buildings stay, since one manager holds 50 of them.
 */

export const BUILDINGS = 200;
/** buildings the portfolio manager is staff of (the multi-building board) */
export const MANAGED_BUILDINGS = 50;
export const SENSORS_PER_BUILDING = 10;
/** the measured sensor's last day, one reading a minute (part of the base: the 24 h read is the same day at every size) */
export const HOT_SENSOR_READINGS = 24 * 60 + 10;

export interface BaseShape {
  buildings: number;
  unitsPerBuilding: number;
  units: number;
  /** generated residents and members (the staff member and the manager come on top) */
  users: number;
  sensors: number;
}

/** History rows at a scale factor; each kind's rows are numbered 0…n-1, newest first. */
export interface HistoryCounts {
  /** all gate events; two in three are the busy building's (1,000,000 at ×100) */
  gateEvents: number;
  auditRows: number;
  issues: number;
  sensorReadings: number;
  notifications: number;
}

const atLeast = (min: number, n: number) => Math.max(min, Math.round(n));

export function baseShape(fraction = 1): BaseShape {
  const unitsPerBuilding = atLeast(4, 100 * fraction);
  const units = BUILDINGS * unitsPerBuilding;
  return { buildings: BUILDINGS, unitsPerBuilding, units, users: atLeast(2 * units + BUILDINGS, 2.5 * units), sensors: BUILDINGS * SENSORS_PER_BUILDING };
}

/** Per ×1: 15,000 gate events (10,000 in the busy building), 10,000 audit rows, 2,000 issues, 100,000 sensor readings, 2,000 notifications. */
export const PER_SCALE = { gateEvents: 15_000, auditRows: 10_000, issues: 2_000, sensorReadings: 100_000, notifications: 2_000 } as const;

export function historyCounts(scale: number, fraction = 1): HistoryCounts {
  const n = (perScale: number) => Math.round(perScale * fraction) * scale;
  return {
    gateEvents: n(PER_SCALE.gateEvents),
    auditRows: n(PER_SCALE.auditRows),
    issues: n(PER_SCALE.issues),
    sensorReadings: n(PER_SCALE.sensorReadings),
    notifications: n(PER_SCALE.notifications),
  };
}

/** Gate event n belongs to the busy building unless n % 3 = 0. */
export const busyGateEvents = (total: number) => total - Math.ceil(total / 3);

/** The newest issues are the open backlog, the same at every size; older ones are finished. */
export const openIssues = (fraction = 1) => atLeast(20, 400 * fraction);
/** The newest notifications are unread, the same at every size. */
export const UNREAD_NOTIFICATIONS = 40;

/**
 * Seconds between two consecutive rows (row n is `now − n·step`), chosen so that ×100 at full size
 * stays within what the product keeps: gate events 60 days (retention 90), sensor readings per
 * sensor 3.5 days (retention 8), audit a year, issues three years, notifications 173 days (read ones are kept 180).
 */
export const STEP_SECONDS = { gateEvents: 3, auditRows: 31, issues: 470, sensorReadings: 60, notifications: 75 } as const;
