/**
 * GET /units/my on SQLite answers from JSON that SQLite builds itself (domain/units/my-units-json.ts).
 * It must say exactly what the general path says: same units, fields, values, order, languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, USERS, type TestApp } from './harness';
import { listMyUnits, myUnitsPreserialized } from '../../server/domain/units/service';
import { loadAccessProfile } from '../../server/access/load';

describe('GET /units/my: SQLite fast path equals the general path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  const callerOf = async (email: string, lang: 'cs' | 'en') => {
    const ids = await demoIds(t.app);
    return { profile: (await loadAccessProfile(t.app.db, ids.user[email]))!, lang };
  };

  it.each([
    [USERS.owner, 'cs'],
    [USERS.owner, 'en'],
    [USERS.tenant, 'cs'],
    [USERS.otherBuilding, 'en'],
    [USERS.globalAdmin, 'cs'],
  ] as const)('for %s in %s', async (email, lang) => {
    const caller = await callerOf(email, lang);
    const general = { status: 'success', units: await listMyUnits(t.app, caller) };
    const fast = await myUnitsPreserialized(t.app, caller);
    expect(fast).not.toBeNull();
    expect(JSON.parse(fast!)).toEqual(JSON.parse(JSON.stringify(general)));
  });

  it('with a building filter, and with values the seed does not have (no parking, no area, odd names, auto options on, no start date)', async () => {
    const ids = await demoIds(t.app);
    await t.app.db
      .updateTable('units')
      .set({
        identifier: 'Ö "quoted" \\ name',
        has_parking: 0,
        area: null,
        floor: -2,
        doorbell_name: 'Nový "zvonek" \\ ž',
        elevator_enabled: 1,
        elevator_auto_on_card: 1,
        elevator_auto_on_intercom: 1,
      })
      .where('id', '=', ids.unit['SLN-1.01'])
      .execute();
    await t.app.db.updateTable('units').set({ area: 72 }).where('id', '=', ids.unit['LIP-2.01']).execute();
    await t.app.db
      .updateTable('unit_access')
      .set({ valid_from: null })
      .where('unit_id', '=', ids.unit['LIP-2.01'])
      .where('user_id', '=', ids.user[USERS.otherBuilding])
      .execute();
    const caller = await callerOf(USERS.otherBuilding, 'cs');
    for (const buildingId of [undefined, ids.building.SLN, ids.building.LIP, ids.building.VLT]) {
      const general = { status: 'success', units: await listMyUnits(t.app, caller, buildingId) };
      expect(JSON.parse((await myUnitsPreserialized(t.app, caller, buildingId))!)).toEqual(JSON.parse(JSON.stringify(general)));
    }
  });

  it('is what the route sends, as JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/units/my', headers: await t.as(USERS.owner) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json().units.map((u: { unique_id: string }) => u.unique_id)).toEqual(['VLT-1.01', 'VLT-G01']);
  });

  it('has no maintenance note even for a resident who may read it (that is in GET /units/{id}), the rest of the spec Unit', async () => {
    const ids = await demoIds(t.app);
    await t.app.db
      .insertInto('user_permissions')
      .values({
        user_id: ids.user[USERS.owner],
        permission_code: 'maintenance:view',
        granted: 1,
        building_id: ids.building.VLT,
        unit_id: null,
        valid_from: null,
        valid_until: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const headers = await t.as(USERS.owner);
    const res = await t.app.inject({ method: 'GET', url: '/v1/units/my', headers });
    expect(res.json().units[0]).not.toHaveProperty('maintenance_note');
    const detail = await t.app.inject({ method: 'GET', url: `/v1/units/${res.json().units[0].id}`, headers });
    const { maintenance_note: note, ...rest } = detail.json().unit;
    expect(note).toBe('Výměna vodoměru naplánována na jaro.');
    expect(rest).toEqual(res.json().units[0]);
  });
});
