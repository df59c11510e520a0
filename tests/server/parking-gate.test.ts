import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import type { AddressedEvent } from '../../server/lib/event-bus';
import { recordPass, type GateDeps } from '../../server/domain/parking/gate-service';
import { DEMO_GATE_NAME } from '../../server/demo/devices';
import { gateOf, registerDriver } from '../../server/devices/registry';
import { builtinDriver } from '../../server/devices/builtin';
import { nowIso } from '../../server/lib/time';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import { UNIT_CALLER_KINDS, UNIT_REACH, unitCallers, type UnitCallerKind } from './unit-callers';

/**
 * The gate log, its photos and the gate's decisions (issue 9) on Rezidence Vltava: every route ×
 * every kind of user, the decision's truth table, what a decision stores, audits and publishes,
 * and the log's paging, search and dates.
 */
const KINDS = UNIT_CALLER_KINDS;
type Kind = UnitCallerKind;
const EMAIL = unitCallers('najemnik101@example.com');

/** The unit's people and parking staff read the unit's log; anyone else of the building sees no such unit. */
const UNIT = UNIT_REACH;
/** Building-wide log and passes at the gate: parking staff only; a member of the building learns 403. */
const STAFF: Record<Kind, number> = { ...UNIT, owner: 403, unitTenant: 403, otherTenant: 403 };

const DAY = 24 * 3600_000;

/** A whole PNG picture: the signature, and it decodes to a picture of some size with every pixel there. */
function expectPng(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const png = PNG.sync.read(bytes);
  expect(png.width).toBeGreaterThan(0);
  expect(png.height).toBeGreaterThan(0);
  expect(png.data.length).toBe(png.width * png.height * 4);
}
const iso = (ms: number) => new Date(ms).toISOString();

describeEngines('parking gate', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let vlt: number;
  let unit: number; // VLT 1.01, has parking
  let deps: GateDeps;
  const published: AddressedEvent[] = [];

  const call = async (kind: Kind, method: 'GET' | 'POST', url: string, payload?: object, lang?: string) =>
    t.app.inject({ method, url, payload, headers: { ...(await t.as(EMAIL[kind])), ...(lang ? { 'accept-language': lang } : {}) } });

  async function addPlate(unitCode: string, plate: string, from: number, to: number | null) {
    const unitId = ids.unit[unitCode];
    await t.app.db
      .insertInto('license_plates')
      .values({
        building_id: vlt,
        unit_id: unitId,
        license_plate: plate,
        name: null,
        email: null,
        parking_space_id: null,
        type: to === null ? 'permanent' : 'temporary',
        valid_from: iso(from),
        valid_to: to === null ? null : iso(to),
        note: null,
        created_by: null,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
    vlt = ids.building.VLT;
    unit = ids.unit['VLT-1.01'];
    deps = { db: t.app.db, bus: t.app.bus, files: t.app.files };
    t.app.bus.subscribe((e) => published.push(e));
    const hash = (await t.app.db.selectFrom('users').select('password_hash').where('email', '=', USERS.owner).executeTakeFirstOrThrow()).password_hash;
    const now = nowIso();
    const { id: tenantId } = await t.app.db
      .insertInto('users')
      .values({ email: EMAIL.unitTenant!, name: 'Nájemník 1.01', phone: null, avatar_url: null, last_login: null, password_hash: hash, is_active: 1, global_role: 'user', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db.insertInto('unit_access').values({ user_id: tenantId, unit_id: unit, role: 'tenant', valid_from: null, valid_until: null }).execute();
    const n = Date.now();
    await addPlate('VLT-1.01', '1A11111', n - 30 * DAY, null); // registered, permanent
    await addPlate('VLT-1.01', '2B22222', n - 30 * DAY, n - DAY); // temporary, expired yesterday
    await addPlate('VLT-1.01', '3C33333', n + DAY, n + 5 * DAY); // temporary, from tomorrow
    await addPlate('VLT-2.03', '4D44444', n - 30 * DAY, null); // unit without parking
    await addPlate('VLT-G01', '5E55555', n - 30 * DAY, null); // the owner's other unit
  });
  afterAll(async () => t?.close());

  const pass = (plate: string, kind: Kind = 'manager', direction = 'forward') =>
    call(kind, 'POST', `/v1/buildings/${vlt}/parking/gate-passes`, { license_plate: plate, direction });
  const check = (plate: string, unitId = unit, kind: Kind = 'owner') =>
    call(kind, 'POST', `/v1/buildings/${vlt}/parking/access-check`, { license_plate: plate, unit_id: unitId });

  it('seeds one gate per demo building', async () => {
    const gates = await t.app.db.selectFrom('devices').select(['building_id', 'name', 'driver']).where('kind', '=', 'parking_gate').execute();
    expect(gates.map((g) => g.building_id).sort()).toEqual(Object.values(ids.building).sort());
    expect(new Set(gates.map((g) => `${g.name}/${g.driver}`))).toEqual(new Set([`${DEMO_GATE_NAME}/builtin`]));
  });

  describe('the device layer', () => {
    it("finds the building's gate and runs it by its driver: state kept in the row", async () => {
      const gate = (await gateOf(t.app.db, vlt))!;
      expect(gate.ref).toMatchObject({ buildingId: vlt, kind: 'parking_gate', name: DEMO_GATE_NAME, driver: 'builtin' });
      await gate.open('reverse', '2026-02-01T10:00:00.000Z');
      expect(await gate.state()).toEqual({ open: true, changed_at: '2026-02-01T10:00:00.000Z', last_direction: 'reverse' });
      await t.app.db.updateTable('devices').set({ state: '{not json' }).where('id', '=', gate.ref.id).execute();
      expect(await gate.state()).toEqual({ open: false, changed_at: null, last_direction: null });
      expect(() => registerDriver(builtinDriver)).toThrow(/already registered/);
    });

    it('refuses a gate whose driver this installation lacks, and logs a pass without a gate without a photo', async () => {
      const sln = ids.building.SLN;
      await t.app.db.updateTable('devices').set({ driver: 'vendor-x' }).where('building_id', '=', sln).execute();
      await expect(gateOf(t.app.db, sln)).rejects.toThrow(/vendor-x/);
      await t.app.db.deleteFrom('devices').where('building_id', '=', sln).execute();
      expect(await gateOf(t.app.db, sln)).toBeNull();
      const result = await recordPass(deps, { buildingId: sln, plate: '1A11111', direction: 'forward', at: nowIso(), source: 'staff' });
      expect(result).toMatchObject({ granted: false, reason: 'unknown_plate', log: { has_image: false, door_name: '' } });
    });
  });

  describe('the gate decision', () => {
    it.each([
      ['1A11111', true, 'granted', 'VLT-1.01'],
      [' 1a1 1111 ', true, 'granted', 'VLT-1.01'],
      ['9X99999', false, 'unknown_plate', null],
      ['2B22222', false, 'expired', 'VLT-1.01'],
      ['3C33333', false, 'not_yet_valid', 'VLT-1.01'],
      ['4D44444', false, 'no_parking', 'VLT-2.03'],
    ] as const)('a pass of %s at the gate: granted %s (%s)', async (plate, granted, reason, unitCode) => {
      const res = await pass(plate);
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ granted, reason, log: { was_granted: granted, reason, door_name: DEMO_GATE_NAME, has_image: true } });
      expect(body.log.unit_id).toBe(unitCode ? ids.unit[unitCode] : null);
      expect(body.log.license_plate).toBe(plate.replace(/\s/g, '').toUpperCase());
    });

    it.each([
      ['1A11111', true, 'granted'],
      ['5E55555', false, 'other_unit'],
      ['9X99999', false, 'unknown_plate'],
      ['2B22222', false, 'expired'],
    ] as const)('an access check of %s for 1.01: granted %s (%s), logged for that unit', async (plate, granted, reason) => {
      const res = await check(plate);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ granted, reason, log: { unit_id: unit, was_granted: granted, reason, license_plate: plate, direction: 'forward', door_name: DEMO_GATE_NAME } });
      // stored as answered
      const row = await t.app.db.selectFrom('gate_events').selectAll().where('id', '=', body.log.log_id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ unit_id: unit, license_plate: plate, reason, was_granted: granted ? 1 : 0 });
    });

    it('stores the event, audits it in the same breath and publishes it to the unit and staff', async () => {
      published.length = 0;
      const res = await pass('1A11111', 'buildingAdmin', 'reverse');
      const { log } = res.json();
      const row = await t.app.db.selectFrom('gate_events').selectAll().where('id', '=', log.log_id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ building_id: vlt, unit_id: unit, direction: 'reverse', reason: 'granted', created_by: ids.user[USERS.buildingAdmin] });
      expect(row.photo_path).toMatch(/^gate-photos[\\/][0-9a-f-]{36}\.png$/);
      const audit = await t.app.db.selectFrom('audit_log').selectAll().where('target', '=', `gate_event:${log.log_id}`).executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ action: 'parking.gate.pass', outcome: 'success', unit_id: unit, building_id: vlt, device_id: null, user_id: ids.user[USERS.buildingAdmin] });
      expect(JSON.parse(audit.detail!)).toMatchObject({ reason: 'granted', license_plate: '1A11111', source: 'staff' });
      const event = published.find((e) => e.event.type === 'parking.gate_event');
      expect(event?.event.data).toEqual(log);
      expect(event?.audience).toEqual({ units: [unit], staff: true });
      // the barrier lifted for the granted pass
      const gate = await t.app.db.selectFrom('devices').select('state').where('building_id', '=', vlt).where('kind', '=', 'parking_gate').executeTakeFirstOrThrow();
      expect(JSON.parse(gate.state!)).toMatchObject({ open: true, last_direction: 'reverse' });
    });

    it("records a device's pass with the device as the actor; an unknown plate goes to staff only, denied", async () => {
      published.length = 0;
      const result = await recordPass(deps, { buildingId: vlt, plate: 'ZZ0001', direction: 'forward', at: nowIso(), source: 'device' });
      expect(result).toMatchObject({ granted: false, reason: 'unknown_plate', log: { unit_id: null } });
      const gateId = (await t.app.db.selectFrom('devices').select('id').where('building_id', '=', vlt).where('kind', '=', 'parking_gate').executeTakeFirstOrThrow()).id;
      const audit = await t.app.db.selectFrom('audit_log').selectAll().where('target', '=', `gate_event:${result.log.log_id}`).executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ action: 'parking.gate.pass', outcome: 'denied', device_id: gateId, user_id: null, unit_id: null });
      expect(published.find((e) => e.event.type === 'parking.gate_event')?.audience).toEqual({ staff: true });
    });

    it('audits an access check as such, with the asker', async () => {
      const { log } = (await check('5E55555')).json();
      const audit = await t.app.db.selectFrom('audit_log').selectAll().where('target', '=', `gate_event:${log.log_id}`).executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ action: 'parking.access_check', outcome: 'denied', user_id: ids.user[USERS.owner], unit_id: unit });
      expect(JSON.parse(audit.detail!).reason).toBe('other_unit');
    });

    it.each([
      ['ABCDEFGHJ', 'en'],
      ['AB-12', 'en'],
      ['', 'cs'],
    ])('refuses plate %j in the caller language, storing nothing', async (plate, lang) => {
      const before = await t.app.db.selectFrom('gate_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      for (const res of [
        await call('manager', 'POST', `/v1/buildings/${vlt}/parking/gate-passes`, { license_plate: plate }, lang),
        await call('owner', 'POST', `/v1/buildings/${vlt}/parking/access-check`, { license_plate: plate, unit_id: unit }, lang),
      ]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toEqual(expect.any(String));
        expect(res.json().message).not.toMatch(/^server\./);
      }
      const after = await t.app.db.selectFrom('gate_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('refuses an access check for a unit of another building, or no direction it knows', async () => {
      expect((await check('1A11111', ids.unit['SLN-1.01'], 'globalAdmin')).statusCode).toBe(404);
      const res = await call('owner', 'POST', `/v1/buildings/${vlt}/parking/access-check`, { license_plate: '1A11111', unit_id: unit, direction: 'sideways' });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('every route × every kind of user', () => {
    let unitLog: number;
    let strangerLog: number;
    beforeAll(async () => {
      unitLog = (await pass('1A11111')).json().log.log_id;
      strangerLog = (await pass('8Y88888')).json().log.log_id;
    });

    it.each(KINDS)("the unit's log as %s", async (kind) => {
      const res = await call(kind, 'GET', `/v1/buildings/${vlt}/units/${unit}/parking-history`);
      expect(res.statusCode, res.body).toBe(UNIT[kind]);
      if (res.statusCode === 200) {
        const history = res.json().history as Array<{ log_id: number; unit_id: number }>;
        expect(history.some((h) => h.log_id === unitLog)).toBe(true);
        expect(history.every((h) => h.unit_id === unit)).toBe(true);
      } else expect(res.json().message).toEqual(expect.any(String));
    });

    it.each(KINDS)("the building's log as %s", async (kind) => {
      const res = await call(kind, 'GET', `/v1/buildings/${vlt}/parking/history`);
      expect(res.statusCode, res.body).toBe(STAFF[kind]);
      if (res.statusCode === 200) {
        const logIds = (res.json().history as Array<{ log_id: number }>).map((h) => h.log_id);
        expect(logIds).toEqual(expect.arrayContaining([unitLog, strangerLog]));
      }
    });

    it.each(KINDS)('the photo of a 1.01 event as %s', async (kind) => {
      const res = await call(kind, 'GET', `/v1/buildings/${vlt}/parking/access-logs/${unitLog}/image`);
      expect(res.statusCode).toBe(UNIT[kind]);
      if (res.statusCode !== 200) return;
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="1A11111-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.png"/);
      expectPng(res.rawPayload);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      // the event's own photo, byte for byte
      const row = await t.app.db.selectFrom('gate_events').select('photo_path').where('id', '=', unitLog).executeTakeFirstOrThrow();
      expect(res.rawPayload.equals(await t.app.files.read(row.photo_path!))).toBe(true);
    });

    it.each(KINDS)('the photo of an unknown plate (no unit) as %s: staff only', async (kind) => {
      const res = await call(kind, 'GET', `/v1/buildings/${vlt}/parking/access-logs/${strangerLog}/image`);
      expect(res.statusCode).toBe(STAFF[kind] === 403 ? 404 : STAFF[kind]);
      if (res.statusCode !== 200) return;
      expect(res.headers['content-type']).toBe('image/png');
      expectPng(res.rawPayload);
      const row = await t.app.db.selectFrom('gate_events').select('photo_path').where('id', '=', strangerLog).executeTakeFirstOrThrow();
      expect(res.rawPayload.equals(await t.app.files.read(row.photo_path!))).toBe(true);
    });

    it('a photo that is missing, of another building, or not an image is not there (404)', async () => {
      expect((await call('globalAdmin', 'GET', `/v1/buildings/${ids.building.SLN}/parking/access-logs/${unitLog}/image`)).statusCode).toBe(404);
      expect((await call('globalAdmin', 'GET', `/v1/buildings/${vlt}/parking/access-logs/999999/image`)).statusCode).toBe(404);
      const { log } = (await pass('1A11111')).json();
      await t.app.db.updateTable('gate_events').set({ photo_path: null }).where('id', '=', log.log_id).execute();
      expect((await call('manager', 'GET', `/v1/buildings/${vlt}/parking/access-logs/${log.log_id}/image`)).statusCode).toBe(404);
      const other = (await pass('1A11111')).json().log.log_id as number;
      const row = await t.app.db.selectFrom('gate_events').select('photo_path').where('id', '=', other).executeTakeFirstOrThrow();
      await t.app.files.remove(row.photo_path!);
      await t.app.files.save('gate-photos', 'png', Buffer.from('<script>alert(1)</script>'));
      const res = await call('manager', 'GET', `/v1/buildings/${vlt}/parking/access-logs/${other}/image`, undefined, 'cs');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Obrázek není k dispozici');
    });

    it.each(KINDS)('an access check for 1.01 as %s', async (kind) => {
      const res = await check('1A11111', unit, kind);
      expect(res.statusCode, res.body).toBe(UNIT[kind]);
      if (res.statusCode !== 200) {
        expect(res.json().message).toEqual(expect.any(String));
        return;
      }
      // the decision itself: 1A11111 is 1.01's live permanent plate, whoever asks
      const body = res.json();
      expect(body).toMatchObject({ granted: true, reason: 'granted', log: { unit_id: unit, license_plate: '1A11111', was_granted: true, reason: 'granted', door_name: DEMO_GATE_NAME } });
      const row = await t.app.db.selectFrom('gate_events').selectAll().where('id', '=', body.log.log_id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ unit_id: unit, license_plate: '1A11111', was_granted: 1, reason: 'granted' });
    });

    it.each(KINDS)('a pass recorded at the gate as %s', async (kind) => {
      const res = await pass('1A11111', kind);
      expect(res.statusCode, res.body).toBe(STAFF[kind] === 200 ? 201 : STAFF[kind]);
      if (res.statusCode !== 201) {
        expect(res.json().message).toEqual(expect.any(String));
        return;
      }
      expect(res.json()).toMatchObject({ granted: true, reason: 'granted', log: { unit_id: unit, license_plate: '1A11111', was_granted: true, has_image: true } });
    });
  });

  describe('log paging, search and dates', () => {
    const G02 = 'VLT-G02';
    beforeAll(async () => {
      await addPlate(G02, '6F66666', Date.UTC(2024, 0, 1), null);
      await addPlate(G02, '7G77777', Date.UTC(2024, 0, 1), null);
      // 25 passes on 10–11 January 2025, one hour apart from 2025-01-10T12:00Z; the last few fall on
      // the 11th in Prague (UTC+1) while still the 10th in UTC
      for (let i = 0; i < 25; i++) {
        const at = iso(Date.UTC(2025, 0, 10, 12) + i * 3600_000);
        await recordPass(deps, { buildingId: vlt, plate: i % 5 === 0 ? '7G77777' : '6F66666', direction: i % 2 ? 'reverse' : 'forward', at, source: 'device' });
      }
    });
    const list = async (query: string) => {
      const res = await call('manager', 'GET', `/v1/buildings/${vlt}/units/${ids.unit[G02]}/parking-history?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { history: Array<{ access_time: string; license_plate: string; log_id: number }>; pagination: Record<string, number> };
    };
    const RANGE = 'from_date=2025-01-10&to_date=2025-01-11';

    it('pages newest first, 20 a page by default', async () => {
      const first = await list(RANGE);
      expect(first.pagination).toEqual({ page: 1, pages: 2, total: 25, per_page: 20, total_exact: true });
      expect(first.history).toHaveLength(20);
      const times = first.history.map((h) => h.access_time);
      expect([...times].sort().reverse()).toEqual(times);
      const second = await list(`${RANGE}&page=2`);
      expect(second.history).toHaveLength(5);
      expect(second.history[0].access_time < first.history[19].access_time).toBe(true);
      expect((await list(`${RANGE}&per_page=10&page=3`)).history).toHaveLength(5);
    });

    it('searches part of a plate after normalising it', async () => {
      const found = await list(`${RANGE}&search=${encodeURIComponent(' g77 ')}`);
      expect(found.pagination.total).toBe(5);
      expect(new Set(found.history.map((h) => h.license_plate))).toEqual(new Set(['7G77777']));
      expect((await list(`${RANGE}&search=%25`)).pagination.total).toBe(0);
    });

    it('takes the dates as Prague days, both ends inclusive', async () => {
      // 12:00Z … 22:00Z on the 10th is the 10th in Prague (11 passes); 23:00Z onwards is the 11th
      expect((await list('from_date=2025-01-10&to_date=2025-01-10')).pagination.total).toBe(11);
      expect((await list('from_date=2025-01-11&to_date=2025-01-11')).pagination.total).toBe(14);
      expect((await list('to_date=2025-01-09')).pagination.total).toBe(0);
    });

    it('refuses a page past the bound or a date that is no date', async () => {
      expect((await call('manager', 'GET', `/v1/buildings/${vlt}/units/${ids.unit[G02]}/parking-history?page=501`)).statusCode).toBe(400);
      expect((await call('manager', 'GET', `/v1/buildings/${vlt}/units/${ids.unit[G02]}/parking-history?from_date=2025-13-01`)).statusCode).toBe(400);
    });
  });
});
