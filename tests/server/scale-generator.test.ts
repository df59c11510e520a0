import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, describeEngines, type TestApp } from './harness';
import { SCALE_PASSWORD, seedBase, userEmail, type Base } from '../../bench/scale/base';
import { growHistory, HISTORY_TABLES } from '../../bench/scale/history';
import { baseShape, busyGateEvents, historyCounts, HOT_SENSOR_READINGS, MANAGED_BUILDINGS, openIssues, UNREAD_NOTIFICATIONS } from '../../bench/scale/shape';

/**
 * The scale bench's generator (bench/scale, issue 28 §5) at a tiny size: the base and the history
 * it writes with INSERT … SELECT have the row counts its shape says, growing ×1 → ×3 adds rows and
 * keeps the old ones, and the rows are the app's own (a resident reads their unit's gate log).
 */
const FRACTION = 0.002;
const NOW = Date.UTC(2026, 10, 27, 12) / 1000;

describeEngines('scale bench generator', (engine) => {
  let t: TestApp;
  let base: Base;
  const count = async (table: string, where = '1 = 1') =>
    Number((await sql.raw<{ n: number | string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).execute(t.app.db)).rows[0].n);

  beforeAll(async () => {
    t = await createTestApp(engine, { seedDemo: false });
    base = await seedBase(t.app.db, t.app.dialect, { fraction: FRACTION, scryptN: t.config.scryptN, nowSeconds: NOW });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes the base its shape describes', async () => {
    const shape = baseShape(FRACTION);
    expect(shape).toEqual({ buildings: 200, unitsPerBuilding: 4, units: 800, users: 2000, sensors: 2000 });
    expect(await count('buildings')).toBe(shape.buildings);
    expect(await count('units')).toBe(shape.units);
    expect(await count('users')).toBe(shape.users + 2);
    expect(await count('unit_access')).toBe(2 * shape.units);
    expect(await count('building_roles', `role = 'user'`)).toBe(shape.users - 2 * shape.units);
    expect(await count('building_roles', `role = 'manager'`)).toBe(MANAGED_BUILDINGS);
    expect(await count('devices', `kind = 'sensor'`)).toBe(shape.sensors);
    expect(await count('sensor_readings')).toBe(HOT_SENSOR_READINGS);
    expect(await count('units', `id = ${base.busyUnit} AND building_id = ${base.busyBuilding} AND has_parking = 1`)).toBe(1);
  });

  it('grows the history to a scale factor and keeps what it had', async () => {
    const one = historyCounts(1, FRACTION);
    const three = historyCounts(3, FRACTION);
    expect(three).toEqual({ gateEvents: 90, auditRows: 60, issues: 12, sensorReadings: 600, notifications: 12 });
    const none = historyCounts(0, FRACTION);
    await growHistory(t.app.db, t.app.dialect, base, none, one, { fraction: FRACTION });
    const newestGate = await count('gate_events', `access_time = '${new Date(NOW * 1000).toISOString()}'`);
    await growHistory(t.app.db, t.app.dialect, base, one, three, { fraction: FRACTION });

    expect(newestGate).toBe(1);
    expect(await count('gate_events')).toBe(three.gateEvents);
    expect(await count('gate_events', `building_id = ${base.busyBuilding}`)).toBe(busyGateEvents(three.gateEvents));
    expect(await count('audit_log', 'building_id IS NOT NULL')).toBe(three.auditRows);
    expect(await count('issues')).toBe(three.issues);
    expect(await count('issues', `status IN ('new', 'in_progress', 'waiting')`)).toBe(Math.min(three.issues, openIssues(FRACTION)));
    expect(await count('sensor_readings')).toBe(HOT_SENSOR_READINGS + three.sensorReadings);
    expect(await count('sensor_readings', `device_id = ${base.hotSensor}`)).toBe(HOT_SENSOR_READINGS);
    expect(await count('notifications')).toBe(three.notifications);
    expect(await count('notifications', 'read_at IS NULL')).toBe(Math.min(three.notifications, UNREAD_NOTIFICATIONS));
    // every generated gate event of a unit names a unit of its own building
    expect(await count('gate_events g', 'unit_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM units u WHERE u.id = g.unit_id AND u.building_id = g.building_id AND u.has_parking = 1)')).toBe(0);
    expect(HISTORY_TABLES).toContain('gate_events');
  });

  it("lets the generated resident read their unit's gate log, newest first", async () => {
    const login = await t.app.inject({ method: 'POST', url: '/v1/auth/login/email', payload: { email: userEmail(0), password: SCALE_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const res = await t.app.inject({
      url: `/v1/buildings/${base.busyBuilding}/units/${base.busyUnit}/parking-history`,
      headers: { authorization: `Bearer ${login.json().access_token}` },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { history: Array<{ access_time: string }>; pagination: { total: number } };
    expect(body.pagination.total).toBe(await count('gate_events', `unit_id = ${base.busyUnit}`));
    expect(body.history.length).toBeGreaterThan(0);
    expect(body.history.map((h) => h.access_time)).toEqual(body.history.map((h) => h.access_time).sort().reverse());
  });
});
