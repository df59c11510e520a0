import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEngines } from './harness';
import { UNIT_REACH } from './unit-callers';
import { addPlate, parkingFixture, PARKING_KINDS, type ParkingFixture, type ParkingKind } from './parking-vehicles-helpers';

/**
 * Every parking route of a unit × every kind of caller (issue 9): the unit's people and the
 * building's parking staff reach the unit; everyone else gets the same 404 as for a missing unit;
 * spaces and the parking switch are staff's (403 for the unit's own people, who can see the unit).
 */
const UNIT = UNIT_REACH;
const STAFF_ONLY: Record<ParkingKind, number> = { ...UNIT, owner: 403, unitTenant: 403 };
const created = (status: number) => (status === 200 ? 201 : status);

describeEngines('parking vehicles: route × user', (engine) => {
  let f: ParkingFixture;
  beforeAll(async () => {
    f = await parkingFixture(engine);
  });
  afterAll(async () => f?.close());

  it.each(PARKING_KINDS)('GET plates of 1.01 as %s', async (kind) => {
    const res = await f.call(kind, 'GET', f.plates(f.unit.a101));
    expect(res.statusCode).toBe(UNIT[kind]);
    if (res.statusCode === 200) {
      const list = res.json().license_plates as Array<{ license_plate: string; type: string; unit_id: number }>;
      // the demo's three plates of 1.01: permanent first, then by plate
      expect(list.slice(0, 3).map((p) => [p.type, p.license_plate])).toEqual([
        ['permanent', '1AB2345'],
        ['temporary', '2AZ1010'],
        ['temporary', '5AC6789'],
      ]);
      expect(list.every((p) => p.unit_id === f.unit.a101)).toBe(true);
    } else {
      expect(typeof res.json().message).toBe('string');
    }
  });

  it.each(PARKING_KINDS)('POST a plate on 1.01 as %s', async (kind) => {
    const plate = f.freshPlate();
    const before = await f.countPlates();
    const res = await f.call(kind, 'POST', f.plates(f.unit.a101), { license_plate: plate, name: `auto ${kind}` });
    expect(res.statusCode).toBe(created(UNIT[kind]));
    expect(await f.countPlates()).toBe(before + (res.statusCode === 201 ? 1 : 0));
    if (res.statusCode === 201) expect(res.json().license_plate).toMatchObject({ license_plate: plate, unit_id: f.unit.a101, type: 'permanent' });
  });

  it.each(PARKING_KINDS)('PUT a plate of 1.01 as %s', async (kind) => {
    const plate = await addPlate(f, f.unit.a101, { name: 'před' });
    const res = await f.call(kind, 'PUT', `${f.plates(f.unit.a101)}/${plate.id}`, { license_plate: plate.license_plate, name: 'po' });
    expect(res.statusCode).toBe(UNIT[kind]);
    const row = await f.t.app.db.selectFrom('license_plates').select('name').where('id', '=', plate.id).executeTakeFirstOrThrow();
    expect(row.name).toBe(res.statusCode === 200 ? 'po' : 'před');
  });

  it.each(PARKING_KINDS)('DELETE a plate of 1.01 as %s', async (kind) => {
    const plate = await addPlate(f, f.unit.a101);
    const res = await f.call(kind, 'DELETE', `${f.plates(f.unit.a101)}/${plate.id}`);
    expect(res.statusCode).toBe(UNIT[kind]);
    const row = await f.t.app.db.selectFrom('license_plates').select('id').where('id', '=', plate.id).executeTakeFirst();
    expect(row === undefined).toBe(res.statusCode === 200);
  });

  it.each(PARKING_KINDS)('GET spaces of 1.01 as %s', async (kind) => {
    const res = await f.call(kind, 'GET', f.spaces(f.unit.a101));
    expect(res.statusCode).toBe(UNIT[kind]);
    if (res.statusCode === 200) expect(res.json().parking_spaces.map((s: { name: string }) => s.name)).toContain('P-14');
  });

  it.each(PARKING_KINDS)('POST a space on 1.01 as %s', async (kind) => {
    const name = `S-${kind}`.slice(0, 60);
    const res = await f.call(kind, 'POST', f.spaces(f.unit.a101), { name, location: 'řada C', floor: -1 });
    expect(res.statusCode).toBe(created(STAFF_ONLY[kind]));
    const rows = await f.t.app.db.selectFrom('parking_spaces').select('id').where('name', '=', name).execute();
    expect(rows).toHaveLength(res.statusCode === 201 ? 1 : 0);
    if (res.statusCode === 201) expect(res.json().parking_space).toMatchObject({ name, location: 'řada C', floor: -1, unit_id: f.unit.a101, is_active: 1 });
  });

  it.each(PARKING_KINDS)('POST set-parking on 1.01 as %s', async (kind) => {
    const res = await f.call(kind, 'POST', `/v1/units/${f.unit.a101}/set-parking`, { has_parking: true });
    expect(res.statusCode).toBe(STAFF_ONLY[kind]);
    if (res.statusCode === 200) expect(res.json()).toEqual({ status: 'success', unit: { id: f.unit.a101, has_parking: true } });
    if (res.statusCode === 403) {
      const denied = await f.t.app.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'unit.set_parking')
        .where('outcome', '=', 'denied')
        .where('unit_id', '=', f.unit.a101)
        .execute();
      expect(denied.length).toBeGreaterThan(0);
    }
  });

  const SEARCH: Record<ParkingKind, number | string[]> = {
    anonymous: 401,
    otherBuilding: 404,
    // their own units only: 1.01 and G01 for the owner, 1.01 for its tenant, none for 2.03's
    owner: ['1.01', 'G01'],
    unitTenant: ['1.01'],
    otherTenant: [],
    buildingAdmin: ['1.01', '1.02', 'G01', 'G02'],
    manager: ['1.01', '1.02', 'G01', 'G02'],
    globalAdmin: ['1.01', '1.02', 'G01', 'G02'],
  };
  it.each(PARKING_KINDS)('GET plates of the building as %s', async (kind) => {
    const res = await f.call(kind, 'GET', `/v1/buildings/${f.vlt}/license-plates`);
    const expected = SEARCH[kind];
    if (typeof expected === 'number') {
      expect(res.statusCode).toBe(expected);
      return;
    }
    expect(res.statusCode).toBe(200);
    const units = [...new Set((res.json().license_plates as Array<{ unit_number: string }>).map((p) => p.unit_number))].sort();
    expect(units).toEqual(expected);
  });

  it('finds a plate by part of it, typed loosely, bounded to 50', async () => {
    const res = await f.call('owner', 'GET', `/v1/buildings/${f.vlt}/license-plates?search=${encodeURIComponent(' ab 23')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().license_plates).toEqual([expect.objectContaining({ license_plate: '1AB2345', unit_number: '1.01', user_name: 'Jan Vlastník' })]);
    // a resident does not find another unit's plate
    const other = await f.call('owner', 'GET', `/v1/buildings/${f.vlt}/license-plates?search=7AA`);
    expect(other.json().license_plates).toEqual([]);
    const staff = await f.call('manager', 'GET', `/v1/buildings/${f.vlt}/license-plates?search=7AA`);
    expect(staff.json().license_plates.map((p: { unit_number: string }) => p.unit_number)).toEqual(['1.02']);
    // wildcards are not patterns: '%' finds nothing more than an empty search would
    const wild = await f.call('manager', 'GET', `/v1/buildings/${f.vlt}/license-plates?search=%25_`);
    expect(wild.statusCode).toBe(200);
    for (let i = 0; i < 55; i++) await addPlate(f, f.unit.g01);
    const all = await f.call('manager', 'GET', `/v1/buildings/${f.vlt}/license-plates`);
    expect(all.json().license_plates).toHaveLength(50);
  });

  describe('not found', () => {
    it('a unit of another building in the path is 404, even for a global admin', async () => {
      for (const kind of ['globalAdmin', 'otherBuilding'] as const) {
        const res = await f.call(kind, 'GET', f.plates(f.unit.sln101));
        expect(res.statusCode).toBe(404);
        const post = await f.call(kind, 'POST', f.plates(f.unit.sln101), { license_plate: f.freshPlate() });
        expect(post.statusCode).toBe(404);
      }
    });

    it('a missing unit, building, plate id or plate text is 404 with the same message as not yours', async () => {
      const notYours = (await f.call('otherTenant', 'GET', f.plates(f.unit.a101))).json();
      expect((await f.call('owner', 'GET', `/v1/buildings/${f.vlt}/units/999999/license-plates`)).json()).toEqual(notYours);
      expect((await f.call('owner', 'GET', `/v1/buildings/999999/units/${f.unit.a101}/license-plates`)).json()).toEqual(notYours);
      expect((await f.call('globalAdmin', 'POST', '/v1/units/999999/set-parking', { has_parking: true })).statusCode).toBe(404);
      for (const key of ['999999', 'NOPLATE1']) {
        expect((await f.call('owner', 'PUT', `${f.plates(f.unit.a101)}/${key}`, { license_plate: 'ABC' })).statusCode).toBe(404);
        expect((await f.call('owner', 'DELETE', `${f.plates(f.unit.a101)}/${key}`)).statusCode).toBe(404);
      }
    });

    it("a plate of another unit cannot be reached through this unit's path", async () => {
      const plate = await addPlate(f, f.unit.g01);
      const res = await f.call('buildingAdmin', 'DELETE', `${f.plates(f.unit.a101)}/${plate.id}`);
      expect(res.statusCode).toBe(404);
      expect(await f.t.app.db.selectFrom('license_plates').select('id').where('id', '=', plate.id).executeTakeFirst()).toBeDefined();
    });
  });
});
