/**
 * Units routes × every kind of caller, on both engines (spec 000 §6–§7): who sees which units,
 * who may read one unit, who may change its settings.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';

type Who = keyof typeof USERS;
type Ids = Awaited<ReturnType<typeof demoIds>>;

describeEngines('units routes × users', (engine) => {
  let t: TestApp;
  let ids: Ids;
  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
  });
  afterAll(async () => t?.close());

  const get = async (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: await t.as(USERS[who]) });
  const uniques = (units: Array<{ unique_id: string }>) => units.map((u) => u.unique_id);

  // GET /buildings/{VLT}/units: staff see all 46 units, residents their own, others get 404
  const buildingUnits: Array<[Who, number, string[] | number]> = [
    ['anonymous', 401, 0],
    ['otherBuilding', 404, 0],
    ['tenant', 200, ['VLT-2.03']],
    ['owner', 200, ['VLT-1.01', 'VLT-G01']],
    ['manager', 200, 46],
    ['buildingAdmin', 200, 46],
    ['globalAdmin', 200, 46],
  ];
  it.each(buildingUnits)('GET /buildings/VLT/units as %s → %i', async (who, status, expected) => {
    const res = await get(who, `/v1/buildings/${ids.building.VLT}/units`);
    expect(res.statusCode).toBe(status);
    if (status !== 200) return;
    const units = res.json().units;
    if (typeof expected === 'number') expect(units).toHaveLength(expected);
    else expect(uniques(units)).toEqual(expected);
  });

  it('GET /buildings/{unknown}/units is 404 even for a global admin', async () => {
    expect((await get('globalAdmin', '/v1/buildings/999999/units')).statusCode).toBe(404);
  });

  // GET /units/my: only the caller's own live unit accesses; staff without units have none
  const myUnits: Array<[Who, number, string[]]> = [
    ['anonymous', 401, []],
    ['otherBuilding', 200, ['LIP-2.01', 'SLN-1.01']],
    ['tenant', 200, ['VLT-2.03']],
    ['owner', 200, ['VLT-1.01', 'VLT-G01']],
    ['manager', 200, []],
    ['buildingAdmin', 200, []],
    ['globalAdmin', 200, []],
  ];
  it.each(myUnits)('GET /units/my as %s → %i', async (who, status, expected) => {
    const res = await get(who, '/v1/units/my');
    expect(res.statusCode).toBe(status);
    if (status !== 200) return;
    expect(res.json().status).toBe('success');
    expect(uniques(res.json().units)).toEqual(expected);
  });

  // GET /units/{VLT-1.01}: its owner and VLT staff; a tenant of another unit and other residents get 404
  const oneUnit: Array<[Who, number, boolean]> = [
    ['anonymous', 401, false],
    ['otherBuilding', 404, false],
    ['tenant', 404, false],
    ['owner', 200, false],
    ['manager', 200, true],
    ['buildingAdmin', 200, true],
    ['globalAdmin', 200, true],
  ];
  it.each(oneUnit)('GET /units/VLT-1.01 as %s → %i (maintenance note shown: %s)', async (who, status, withNote) => {
    const res = await get(who, `/v1/units/${ids.unit['VLT-1.01']}`);
    expect(res.statusCode).toBe(status);
    if (status !== 200) return;
    const { unit } = res.json();
    expect(unit.unique_id).toBe('VLT-1.01');
    expect('maintenance_note' in unit).toBe(withNote);
    if (withNote) expect(unit.maintenance_note).toBe('Výměna vodoměru naplánována na jaro.');
    // the owner sees their access; staff see the unit through the building
    expect(unit.access).toEqual(who === 'owner' ? { role: 'owner', valid_from: '2024-01-01T00:00:00.000Z' } : null);
  });

  it('lists hold summaries without the maintenance note; the detail shows it to staff only', async () => {
    const staff = (await get('manager', `/v1/buildings/${ids.building.VLT}/units`)).json().units;
    expect(staff.length).toBeGreaterThan(0);
    expect(staff.some((u: object) => 'maintenance_note' in u)).toBe(false);
    const owner = (await get('owner', `/v1/buildings/${ids.building.VLT}/units`)).json().units;
    expect(owner.length).toBeGreaterThan(0);
    expect(owner.some((u: object) => 'maintenance_note' in u)).toBe(false);
    const unitId = ids.unit['VLT-1.01'];
    expect((await get('manager', `/v1/units/${unitId}`)).json().unit).toHaveProperty('maintenance_note');
    expect((await get('owner', `/v1/units/${unitId}`)).json().unit).not.toHaveProperty('maintenance_note');
    const mine = (await get('owner', '/v1/units/my')).json().units;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.some((u: object) => 'maintenance_note' in u)).toBe(false);
  });

  // PATCH /buildings/{VLT}/units/{VLT-1.01} features: the owner and staff; the tenant of another unit
  // gets 404, the same as for a unit that does not exist
  const patchFeatures: Array<[Who, number]> = [
    ['anonymous', 401],
    ['otherBuilding', 404],
    ['tenant', 404],
    ['owner', 200],
    ['manager', 200],
    ['buildingAdmin', 200],
    ['globalAdmin', 200],
  ];
  it.each(patchFeatures)('PATCH features of VLT-1.01 as %s → %i', async (who, status) => {
    const name = `Zvonek ${who}`.slice(0, 35);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/buildings/${ids.building.VLT}/units/${ids.unit['VLT-1.01']}`,
      headers: await t.as(USERS[who]),
      payload: { features: { doorbell: { enabled: true, name } } },
    });
    expect(res.statusCode).toBe(status);
    const stored = await t.app.db
      .selectFrom('units')
      .select('doorbell_name')
      .where('id', '=', ids.unit['VLT-1.01'])
      .executeTakeFirstOrThrow();
    if (status === 200) {
      expect(res.json().unit.features.doorbell).toEqual({ enabled: true, name });
      expect(stored.doorbell_name).toBe(name);
    } else {
      expect(stored.doorbell_name).not.toBe(name);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('the tenant changes the settings of their own unit', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/buildings/${ids.building.VLT}/units/${ids.unit['VLT-2.03']}`,
      headers: await t.as(USERS.tenant),
      payload: { features: { elevator: { enabled: true, auto_on_card: true, auto_on_intercom: true } } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().unit.features.elevator).toEqual({ enabled: true, auto_on_card: true, auto_on_intercom: true });
    expect(res.json().unit.access.role).toBe('tenant');
  });

  // PATCH maintenance_note: 'maintenance:edit' only (building admin and manager have it, residents do not)
  const patchNote: Array<[Who, number]> = [
    ['anonymous', 401],
    ['otherBuilding', 404],
    ['tenant', 404],
    ['owner', 403],
    ['manager', 200],
    ['buildingAdmin', 200],
    ['globalAdmin', 200],
  ];
  it.each(patchNote)('PATCH maintenance_note of VLT-1.01 as %s → %i', async (who, status) => {
    const note = `Poznámka od ${who}`;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/buildings/${ids.building.VLT}/units/${ids.unit['VLT-1.01']}`,
      headers: await t.as(USERS[who]),
      payload: { maintenance_note: note },
    });
    expect(res.statusCode).toBe(status);
    const stored = await t.app.db
      .selectFrom('units')
      .select('maintenance_note')
      .where('id', '=', ids.unit['VLT-1.01'])
      .executeTakeFirstOrThrow();
    expect(stored.maintenance_note === note).toBe(status === 200);
    if (status === 200) expect(res.json().unit.maintenance_note).toBe(note);
  });

  it('an owner sending features and a note together is refused as a whole (nothing half-done)', async () => {
    const before = await t.app.db.selectFrom('units').selectAll().where('id', '=', ids.unit['VLT-1.01']).executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/buildings/${ids.building.VLT}/units/${ids.unit['VLT-1.01']}`,
      headers: await t.as(USERS.owner),
      payload: { features: { doorbell: { enabled: false, name: 'Jiné' } }, maintenance_note: 'nope' },
    });
    expect(res.statusCode).toBe(403);
    const after = await t.app.db.selectFrom('units').selectAll().where('id', '=', ids.unit['VLT-1.01']).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('a direct unit:manage grant in the building lets a resident change any unit there', async () => {
    await t.app.db
      .insertInto('user_permissions')
      .values({
        user_id: ids.user[USERS.tenant],
        permission_code: 'unit:manage',
        granted: 1,
        building_id: ids.building.VLT,
        unit_id: null,
        valid_from: null,
        valid_until: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/buildings/${ids.building.VLT}/units/${ids.unit['VLT-3.01']}`,
      headers: await t.as(USERS.tenant),
      payload: { features: { doorbell: { enabled: true, name: 'Správa' } } },
    });
    expect(res.statusCode).toBe(200);
    // …and also to list every unit of that building
    expect((await get('tenant', `/v1/buildings/${ids.building.VLT}/units`)).json().units).toHaveLength(46);
    await t.app.db.deleteFrom('user_permissions').where('user_id', '=', ids.user[USERS.tenant]).execute();
  });
});
