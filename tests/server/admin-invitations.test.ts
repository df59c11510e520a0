/**
 * Invitations (issue 13 §1, §5) on both engines: the life cycle with the outbox (create → mail →
 * register → exactly its buildings, roles and units → used), deletion only while unused, a
 * building admin inviting only into their own buildings and seeing only their invitations, and
 * the form's rules with the spec's Czech messages.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Invitation } from '../../contract/admin';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import { waitForMail } from './outbox';

const PASSWORD = 'Heslo2026x';

describeEngines('invitations', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  beforeAll(async () => {
    t = await createTestApp(engine, { publicUrl: 'https://portal.example.cz' });
    ids = await demoIds(t.app);
  });
  afterAll(async () => t?.close());

  const call = async (as: string | null, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown, lang = 'cs') =>
    t.app.inject({ method, url: `/v1${path}`, headers: { ...(await t.as(as)), 'accept-language': lang }, payload: payload as object });
  const create = (as: string | null, payload: unknown, lang = 'cs') => call(as, 'POST', '/auth/invitations/create', payload, lang);
  const listed = async (as: string) => ((await call(as, 'GET', '/auth/invitations')).json() as { data: { invitations: Invitation[] } }).data.invitations;
  const register = (code: string, email: string) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/register', payload: { invitation_code: code, email, name: 'Nový Nájemník', phone: '+420 777 000 999', password: PASSWORD } });

  it('goes from invitation to account: the mail carries the link, registration applies exactly its grants, the code is spent', async () => {
    const res = await create(USERS.globalAdmin, {
      email: 'Novy.Najemnik@Example.com',
      buildings: [
        { building_id: ids.building.VLT, role: 'user', permission_role: 'TECHNICIAN', units: [{ unit_id: ids.unit['VLT-1.01'], role: 'guest' }] },
        { building_id: ids.building.LIP, role: 'manager' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const invitation = res.json() as Invitation;
    expect(invitation).toMatchObject({ email: 'novy.najemnik@example.com', is_used: 0, used_at: null, created_by: ids.user[USERS.globalAdmin], created_by_name: 'Alena Adminová' });
    // default validity: 72 hours
    expect(Date.parse(invitation.expires_at) - Date.parse(invitation.created_at)).toBe(72 * 3600_000);
    expect(invitation.buildings).toEqual([
      { building_id: ids.building.VLT, building_role: 'user', permission_role: 'TECHNICIAN', units: [{ unit_id: expect.any(Number), role: 'guest' }] },
      { building_id: ids.building.LIP, building_role: 'manager', permission_role: null, units: [] },
    ]);
    const mail = await waitForMail(t.config.dataDir, 'novy.najemnik@example.com');
    expect(mail).toContain(`https://portal.example.cz/register?code=${encodeURIComponent(invitation.code)}`);
    expect(mail).toContain('Byli jste pozváni');
    expect(mail).toContain('You have been invited');

    expect((await register(invitation.code, 'novy.najemnik@example.com')).statusCode).toBe(201);
    const user = await t.app.db.selectFrom('users').select('id').where('email', '=', 'novy.najemnik@example.com').executeTakeFirstOrThrow();
    const roles = await t.app.db.selectFrom('building_roles').select(['building_id', 'role']).where('user_id', '=', user.id).orderBy('building_id').execute();
    expect(roles).toEqual([
      { building_id: ids.building.VLT, role: 'user' },
      { building_id: ids.building.LIP, role: 'manager' },
    ].sort((a, b) => a.building_id - b.building_id));
    const units = await t.app.db.selectFrom('unit_access').select(['unit_id', 'role']).where('user_id', '=', user.id).execute();
    expect(units).toEqual([{ unit_id: invitation.buildings[0].units[0].unit_id, role: 'guest' }]);
    const assigned = await t.app.db.selectFrom('user_roles').innerJoin('roles', 'roles.id', 'user_roles.role_id').select(['roles.code', 'user_roles.building_id']).where('user_id', '=', user.id).execute();
    expect(assigned).toEqual([{ code: 'TECHNICIAN', building_id: ids.building.VLT }]);

    const after = (await listed(USERS.globalAdmin)).find((i) => i.id === invitation.id)!;
    expect(after.is_used).toBe(1);
    expect(after.used_at).not.toBeNull();
    // a used invitation is neither usable again nor deletable
    expect((await register(invitation.code, 'jiny@example.com')).statusCode).toBe(400);
    const del = await call(USERS.globalAdmin, 'DELETE', `/auth/invitations/${invitation.id}`, undefined, 'en');
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('A used invitation cannot be deleted');
  });

  it('deletes an unused invitation, whose code then no longer registers; expired codes are refused', async () => {
    const { id, code } = (await create(USERS.globalAdmin, { email: 'smazany@example.com', expires_in_hours: 1, buildings: [{ building_id: ids.building.SLN }] })).json() as Invitation;
    expect((await call(USERS.globalAdmin, 'DELETE', `/auth/invitations/${id}`)).json()).toEqual({ status: 'success' });
    expect((await register(code, 'smazany@example.com')).statusCode).toBe(400);
    expect((await call(USERS.globalAdmin, 'DELETE', `/auth/invitations/${id}`)).json()).toEqual({ message: 'Pozvánka nebyla nalezena' });
    expect(await t.app.db.selectFrom('audit_log').select('id').where('action', '=', 'admin.invitation.delete').where('target', '=', `invitation:${id}`).execute()).toHaveLength(1);

    const expired = (await create(USERS.globalAdmin, { email: 'pozde@example.com', buildings: [{ building_id: ids.building.SLN }] })).json() as Invitation;
    await t.app.db.updateTable('invitations').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', expired.id).execute();
    expect((await register(expired.code, 'pozde@example.com')).statusCode).toBe(400);
  });

  it('lets a building admin invite only into their buildings and see only their own invitations', async () => {
    const mine = await create(USERS.buildingAdmin, { email: 'soused@example.com', buildings: [{ building_id: ids.building.VLT, units: [{ unit_id: ids.unit['VLT-1.01'] }] }] });
    expect((mine.json() as Invitation).buildings[0].units).toEqual([{ unit_id: ids.unit['VLT-1.01'], role: 'tenant' }]);
    // a unit must belong to the building of its row
    const elsewhere = await create(USERS.buildingAdmin, { email: 'soused3@example.com', buildings: [{ building_id: ids.building.VLT, units: [{ unit_id: ids.unit['SLN-2.02'] }] }] });
    expect(elsewhere.json().message).toBe(`Jednotka ${ids.unit['SLN-2.02']} nepatří do budovy ${ids.building.VLT}`);
    const plain = await create(USERS.buildingAdmin, { email: 'soused2@example.com', buildings: [{ building_id: ids.building.VLT }] });
    expect(plain.statusCode).toBe(201);
    expect((plain.json() as Invitation).buildings[0]).toMatchObject({ building_role: 'user', units: [] });
    const foreign = await create(USERS.buildingAdmin, { email: 'cizi@example.com', buildings: [{ building_id: ids.building.SLN }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`Budovu ${ids.building.SLN} nespravujete`);
    const theirs = await listed(USERS.buildingAdmin);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((i) => i.created_by === ids.user[USERS.buildingAdmin])).toBe(true);
    // the global admin's invitations are not theirs to see or delete
    const adminOnes = (await listed(USERS.globalAdmin)).filter((i) => i.created_by === ids.user[USERS.globalAdmin] && i.is_used === 0);
    expect((await call(USERS.buildingAdmin, 'DELETE', `/auth/invitations/${adminOnes[0].id}`)).statusCode).toBe(404);
    for (const who of [USERS.manager, USERS.owner, USERS.tenant]) {
      expect((await call(who, 'GET', '/auth/invitations')).statusCode, who).toBe(403);
      expect((await create(who, { email: 'x@example.com', buildings: [{ building_id: ids.building.VLT }] })).statusCode, who).toBe(403);
    }
    expect((await call(null, 'GET', '/auth/invitations')).statusCode).toBe(401);
  });

  it.each([
    [{ expires_in_hours: 0 }, 'Platnost musí být alespoň 1 hodina', 'Validity must be at least 1 hour'],
    [{ expires_in_hours: 721 }, 'Maximální platnost je 30 dní (720 hodin)', 'The longest validity is 30 days (720 hours)'],
    [{ email: 'neni-mail' }, 'Neplatný formát emailu', 'Invalid email format'],
    [{ buildings: [{ building_id: 999999 }] }, 'Budova 999999 neexistuje', 'Building 999999 does not exist'],
    [{ buildings: [{ building_id: 1, role: 'owner' }] }, 'Pole „buildings.0.role“ musí být jedno z: admin, manager, user', null],
    [{ buildings: [{ building_id: 1, units: [{ unit_id: 1, role: 'admin' }] }] }, 'Pole „buildings.0.units.0.role“ musí být jedno z: owner, tenant, guest', null],
    [{ buildings: [{ building_id: 1, permission_role: 'NEEXISTUJE' }] }, 'Neznámá nebo neaktivní role', 'Unknown or inactive role'],
    [{ buildings: [{ building_id: 1, permission_role: 'GLOBAL_ADMIN' }] }, 'Neznámá nebo neaktivní role', null],
    [{ is_used: 1 }, 'Pole „is_used“ není povoleno', 'The field “is_used” is not allowed'],
  ])('refuses %j with the message, in both languages, storing nothing', async (change, cs, en) => {
    const before = (await listed(USERS.globalAdmin)).length;
    const payload = { email: 'chyba@example.com', buildings: [{ building_id: ids.building.VLT }], ...change };
    const res = await create(USERS.globalAdmin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(cs);
    if (en) expect((await create(USERS.globalAdmin, payload, 'en')).json().message).toBe(en);
    expect((await listed(USERS.globalAdmin)).length).toBe(before);
  });
});
