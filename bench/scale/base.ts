/**
 * The scale bench's base deployment, written by the database itself (INSERT … SELECT over a
 * series): 200 buildings with 100 units each (every third unit with parking), 50,000 users — two
 * people per unit (owner and tenant), the rest plain members of a building — ten sensors and five
 * doors a building, a building administrator of the busy building (its staff) and a manager who is
 * staff of 50 buildings. The busy building is the first: it gets two in three gate events, half the
 * audit rows and issues, and its first sensor has a full last day of readings.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import type { Dialect } from '../../server/db/engine';
import { hashPassword } from '../../server/domain/auth/password';
import { baseShape, HOT_SENSOR_READINGS, MANAGED_BUILDINGS, SENSORS_PER_BUILDING, type BaseShape } from './shape';
import { insertSeries } from './sql';

export const SCALE_PASSWORD = 'Scale2026pass';
export const STAFF_EMAIL = 'scale-staff@example.com';
export const MANAGER_EMAIL = 'scale-manager@example.com';
/** the generated users' e-mail; user 0 is the owner of the busy building's first unit (which has parking) */
export const userEmail = (i: number) => `scale-user-${i}@example.com`;
export const DOORS_PER_BUILDING = 5;

/** What the history generator and the reads need to know about the base. */
export interface Base {
  shape: BaseShape;
  /** epoch seconds every generated time counts back from */
  nowSeconds: number;
  firstBuilding: number;
  firstUnit: number;
  firstUser: number;
  firstSensor: number;
  busyBuilding: number;
  /** the busy building's first unit: parking, user 0 owns it */
  busyUnit: number;
  /** user 0 */
  resident: number;
  /** the busy building's first sensor (temperature) */
  hotSensor: number;
}

/** The first id of rows just inserted, checked to be a run of consecutive ids (generated rows compute ids as first + offset). */
async function firstOfRun(db: Kysely<DB>, table: 'buildings' | 'units' | 'users' | 'devices', where: string, expected: number): Promise<number> {
  const { rows } = await sql.raw<{ lo: number | string; hi: number | string; n: number | string }>(`SELECT min(id) AS lo, max(id) AS hi, count(*) AS n FROM ${table} WHERE ${where}`).execute(db);
  const lo = Number(rows[0].lo);
  const hi = Number(rows[0].hi);
  if (Number(rows[0].n) !== expected || hi - lo + 1 !== expected) throw new Error(`${table}: expected ${expected} consecutive ids, got ${rows[0].n} in ${lo}…${hi}`);
  return lo;
}

const SENSOR_KINDS = [
  // type, subtype, location_type, latest value, latest co_level, latest state
  ['temperature', null, 'indoor', 21.5, null, null],
  ['temperature', null, 'outdoor', 8.5, null, null],
  ['humidity', null, 'indoor', 45, null, null],
  ['co', null, 'garage', null, 12, null],
  ['combined', 'garage_temp_co', 'garage', 14, 9, null],
  ['door', null, 'indoor', null, null, 'closed'],
  ['binary', null, 'technical', null, null, 'closed'],
  ['temperature', null, 'indoor', 22, null, null],
  ['humidity', null, 'indoor', 50, null, null],
  ['co', null, 'garage', null, 20, null],
] as const;

/** A CASE over `m % 10` picking a column of SENSOR_KINDS (its value as an SQL literal). */
export function bySensorKind(m: string, column: number): string {
  const lit = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v}'`);
  return `CASE ${m} % ${SENSOR_KINDS.length} ${SENSOR_KINDS.map((k, i) => `WHEN ${i} THEN ${lit(k[column])}`).join(' ')} END`;
}

/** What a sensor kind measures: value (°C, %), co_level (ppm) or a contact's state. */
export const SENSOR_MEASURES = SENSOR_KINDS.map(([, , , value, co, state]) => ({ value: value !== null, co: co !== null, state: state !== null }));

export async function seedBase(db: Kysely<DB>, dialect: Dialect, opts: { fraction?: number; scryptN?: number; nowSeconds?: number } = {}): Promise<Base> {
  const shape = baseShape(opts.fraction ?? 1);
  const nowSeconds = opts.nowSeconds ?? Math.floor(Date.now() / 1000);
  const ts = new Date(nowSeconds * 1000).toISOString();
  const passwordHash = await hashPassword(SCALE_PASSWORD, opts.scryptN);
  const upb = shape.unitsPerBuilding;

  await insertSeries(db, dialect, {
    table: 'buildings',
    columns: ['name', 'code', 'address', 'image_path', 'created_at'],
    select: [`'Dům ' || (n + 1)`, `'SC' || n`, `'Škálová ' || (n + 1) || ', 110 00 Praha 1'`, 'NULL', `'${ts}'`],
    from: 0,
    to: shape.buildings,
  });
  const b0 = await firstOfRun(db, 'buildings', `code LIKE 'SC%'`, shape.buildings);

  await insertSeries(db, dialect, {
    table: 'units',
    columns: ['building_id', 'unique_id', 'number', 'identifier', 'type', 'floor', 'area', 'has_parking', 'doorbell_enabled', 'doorbell_name', 'elevator_enabled', 'elevator_auto_on_card', 'elevator_auto_on_intercom', 'maintenance_note', 'created_at', 'updated_at'],
    with: [`n / ${upb} AS b`, `n % ${upb} AS k`],
    select: [
      `${b0} + b`,
      `'SC-' || n`,
      `'' || (k + 1)`,
      `'SC' || b || '/' || (k + 1)`,
      `'apartment'`,
      `k / 10 + 1`,
      `40 + k % 60`,
      `CASE WHEN k % 3 = 0 THEN 1 ELSE 0 END`,
      '1',
      `'Rodina ' || n`,
      '1',
      '0',
      '0',
      `''`,
      `'${ts}'`,
      `'${ts}'`,
    ],
    from: 0,
    to: shape.units,
  });
  const u0 = await firstOfRun(db, 'units', `unique_id LIKE 'SC-%'`, shape.units);

  await insertSeries(db, dialect, {
    table: 'users',
    columns: ['email', 'name', 'phone', 'password_hash', 'is_active', 'global_role', 'avatar_url', 'created_at', 'updated_at', 'last_login', 'search_text'],
    select: [`'scale-user-' || n || '@example.com'`, `'Obyvatel ' || n`, 'NULL', `'${passwordHash}'`, '1', `'user'`, 'NULL', `'${ts}'`, `'${ts}'`, 'NULL', `'obyvatel ' || n || ' scale-user-' || n || '@example.com'`],
    from: 0,
    to: shape.users,
  });
  const user0 = await firstOfRun(db, 'users', `email LIKE 'scale-user-%'`, shape.users);

  // two people per unit: users 0…U-1 own unit n, users U…2U-1 rent it
  await insertSeries(db, dialect, {
    table: 'unit_access',
    columns: ['user_id', 'unit_id', 'role', 'valid_from', 'valid_until'],
    select: [`${user0} + n`, `${u0} + n % ${shape.units}`, `CASE WHEN n < ${shape.units} THEN 'owner' ELSE 'tenant' END`, 'NULL', 'NULL'],
    from: 0,
    to: 2 * shape.units,
  });
  // the rest are members of a building
  await insertSeries(db, dialect, {
    table: 'building_roles',
    columns: ['user_id', 'building_id', 'role'],
    select: [`${user0} + n`, `${b0} + n % ${shape.buildings}`, `'user'`],
    from: 2 * shape.units,
    to: shape.users,
  });

  const person = (email: string, name: string) => ({
    email,
    name,
    phone: null,
    password_hash: passwordHash,
    is_active: 1,
    global_role: 'user' as const,
    avatar_url: null,
    created_at: ts,
    updated_at: ts,
    last_login: null,
    search_text: `${name} ${email}`.toLowerCase(),
  });
  const staff = await db.insertInto('users').values(person(STAFF_EMAIL, 'Správce Škálové 1')).returning('id').executeTakeFirstOrThrow();
  const manager = await db.insertInto('users').values(person(MANAGER_EMAIL, 'Správce portfolia')).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('building_roles').values({ user_id: staff.id, building_id: b0, role: 'admin' }).execute();
  await db
    .insertInto('building_roles')
    .values(Array.from({ length: MANAGED_BUILDINGS }, (_, i) => ({ user_id: manager.id, building_id: b0 + i, role: 'manager' as const })))
    .execute();

  const state = (m: string) =>
    `'{"at":"${ts}","value":' || COALESCE(''||${bySensorKind(m, 3)}, 'null') || ',"co_level":' || COALESCE(''||${bySensorKind(m, 4)}, 'null') || ',"state":' || COALESCE('"'||${bySensorKind(m, 5)}||'"', 'null') || '}'`;
  await insertSeries(db, dialect, {
    table: 'devices',
    columns: ['building_id', 'kind', 'name', 'location', 'driver', 'state', 'area', 'floor', 'unit_id', 'sensor_type', 'subtype', 'location_type', 'metadata', 'created_at', 'updated_at'],
    select: [
      `${b0} + n / ${SENSORS_PER_BUILDING}`,
      `'sensor'`,
      `'Čidlo ' || (n % ${SENSORS_PER_BUILDING} + 1)`,
      `'Suterén'`,
      `'builtin'`,
      state('n'),
      'NULL',
      'NULL',
      'NULL',
      bySensorKind('n', 0),
      bySensorKind('n', 1),
      bySensorKind('n', 2),
      `'{"model":"Bench"}'`,
      `'${ts}'`,
      `'${ts}'`,
    ],
    from: 0,
    to: shape.sensors,
  });
  const s0 = await firstOfRun(db, 'devices', `kind = 'sensor' AND metadata = '{"model":"Bench"}'`, shape.sensors);
  await insertSeries(db, dialect, {
    table: 'devices',
    columns: ['building_id', 'kind', 'name', 'location', 'driver', 'state', 'area', 'floor', 'unit_id', 'created_at', 'updated_at'],
    select: [`${b0} + n / ${DOORS_PER_BUILDING}`, `'door'`, `'Dveře ' || (n % ${DOORS_PER_BUILDING} + 1)`, `'Přízemí'`, `'builtin'`, `'{"open":false,"changed_at":null,"last_event":null}'`, `'common'`, 'NULL', 'NULL', `'${ts}'`, `'${ts}'`],
    from: 0,
    to: shape.buildings * DOORS_PER_BUILDING,
  });

  // the hot sensor's last day, a reading a minute
  await insertSeries(db, dialect, {
    table: 'sensor_readings',
    columns: ['device_id', 'at_s', 'value', 'co_level', 'state'],
    select: [String(s0), `${nowSeconds} - n * 60`, `20 + (n % 40) / 10.0`, 'NULL', 'NULL'],
    from: 0,
    to: HOT_SENSOR_READINGS,
  });
  return {
    shape,
    nowSeconds,
    firstBuilding: b0,
    firstUnit: u0,
    firstUser: user0,
    firstSensor: s0,
    busyBuilding: b0,
    busyUnit: u0,
    resident: user0,
    hotSensor: s0,
  };
}
