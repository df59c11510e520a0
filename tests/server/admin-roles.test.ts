/**
 * Roles and permissions (issue 13 §1) on both engines: the catalogues, a user's inherited and direct
 * permissions, assigning and removing roles bound by their type, granting, denying, editing and
 * removing direct permissions with validity — each taking effect on the user's very next call — a
 * building admin only inside their buildings and never on their own or a global admin's access,
 * the spec's messages, and an audit row for every change.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { UserPermissionsResponse } from '../../contract/admin';
import type { Me } from '../../contract/users';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';

describeEngines('roles and permissions', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let tenant: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
    tenant = ids.user[USERS.tenant];
  });
  afterAll(async () => t?.close());

  const call = async (as: string | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: unknown, lang = 'cs') =>
    t.app.inject({ method, url: `/v1${path}`, headers: { ...(await t.as(as)), 'accept-language': lang }, payload: payload as object });
  /** What the tenant's own next call says they hold in Rezidence Vltava. */
  const tenantHolds = async () => {
    const me = (await call(USERS.tenant, 'GET', '/users/me')).json() as Me;
    return me.buildings.find((b) => b.building_id === ids.building.VLT)?.permissions ?? [];
  };
  const audits = (action: string) => t.app.db.selectFrom('audit_log').select(['user_id', 'building_id', 'detail']).where('action', '=', action).execute();

  it('lists roles and the permission catalogue to admins only', async () => {
    for (const who of [USERS.globalAdmin, USERS.buildingAdmin]) {
      const roles = (await call(who, 'GET', '/roles')).json().roles as Array<{ code: string; role_type: string; is_active: number }>;
      expect(roles.map((r) => r.code)).toEqual(expect.arrayContaining(['GLOBAL_ADMIN', 'BUILDING_ADMIN', 'TECHNICIAN', 'UNIT_OWNER']));
      const perms = (await call(who, 'GET', '/roles/available-permissions')).json().permissions as Array<{ code: string; name: string }>;
      expect(perms.map((p) => p.code)).toContain('door:open');
      expect(perms.find((p) => p.code === 'user:manage')?.name).toBe('Správa uživatelů');
    }
    for (const who of [USERS.manager, USERS.owner]) {
      expect((await call(who, 'GET', '/roles')).statusCode, who).toBe(403);
      expect((await call(who, 'GET', '/roles/available-permissions')).statusCode, who).toBe(403);
    }
    expect((await call(null, 'GET', '/roles')).statusCode).toBe(401);
  });

  it('grants, denies, edits and removes a direct permission, each seen on the user’s next call and audited', async () => {
    expect(await tenantHolds()).not.toContain('board:view');
    const granted = await call(USERS.globalAdmin, 'POST', `/users/${tenant}/permissions`, { permission_code: 'board:view', building_id: ids.building.VLT, valid_from: '2026-01-01', valid_until: '2099-12-31' });
    expect(granted.statusCode).toBe(201);
    const direct = (granted.json() as UserPermissionsResponse).permissions.direct;
    expect(direct).toEqual([
      // a bare date is the whole day in Prague: from its first instant (UTC+1 in winter), until its last
      { assignment_id: expect.any(Number), code: 'board:view', granted: true, building_id: ids.building.VLT, unit_id: null, valid_from: '2025-12-31T23:00:00.000Z', valid_until: '2099-12-31T22:59:59.999Z' },
    ]);
    expect(await tenantHolds()).toContain('board:view');
    const id = direct[0].assignment_id;

    const denied = await call(USERS.globalAdmin, 'PATCH', `/users/${tenant}/permissions/${id}`, { is_granted: false });
    expect((denied.json() as UserPermissionsResponse).permissions.direct[0]).toMatchObject({ code: 'board:view', granted: false });
    expect(await tenantHolds()).not.toContain('board:view');
    // the code cannot change on edit
    const recode = await call(USERS.globalAdmin, 'PATCH', `/users/${tenant}/permissions/${id}`, { permission_code: 'door:open' });
    expect(recode.json().message).toBe('Pole „permission_code“ není povoleno');

    expect((await call(USERS.globalAdmin, 'DELETE', `/users/${tenant}/permissions/${id}`)).json()).toEqual({ status: 'success' });
    expect(((await call(USERS.globalAdmin, 'GET', `/users/${tenant}/permissions?include_inherited=true`)).json() as UserPermissionsResponse).permissions.direct).toEqual([]);
    expect((await call(USERS.globalAdmin, 'DELETE', `/users/${tenant}/permissions/${id}`)).json()).toEqual({ message: 'Oprávnění nebylo nalezeno' });

    const [grant] = await audits('admin.permission.grant');
    expect(grant).toMatchObject({ user_id: ids.user[USERS.globalAdmin], building_id: ids.building.VLT });
    const [update] = await audits('admin.permission.update');
    const detail = typeof update.detail === 'string' ? JSON.parse(update.detail) : update.detail;
    expect(detail).toMatchObject({ code: 'board:view', old: { granted: true }, new: { granted: false } });
    expect(await audits('admin.permission.remove')).toHaveLength(1);
  });

  it('assigns a role bound by its type and removes it, seen on the next call', async () => {
    const res = await call(USERS.globalAdmin, 'POST', `/users/${tenant}/roles`, { role_id: await roleId('TECHNICIAN'), building_id: ids.building.VLT });
    expect(res.statusCode).toBe(201);
    const inherited = (res.json() as UserPermissionsResponse).permissions.inherited;
    expect(inherited).toEqual([
      { user_role_id: expect.any(Number), role_id: await roleId('TECHNICIAN'), role_code: 'TECHNICIAN', role_name: 'Technik', building_id: ids.building.VLT, unit_id: null, valid_from: null, valid_until: null },
    ]);
    expect(await tenantHolds()).toContain('issue:resolve');
    expect((await call(USERS.globalAdmin, 'DELETE', `/users/${tenant}/roles/${inherited[0].user_role_id}`)).statusCode).toBe(200);
    expect(await tenantHolds()).not.toContain('issue:resolve');
    expect((await call(USERS.globalAdmin, 'DELETE', `/users/${tenant}/roles/${inherited[0].user_role_id}`)).json().message).toBe('Přiřazení role nebylo nalezeno');
    expect(await audits('admin.role.assign')).toHaveLength(1);
    expect(await audits('admin.role.remove')).toHaveLength(1);
  });

  async function roleId(code: string): Promise<number> {
    return (await t.app.db.selectFrom('roles').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  }

  it.each([
    ['roles', { role_id: 0 }, 'Role musí být vybrána', 'A role must be selected'],
    ['roles', {}, 'Role musí být vybrána', null],
    ['roles', { role_id: 999999 }, 'Neznámá nebo neaktivní role', 'Unknown or inactive role'],
    ['roles', { role_id: 'TECHNICIAN' }, 'Role budovy potřebuje budovu (a žádnou jednotku)', null],
    ['roles', { role_id: 'GLOBAL_ADMIN', building_id: 'VLT' }, 'Globální role se nepřiřazuje k budově ani jednotce', null],
    ['roles', { role_id: 'UNIT_OWNER', building_id: 'VLT' }, 'Role jednotky potřebuje jednotku', null],
    ['roles', { role_id: 'TECHNICIAN', building_id: 999999 }, 'Budova 999999 neexistuje', 'Building 999999 does not exist'],
    ['permissions', {}, 'Oprávnění musí být vybráno', 'A permission must be selected'],
    ['permissions', { permission_code: 'nic:neni' }, 'Neznámé oprávnění', 'Unknown permission'],
    ['permissions', { permission_code: 'door:open', building_id: 'VLT', valid_from: '2026-05-02', valid_until: '2026-05-01' }, '„Platné do“ musí být stejné nebo pozdější než „Platné od“', '“Valid until” must be the same as or later than “Valid from”'],
    ['permissions', { permission_code: 'door:open', valid_from: 'zítra' }, 'Pole „valid_from“ musí být datum (RRRR-MM-DD) nebo datum a čas', null],
    ['permissions', { permission_code: 'door:open', unit_id: 999999 }, 'Jednotka 999999 neexistuje', null],
  ])('POST %s %j answers the message in both languages and stores nothing', async (kind, raw, cs, en) => {
    const body: Record<string, unknown> = { ...raw };
    if (typeof body.role_id === 'string') body.role_id = await roleId(body.role_id);
    if (body.building_id === 'VLT') body.building_id = ids.building.VLT;
    const path = `/users/${tenant}/${kind}`;
    const before = await t.app.db.selectFrom('audit_log').select('id').execute();
    const res = await call(USERS.globalAdmin, 'POST', path, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(cs);
    if (en) expect((await call(USERS.globalAdmin, 'POST', path, body, 'en')).json().message).toBe(en);
    expect(await t.app.db.selectFrom('audit_log').select('id').execute()).toHaveLength(before.length);
  });

  it('lets a building admin manage access only inside their buildings, never their own or a global admin’s', async () => {
    const grant = (who: string, userId: number, extra: Record<string, unknown>) => call(who, 'POST', `/users/${userId}/permissions`, { permission_code: 'door:open', ...extra });
    const inside = await grant(USERS.buildingAdmin, tenant, { building_id: ids.building.VLT });
    expect(inside.statusCode).toBe(201);
    const outside = await grant(USERS.buildingAdmin, tenant, { building_id: ids.building.SLN });
    expect(outside.json().message).toBe(`Budovu ${ids.building.SLN} nespravujete`);
    expect((await grant(USERS.buildingAdmin, tenant, {})).statusCode).toBe(403);
    const own = await grant(USERS.buildingAdmin, ids.user[USERS.buildingAdmin], { building_id: ids.building.VLT });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Svůj přístup ani přístup globálního administrátora měnit nemůžete');
    // not a member of their buildings: not found, as if there were no such user
    expect((await grant(USERS.buildingAdmin, ids.user[USERS.otherBuilding], { building_id: ids.building.VLT })).statusCode).toBe(404);
    expect((await call(USERS.buildingAdmin, 'GET', `/users/${ids.user[USERS.globalAdmin]}/permissions`)).statusCode).toBe(404);

    // a grant the global admin gave elsewhere is not shown to them, nor can they remove it
    const elsewhere = (await grant(USERS.globalAdmin, tenant, { building_id: ids.building.SLN })).json() as UserPermissionsResponse;
    const sln = elsewhere.permissions.direct.find((d) => d.building_id === ids.building.SLN)!;
    const seen = (await call(USERS.buildingAdmin, 'GET', `/users/${tenant}/permissions?include_inherited=true`)).json() as UserPermissionsResponse;
    expect(seen.permissions.direct.map((d) => d.building_id)).toEqual([ids.building.VLT]);
    expect((await call(USERS.buildingAdmin, 'DELETE', `/users/${tenant}/permissions/${sln.assignment_id}`)).statusCode).toBe(404);
    expect((await call(USERS.buildingAdmin, 'POST', `/users/${tenant}/roles`, { role_id: await roleId('GLOBAL_ADMIN') })).statusCode).toBe(403);

    for (const who of [USERS.manager, USERS.owner]) {
      expect((await grant(who, tenant, { building_id: ids.building.VLT })).statusCode, who).toBe(403);
      expect((await call(who, 'GET', `/users/${tenant}/permissions`)).statusCode, who).toBe(403);
    }
    expect((await call(USERS.globalAdmin, 'GET', '/users/999999/permissions')).statusCode).toBe(404);
  });
});
