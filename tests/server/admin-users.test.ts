/**
 * Admin users (issue 13 §1) on both engines: the list's search, sort and paging; create, edit,
 * (de)activate for global admins only; a building admin reading only the people of their buildings;
 * the guard rails (last global admin, self-deactivation); deactivation ending sessions and sockets at
 * once; audit rows with old and new values and never a password.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminUser, UserListResponse } from '../../contract/admin';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import { connectLive } from './live-client';

const PASSWORD = 'Heslo2026x';

describeEngines('admin users', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let url: string;
  const open: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await t?.close();
  });

  const call = async (as: string | null, method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown, lang = 'cs') =>
    t.app.inject({ method, url: `/v1${path}`, headers: { ...(await t.as(as)), 'accept-language': lang }, payload: payload as object });
  const list = async (as: string, query = '') => (await call(as, 'GET', `/users${query}`)).json() as UserListResponse;
  const auditOf = (action: string, target: string) =>
    t.app.db.selectFrom('audit_log').select(['user_id', 'detail', 'building_id']).where('action', '=', action).where('target', '=', target).execute();

  it('lists users for a global admin, without passwords, sorted and paged on the server', async () => {
    const page = await list(USERS.globalAdmin, '?sort=email&order=asc&per_page=3');
    expect(page.total).toBeGreaterThanOrEqual(7);
    expect(page.users).toHaveLength(3);
    expect(page.users.map((u) => u.email)).toEqual([...page.users.map((u) => u.email)].sort());
    expect(JSON.stringify(page)).not.toMatch(/password|hash/);
    const second = await list(USERS.globalAdmin, '?sort=email&order=asc&per_page=3&page=2');
    expect(second.users[0].email > page.users[2].email).toBe(true);
    const desc = await list(USERS.globalAdmin, '?sort=name&order=desc&per_page=100');
    expect(desc.users.map((u) => u.name)).toEqual([...desc.users.map((u) => u.name)].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('searches name and e-mail without regard to accents or case; % and _ are plain characters', async () => {
    expect((await list(USERS.globalAdmin, '?search=NAJEMNIKOVA')).users.map((u) => u.email)).toEqual([USERS.tenant]);
    expect((await list(USERS.globalAdmin, `?search=${encodeURIComponent('Správce')}`)).users.map((u) => u.email)).toEqual([USERS.buildingAdmin]);
    expect((await list(USERS.globalAdmin, '?search=example.com')).total).toBeGreaterThanOrEqual(7);
    expect((await list(USERS.globalAdmin, '?search=%25')).total).toBe(0);
    expect((await list(USERS.globalAdmin, '?search=zzz-nikdo')).users).toEqual([]);
  });

  it('shows a building admin only the people of their buildings; a resident and an anonymous caller nothing', async () => {
    const theirs = await list(USERS.buildingAdmin, '?per_page=100');
    const emails = theirs.users.map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining([USERS.owner, USERS.tenant, USERS.manager, USERS.buildingAdmin]));
    // a resident of Dům Slunečná and Lipová only, and the global admin (no building), are not theirs
    expect(emails).not.toContain(USERS.otherBuilding);
    expect(theirs.total).toBe(emails.length);
    expect((await call(USERS.buildingAdmin, 'GET', `/users/${ids.user[USERS.otherBuilding]}`)).statusCode).toBe(404);
    expect((await call(USERS.buildingAdmin, 'GET', `/users/${ids.user[USERS.owner]}`)).json()).toMatchObject({ email: USERS.owner });
    for (const who of [USERS.owner, USERS.tenant, USERS.manager]) {
      expect((await call(who, 'GET', '/users')).statusCode, who).toBe(403);
      expect((await call(who, 'GET', `/users/${ids.user[USERS.owner]}`)).statusCode, who).toBe(403);
    }
    expect((await call(null, 'GET', '/users')).statusCode).toBe(401);
    expect((await call(USERS.globalAdmin, 'GET', '/users/999999')).json()).toEqual({ message: 'Uživatel nebyl nalezen' });
  });

  it('creates a user (global admin only), answers 409 for a taken e-mail, refuses mass assignment', async () => {
    const body = { name: 'Olga Nová', email: 'Olga.Nova@Example.com', phone: '+420 600 000 001', password: PASSWORD };
    expect((await call(USERS.buildingAdmin, 'POST', '/users', body)).statusCode).toBe(403);
    const res = await call(USERS.globalAdmin, 'POST', '/users', body);
    expect(res.statusCode).toBe(201);
    const user = res.json() as AdminUser;
    expect(user).toMatchObject({ name: 'Olga Nová', email: 'olga.nova@example.com', is_active: 1, global_role: 'user', last_login: null });
    expect(JSON.stringify(user)).not.toMatch(/password/);
    const login = await t.app.inject({ method: 'POST', url: '/v1/auth/login/email', payload: { email: 'olga.nova@example.com', password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    const [audit] = await auditOf('admin.user.create', `user:${user.id}`);
    expect(audit.user_id).toBe(ids.user[USERS.globalAdmin]);
    expect(String(audit.detail)).not.toMatch(/Heslo|password/);

    const taken = await call(USERS.globalAdmin, 'POST', '/users', { ...body, email: USERS.owner }, 'en');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/e-mail/i);
    const extra = await call(USERS.globalAdmin, 'POST', '/users', { ...body, email: 'x1@example.com', is_active: 0 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe('Pole „is_active“ není povoleno');
    const badMail = await call(USERS.globalAdmin, 'POST', '/users', { ...body, email: 'neni-mail' }, 'en');
    expect(badMail.json().message).toBe('Invalid email format');
    const weak = await call(USERS.globalAdmin, 'POST', '/users', { ...body, email: 'x2@example.com', password: 'kratke' });
    expect(weak.json().message).toBe('Heslo musí mít alespoň 8 znaků, alespoň 1 písmeno a 1 číslici');
    expect((await list(USERS.globalAdmin, '?search=x1%40example')).total + (await list(USERS.globalAdmin, '?search=x2%40example')).total).toBe(0);
  });

  // spec 001 §5 "User form": the form shows these because the server answers them (one rule, contract/admin.ts)
  it.each([
    [{ name: '  ' }, 'Jméno je povinné', 'Name is required'],
    [{ email: '' }, 'Neplatný formát emailu', 'Invalid email format'],
    [{ global_role: '' }, 'Role je povinná', 'Role is required'],
    [{ password: '' }, 'Heslo je povinné pro nového uživatele', 'Password is required for a new user'],
  ])('refuses a new user with %j in the spec\'s words, in both languages', async (change, cs, en) => {
    const body = { name: 'Jan Chybný', email: 'chybny@example.com', password: PASSWORD, global_role: 'user', ...change };
    const res = await call(USERS.globalAdmin, 'POST', '/users', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(cs);
    expect((await call(USERS.globalAdmin, 'POST', '/users', body, 'en')).json().message).toBe(en);
    expect((await list(USERS.globalAdmin, '?search=chybny')).total).toBe(0);
  });

  it('edits a user: password optional and never returned, a new one ends their sessions; old and new values audited', async () => {
    const id = ids.user[USERS.tenant];
    const before = await t.tokenFor(USERS.tenant);
    const res = await call(USERS.globalAdmin, 'PUT', `/users/${id}`, { name: 'Eva Nová', phone: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Eva Nová', phone: null, email: USERS.tenant });
    // no password sent: the session lives on
    expect((await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: { authorization: `Bearer ${before}` } })).statusCode).toBe(200);
    expect((await list(USERS.globalAdmin, '?search=eva%20nova')).users.map((u) => u.id)).toEqual([id]);
    const [audit] = await auditOf('admin.user.update', `user:${id}`);
    const detail = typeof audit.detail === 'string' ? JSON.parse(audit.detail) : audit.detail;
    expect(detail).toMatchObject({ old: { name: 'Eva Nájemníková' }, new: { name: 'Eva Nová', phone: null } });

    expect((await call(USERS.globalAdmin, 'PUT', `/users/${id}`, { password: 'NoveHeslo99' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: { authorization: `Bearer ${before}` } })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/v1/auth/login/email', payload: { email: USERS.tenant, password: 'NoveHeslo99' } });
    expect(login.statusCode).toBe(200);
    expect((await call(USERS.buildingAdmin, 'PUT', `/users/${id}`, { name: 'X' })).statusCode).toBe(403);
    expect((await call(USERS.globalAdmin, 'PUT', '/users/999999', { name: 'X' })).statusCode).toBe(404);
    expect((await call(USERS.globalAdmin, 'PUT', `/users/${id}`, { id: 5 })).json().message).toBe('Pole „id“ není povoleno');
  });

  it('deactivation ends every session and closes the live socket at once; activation lets them in again', async () => {
    const id = ids.user[USERS.owner];
    const token = await t.tokenFor(USERS.owner);
    const socket = await connectLive(url, token);
    open.push(socket);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const res = await call(USERS.globalAdmin, 'POST', `/users/${id}/deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json().is_active).toBe(0);
    expect(await gone).toBe('io server disconnect');
    expect((await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/v1/auth/login/email', payload: { email: USERS.owner, password: 'Domovnik2026' } });
    expect(login.statusCode).not.toBe(200);
    expect(await auditOf('admin.user.deactivate', `user:${id}`)).toHaveLength(1);

    expect((await call(USERS.buildingAdmin, 'POST', `/users/${id}/activate`)).statusCode).toBe(403);
    expect((await call(USERS.globalAdmin, 'POST', `/users/${id}/activate`)).json().is_active).toBe(1);
    const again = await t.app.inject({ method: 'POST', url: '/v1/auth/login/email', payload: { email: USERS.owner, password: 'Domovnik2026' } });
    expect(again.statusCode).toBe(200);
  });

  it('keeps the last active global admin and refuses self-deactivation; a demotion raises the access version', async () => {
    const admin = ids.user[USERS.globalAdmin];
    const self = await call(USERS.globalAdmin, 'POST', `/users/${admin}/deactivate`, undefined, 'en');
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot deactivate yourself');
    const demote = await call(USERS.globalAdmin, 'PUT', `/users/${admin}`, { global_role: 'user' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('Poslední aktivní globální administrátor musí zůstat');

    // a second global admin: now the first may be demoted, and the change shows on their next call
    const second = ids.user[USERS.manager];
    expect((await call(USERS.globalAdmin, 'PUT', `/users/${second}`, { global_role: 'admin' })).json().global_role).toBe('admin');
    expect((await call(USERS.manager, 'GET', '/users')).statusCode).toBe(200);
    expect((await call(USERS.manager, 'PUT', `/users/${second}`, { global_role: 'user' })).statusCode).toBe(200);
    expect((await call(USERS.manager, 'GET', '/users')).statusCode).toBe(403);
  });
});
