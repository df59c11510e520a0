/**
 * Memberships (issue 13 follow-up) on both engines: a user's building roles and unit accesses read,
 * set and ended — seen on the user's very next call (which buildings and units they have), audited
 * with old and new — a building admin only in their buildings and never on their own or a global
 * admin's access, unknown ids and bad roles refused in both languages with nothing stored.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MembershipsResponse } from '../../contract/admin';
import type { Me } from '../../contract/users';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';

describeEngines('memberships', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let other: number;
  let vltUnit: number;
  let slnUnit: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
    other = ids.user[USERS.otherBuilding];
    const unitIn = async (building: number) =>
      (await t.app.db.selectFrom('units').select('id').where('building_id', '=', building).orderBy('id').executeTakeFirstOrThrow()).id;
    vltUnit = await unitIn(ids.building.VLT);
    slnUnit = await unitIn(ids.building.SLN);
  });
  afterAll(async () => t?.close());

  const call = async (as: string | null, method: 'GET' | 'PUT' | 'DELETE', path: string, payload?: unknown, lang = 'cs') =>
    t.app.inject({ method, url: `/v1${path}`, headers: { ...(await t.as(as)), 'accept-language': lang }, payload: payload as object });
  const me = async (who: string) => (await call(who, 'GET', '/users/me')).json() as Me;
  const audits = (action: string) => t.app.db.selectFrom('audit_log').select(['user_id', 'building_id', 'detail']).where('action', '=', action).execute();
  const parse = (d: unknown) => (typeof d === 'string' ? JSON.parse(d) : d);

  it('adds a user to a building, changes the role and ends it — each seen on their next call and audited', async () => {
    expect((await me(USERS.otherBuilding)).buildings.map((b) => b.building_id)).not.toContain(ids.building.VLT);
    const set = await call(USERS.globalAdmin, 'PUT', `/users/${other}/memberships/buildings/${ids.building.VLT}`, { role: 'user' });
    expect(set.statusCode).toBe(200);
    expect((set.json() as MembershipsResponse).buildings).toContainEqual({ building_id: ids.building.VLT, building_name: 'Rezidence Vltava', role: 'user' });
    expect((await me(USERS.otherBuilding)).buildings.map((b) => b.building_id)).toContain(ids.building.VLT);
    // the building's admin now sees them among their people
    expect((await call(USERS.buildingAdmin, 'GET', `/users/${other}/memberships`)).statusCode).toBe(200);

    const manager = await call(USERS.globalAdmin, 'PUT', `/users/${other}/memberships/buildings/${ids.building.VLT}`, { role: 'manager' });
    expect((manager.json() as MembershipsResponse).buildings.find((b) => b.building_id === ids.building.VLT)?.role).toBe('manager');
    // setting the same role again changes nothing and writes nothing
    await call(USERS.globalAdmin, 'PUT', `/users/${other}/memberships/buildings/${ids.building.VLT}`, { role: 'manager' });
    const sets = await audits('admin.membership.set');
    expect(sets).toHaveLength(2);
    expect(parse(sets[1].detail)).toMatchObject({ user_id: other, old: { role: 'user' }, new: { role: 'manager' } });

    expect((await call(USERS.globalAdmin, 'DELETE', `/users/${other}/memberships/buildings/${ids.building.VLT}`)).json()).toEqual({ status: 'success' });
    expect((await me(USERS.otherBuilding)).buildings.map((b) => b.building_id)).not.toContain(ids.building.VLT);
    expect((await call(USERS.globalAdmin, 'DELETE', `/users/${other}/memberships/buildings/${ids.building.VLT}`)).json()).toEqual({ message: 'Členství nebylo nalezeno' });
    expect(await audits('admin.membership.remove')).toHaveLength(1);
  });

  it('gives, changes and ends a unit access with its validity', async () => {
    const set = await call(USERS.globalAdmin, 'PUT', `/users/${other}/memberships/units/${vltUnit}`, { role: 'tenant', valid_until: '2099-12-31' });
    expect(set.statusCode).toBe(200);
    const unit = (set.json() as MembershipsResponse).units.find((u) => u.unit_id === vltUnit);
    expect(unit).toMatchObject({ building_id: ids.building.VLT, building_name: 'Rezidence Vltava', role: 'tenant', valid_from: null, valid_until: '2099-12-31T22:59:59.999Z' });
    expect((await me(USERS.otherBuilding)).buildings.map((b) => b.building_id)).toContain(ids.building.VLT);

    const owner = await call(USERS.globalAdmin, 'PUT', `/users/${other}/memberships/units/${vltUnit}`, { role: 'owner' });
    expect((owner.json() as MembershipsResponse).units.find((u) => u.unit_id === vltUnit)).toMatchObject({ role: 'owner', valid_until: null });
    // an access that ended yesterday no longer lets them in
    await call(USERS.globalAdmin, 'PUT', `/users/${other}/memberships/units/${vltUnit}`, { role: 'owner', valid_from: '2020-01-01', valid_until: '2020-12-31' });
    expect((await me(USERS.otherBuilding)).buildings.map((b) => b.building_id)).not.toContain(ids.building.VLT);

    expect((await call(USERS.globalAdmin, 'DELETE', `/users/${other}/memberships/units/${vltUnit}`)).statusCode).toBe(200);
    expect(((await call(USERS.globalAdmin, 'GET', `/users/${other}/memberships`)).json() as MembershipsResponse).units.map((u) => u.unit_id)).not.toContain(vltUnit);
    expect((await call(USERS.globalAdmin, 'DELETE', `/users/${other}/memberships/units/${vltUnit}`)).statusCode).toBe(404);
  });

  it.each([
    ['buildings/VLT', { role: 'owner' }, 'Neplatná role', 'Invalid role'],
    ['buildings/VLT', {}, 'Neplatná role', null],
    ['buildings/VLT', { role: 'user', is_admin: true }, 'Pole „is_admin“ není povoleno', null],
    ['buildings/999999', { role: 'user' }, 'Budova 999999 neexistuje', 'Building 999999 does not exist'],
    ['units/VLTU', { role: 'admin' }, 'Neplatná role', null],
    ['units/999999', { role: 'tenant' }, 'Jednotka 999999 neexistuje', 'Unit 999999 does not exist'],
    ['units/VLTU', { role: 'tenant', valid_from: '2026-05-02', valid_until: '2026-05-01' }, '„Platné do“ musí být stejné nebo pozdější než „Platné od“', null],
  ])('PUT %s %j answers the message in both languages and stores nothing', async (target, body, cs, en) => {
    const path = `/users/${other}/memberships/${target.replace('VLTU', String(vltUnit)).replace('VLT', String(ids.building.VLT))}`;
    const before = await t.app.db.selectFrom('audit_log').select('id').execute();
    const res = await call(USERS.globalAdmin, 'PUT', path, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(cs);
    if (en) expect((await call(USERS.globalAdmin, 'PUT', path, body, 'en')).json().message).toBe(en);
    expect(await t.app.db.selectFrom('audit_log').select('id').execute()).toHaveLength(before.length);
    expect(((await call(USERS.globalAdmin, 'GET', `/users/${other}/memberships`)).json() as MembershipsResponse).buildings.map((b) => b.building_id)).not.toContain(ids.building.VLT);
  });

  it('lets a building admin change memberships only in their buildings, never their own or a global admin’s', async () => {
    const tenant = ids.user[USERS.tenant];
    // the tenant is one of their people: they see the memberships of their buildings only
    const seen = (await call(USERS.buildingAdmin, 'GET', `/users/${tenant}/memberships`)).json() as MembershipsResponse;
    expect(seen.units.length).toBeGreaterThan(0);
    expect([...seen.units, ...seen.buildings].every((m) => m.building_id === ids.building.VLT)).toBe(true);

    expect((await call(USERS.buildingAdmin, 'PUT', `/users/${tenant}/memberships/buildings/${ids.building.VLT}`, { role: 'user' })).statusCode).toBe(200);
    const foreign = await call(USERS.buildingAdmin, 'PUT', `/users/${tenant}/memberships/buildings/${ids.building.SLN}`, { role: 'user' });
    expect(foreign.json().message).toBe(`Budovu ${ids.building.SLN} nespravujete`);
    expect((await call(USERS.buildingAdmin, 'PUT', `/users/${tenant}/memberships/units/${slnUnit}`, { role: 'guest' })).statusCode).toBe(400);
    expect((await call(USERS.buildingAdmin, 'DELETE', `/users/${tenant}/memberships/buildings/${ids.building.VLT}`)).statusCode).toBe(200);

    const own = await call(USERS.buildingAdmin, 'PUT', `/users/${ids.user[USERS.buildingAdmin]}/memberships/buildings/${ids.building.VLT}`, { role: 'manager' });
    expect(own.statusCode).toBe(403);
    expect((await call(USERS.buildingAdmin, 'DELETE', `/users/${ids.user[USERS.buildingAdmin]}/memberships/buildings/${ids.building.VLT}`)).statusCode).toBe(403);
    // outside their buildings a user is not found, as if there were none
    expect((await call(USERS.buildingAdmin, 'GET', `/users/${ids.user[USERS.globalAdmin]}/memberships`)).statusCode).toBe(404);
    expect((await call(USERS.buildingAdmin, 'PUT', `/users/${other}/memberships/buildings/${ids.building.VLT}`, { role: 'user' })).statusCode).toBe(404);

    for (const who of [USERS.manager, USERS.owner]) {
      expect((await call(who, 'GET', `/users/${tenant}/memberships`)).statusCode, who).toBe(403);
      expect((await call(who, 'PUT', `/users/${tenant}/memberships/units/${vltUnit}`, { role: 'guest' })).statusCode, who).toBe(403);
    }
    expect((await call(null, 'GET', `/users/${tenant}/memberships`)).statusCode).toBe(401);
    expect((await call(USERS.globalAdmin, 'GET', '/users/999999/memberships')).statusCode).toBe(404);
  });
});
