/**
 * Unit settings rules enforced by the server (spec 000 §5–§6), the validity window of unit access,
 * sorting, duplicates, translations, the audit row and the live event — on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import type { LiveEvent } from '../../contract/live';

type Ids = Awaited<ReturnType<typeof demoIds>>;

describeEngines('unit settings rules and listing', (engine) => {
  let t: TestApp;
  let ids: Ids;
  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
  });
  afterAll(async () => t?.close());

  const patch = async (who: string, unique: string, payload: unknown, building = 'VLT' as 'VLT' | 'SLN' | 'LIP') =>
    t.app.inject({
      method: 'PATCH',
      url: `/v1/buildings/${ids.building[building]}/units/${ids.unit[unique]}`,
      headers: { ...(await t.as(who)), 'accept-language': 'en' },
      payload: payload as object,
    });
  const stored = (unique: string) =>
    t.app.db.selectFrom('units').selectAll().where('id', '=', ids.unit[unique]).executeTakeFirstOrThrow();

  describe('validation', () => {
    it('refuses a doorbell on a garage', async () => {
      const res = await patch(USERS.owner, 'VLT-G01', { features: { doorbell: { enabled: true, name: 'G' } } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('A doorbell can only be set for an apartment or a commercial space');
      expect((await stored('VLT-G01')).doorbell_enabled).toBe(0);
    });

    it('refuses a 36-character doorbell name and accepts 35', async () => {
      const tooLong = await patch(USERS.owner, 'VLT-1.01', { features: { doorbell: { enabled: true, name: 'x'.repeat(36) } } });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toContain('features.doorbell.name');
      const ok = await patch(USERS.owner, 'VLT-1.01', { features: { doorbell: { enabled: true, name: 'y'.repeat(35) } } });
      expect(ok.statusCode).toBe(200);
      expect((await stored('VLT-1.01')).doorbell_name).toBe('y'.repeat(35));
    });

    it('refuses the intercom auto-call on a garage but takes the card auto-call', async () => {
      const bad = await patch(USERS.owner, 'VLT-G01', {
        features: { elevator: { enabled: true, auto_on_card: true, auto_on_intercom: true } },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/intercom/);
      const ok = await patch(USERS.owner, 'VLT-G01', {
        features: { elevator: { enabled: true, auto_on_card: true, auto_on_intercom: false } },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().unit.features.elevator).toEqual({ enabled: true, auto_on_card: true, auto_on_intercom: false });
    });

    it('refuses elevator settings on a cellar, even for staff', async () => {
      const res = await patch(USERS.buildingAdmin, 'VLT-S01', { features: { elevator: { enabled: true } } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/elevator/i);
    });

    it('stores the auto options as off when the elevator is disabled', async () => {
      await patch(USERS.owner, 'VLT-1.01', { features: { elevator: { enabled: true, auto_on_card: true, auto_on_intercom: true } } });
      const res = await patch(USERS.owner, 'VLT-1.01', {
        features: { elevator: { enabled: false, auto_on_card: true, auto_on_intercom: true } },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().unit.features.elevator).toEqual({ enabled: false, auto_on_card: false, auto_on_intercom: false });
      const row = await stored('VLT-1.01');
      expect([row.elevator_enabled, row.elevator_auto_on_card, row.elevator_auto_on_intercom]).toEqual([0, 0, 0]);
    });

    it('keeps values the patch leaves out', async () => {
      await patch(USERS.owner, 'VLT-1.01', { features: { doorbell: { enabled: true, name: 'Novák' } } });
      const res = await patch(USERS.owner, 'VLT-1.01', { features: { doorbell: { enabled: false } } });
      expect(res.json().unit.features.doorbell).toEqual({ enabled: false, name: 'Novák' });
    });

    it('refuses a body with nothing to change, a wrong type and a non-boolean flag', async () => {
      expect((await patch(USERS.owner, 'VLT-1.01', {})).statusCode).toBe(400);
      expect((await patch(USERS.owner, 'VLT-1.01', { features: {} })).statusCode).toBe(400);
      expect((await patch(USERS.owner, 'VLT-1.01', { features: { doorbell: { enabled: 'yes' } } })).statusCode).toBe(400);
      expect((await patch(USERS.owner, 'VLT-1.01', { features: { doorbell: { name: 'x' } } })).statusCode).toBe(400);
    });

    it('refuses fields a client may not set (type, building, access) by name, and stores nothing (issue 30 §2)', async () => {
      for (const extra of [{ type: 'apartment' }, { building_id: ids.building.SLN }, { access: { role: 'admin' } }]) {
        const res = await patch(USERS.owner, 'VLT-G01', { ...extra, features: { elevator: { enabled: true } } });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(Object.keys(extra)[0]);
      }
      const row = await stored('VLT-G01');
      expect(row.type).toBe('garage');
      expect(row.building_id).toBe(ids.building.VLT);
    });

    it('answers 404 for an unknown unit, a unit of another building and an unknown building', async () => {
      const headers = await t.as(USERS.globalAdmin);
      const body = { features: { doorbell: { enabled: true, name: 'x' } } };
      const unknownUnit = await t.app.inject({ method: 'PATCH', url: `/v1/buildings/${ids.building.VLT}/units/999999`, headers, payload: body });
      expect(unknownUnit.statusCode).toBe(404);
      const otherBuilding = await t.app.inject({
        method: 'PATCH',
        url: `/v1/buildings/${ids.building.VLT}/units/${ids.unit['SLN-1.01']}`,
        headers,
        payload: body,
      });
      expect(otherBuilding.statusCode).toBe(404);
      const unknownBuilding = await t.app.inject({
        method: 'PATCH',
        url: `/v1/buildings/999999/units/${ids.unit['VLT-1.01']}`,
        headers,
        payload: body,
      });
      expect(unknownBuilding.statusCode).toBe(404);
      const badId = await t.app.inject({ method: 'PATCH', url: `/v1/buildings/${ids.building.VLT}/units/abc`, headers, payload: body });
      expect(badId.statusCode).toBe(404);
    });

    it('answers 404 for GET /units of an unknown id and of a malformed one', async () => {
      const headers = await t.as(USERS.globalAdmin);
      expect((await t.app.inject({ method: 'GET', url: '/v1/units/999999', headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/v1/units/abc', headers })).statusCode).toBe(404);
    });
  });

  describe('side effects of a change', () => {
    it('writes an audit row and publishes unit.updated without the maintenance note', async () => {
      const events: LiveEvent[] = [];
      const off = t.app.bus.subscribe(({ event }) => events.push(event));
      const res = await patch(USERS.manager, 'VLT-1.02', {
        features: { doorbell: { enabled: true, name: 'Dvořákovi' } },
        maintenance_note: 'Kontrola radiátorů',
      });
      off();
      expect(res.statusCode).toBe(200);
      const audit = await t.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'unit.update')
        .where('unit_id', '=', ids.unit['VLT-1.02'])
        .where('outcome', '=', 'success')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0].user_id).toBe(ids.user[USERS.manager]);
      expect(audit[0].building_id).toBe(ids.building.VLT);
      expect(JSON.parse(audit[0].detail!).changed).toEqual(['doorbell_name', 'maintenance_note']);
      expect(audit[0].detail).not.toContain('radiátor');

      const event = events.find((e) => e.type === 'unit.updated');
      expect(event?.building_id).toBe(ids.building.VLT);
      expect(event?.data).toMatchObject({ id: ids.unit['VLT-1.02'], features: { doorbell: { name: 'Dvořákovi' } } });
      expect(JSON.stringify(event?.data)).not.toContain('radiátor');
    });

    it('records a refused change as denied', async () => {
      await patch(USERS.tenant, 'VLT-1.03', { features: { doorbell: { enabled: false } } });
      const denied = await t.app.db
        .selectFrom('audit_log')
        .select('outcome')
        .where('unit_id', '=', ids.unit['VLT-1.03'])
        .execute();
      expect(denied).toEqual([{ outcome: 'denied' }]);
    });
  });

  describe('listing', () => {
    it('hides a unit whose access has expired or not started yet', async () => {
      const tenantId = ids.user[USERS.tenant];
      await t.app.db
        .insertInto('unit_access')
        .values([
          { user_id: tenantId, unit_id: ids.unit['VLT-4.01'], role: 'tenant', valid_from: '2020-01-01T00:00:00.000Z', valid_until: '2021-01-01T00:00:00.000Z' },
          { user_id: tenantId, unit_id: ids.unit['VLT-4.02'], role: 'tenant', valid_from: '2999-01-01T00:00:00.000Z', valid_until: null },
        ])
        .execute();
      const headers = await t.as(USERS.tenant);
      const my = (await t.app.inject({ method: 'GET', url: '/v1/units/my', headers })).json().units;
      expect(my.map((u: { unique_id: string }) => u.unique_id)).toEqual(['VLT-2.03']);
      const inBuilding = (await t.app.inject({ method: 'GET', url: `/v1/buildings/${ids.building.VLT}/units`, headers })).json().units;
      expect(inBuilding.map((u: { unique_id: string }) => u.unique_id)).toEqual(['VLT-2.03']);
      for (const unique of ['VLT-4.01', 'VLT-4.02']) {
        expect((await t.app.inject({ method: 'GET', url: `/v1/units/${ids.unit[unique]}`, headers })).statusCode).toBe(404);
        const res = await patch(USERS.tenant, unique, { features: { doorbell: { enabled: true } } });
        expect(res.statusCode).toBe(404);
      }
    });

    it('sorts by building name, then unit number in natural order', async () => {
      const now = new Date().toISOString();
      const extra = ['10.01', '9.01'].map((number) => ({
        building_id: ids.building.LIP,
        unique_id: `LIP-${number}`,
        number,
        identifier: `LIP/${number}`,
        type: 'apartment' as const,
        floor: Number.parseInt(number, 10),
        area: 50,
        has_parking: 0,
        doorbell_enabled: 1,
        doorbell_name: '',
        elevator_enabled: 1,
        elevator_auto_on_card: 0,
        elevator_auto_on_intercom: 0,
        maintenance_note: '',
        created_at: now,
        updated_at: now,
      }));
      const rows = await t.app.db.insertInto('units').values(extra).returning(['id']).execute();
      const userId = ids.user[USERS.otherBuilding];
      await t.app.db
        .insertInto('unit_access')
        .values(rows.map((r) => ({ user_id: userId, unit_id: r.id, role: 'owner' as const, valid_from: null, valid_until: null })))
        .execute();
      const res = await t.app.inject({ method: 'GET', url: '/v1/units/my', headers: await t.as(USERS.otherBuilding) });
      expect(res.json().units.map((u: { unique_id: string }) => u.unique_id)).toEqual([
        'LIP-2.01',
        'LIP-9.01',
        'LIP-10.01',
        'SLN-1.01',
      ]);
      const filtered = await t.app.inject({
        method: 'GET',
        url: `/v1/units/my?building_id=${ids.building.SLN}`,
        headers: await t.as(USERS.otherBuilding),
      });
      expect(filtered.json().units.map((u: { unique_id: string }) => u.unique_id)).toEqual(['SLN-1.01']);
    });

    it('lists a building in natural number order', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/buildings/${ids.building.VLT}/units`,
        headers: await t.as(USERS.manager),
      });
      const numbers: string[] = res.json().units.map((u: { number: string }) => u.number);
      expect(numbers.slice(0, 6)).toEqual(['1.01', '1.02', '1.03', '1.04', '1.05', '2.01']);
      expect(numbers.indexOf('G01')).toBeLessThan(numbers.indexOf('G02'));
    });

    it('refuses an invalid building_id filter with 400', async () => {
      const headers = await t.as(USERS.owner);
      for (const q of ['abc', '0', '-1', '1.5']) {
        const res = await t.app.inject({ method: 'GET', url: `/v1/units/my?building_id=${q}`, headers });
        expect(res.statusCode, q).toBe(400);
        expect(res.json().message).toContain('building_id');
      }
    });

    it('filters by a building the caller has no unit in to an empty list', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/units/my?building_id=${ids.building.LIP}`,
        headers: await t.as(USERS.owner),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', units: [] });
    });

    it('lists each unit once, also for staff who hold their own access in the building', async () => {
      await t.app.db
        .insertInto('unit_access')
        .values({ user_id: ids.user[USERS.manager], unit_id: ids.unit['VLT-5.01'], role: 'owner', valid_from: null, valid_until: null })
        .execute();
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/buildings/${ids.building.VLT}/units`,
        headers: await t.as(USERS.manager),
      });
      const units: Array<{ unique_id: string; access: unknown }> = res.json().units;
      expect(new Set(units.map((u) => u.unique_id)).size).toBe(units.length);
      expect(units).toHaveLength(46);
      expect(units.find((u) => u.unique_id === 'VLT-5.01')?.access).toEqual({ role: 'owner' });
    });

    it('translates type_name into the caller language', async () => {
      const headers = await t.as(USERS.owner);
      const cs = (await t.app.inject({ method: 'GET', url: '/v1/units/my', headers })).json().units;
      expect(cs.map((u: { type_name: string }) => u.type_name)).toEqual(['Byt', 'Garáž']);
      const en = (await t.app.inject({ method: 'GET', url: '/v1/units/my', headers: { ...headers, 'accept-language': 'en' } })).json()
        .units;
      expect(en.map((u: { type_name: string }) => u.type_name)).toEqual(['Apartment', 'Garage']);
    });
  });
});
