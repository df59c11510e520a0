import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEngines, createTestApp, USERS, type TestApp } from './harness';
import { DEMO_PASSWORD } from '../../server/demo/seed';

describeEngines('sign-in and session', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('signs in with the demo password and returns a long opaque token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login/email',
      payload: { email: 'VLASTNIK@example.com', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a wrong password with a message and no token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login/email',
      payload: { email: 'vlastnik@example.com', password: 'wrong-1234' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Nesprávný e-mail nebo heslo' });
  });

  it('answers in English when the client asks for it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login/email',
      headers: { 'accept-language': 'en' },
      payload: { email: 'nobody@example.com', password: 'wrong-1234' },
    });
    expect(res.json()).toEqual({ message: 'Wrong e-mail or password' });
  });

  it('refuses an inactive user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login/email',
      payload: { email: 'neaktivni@example.com', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
  });

  it('names the missing field on bad input', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/login/email', payload: { email: 'a@b.cz' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('password');
  });

  it('answers 401 without a session and with a made-up token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/users/me' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: { authorization: 'Bearer nope' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Nejste přihlášeni' });
  });

  it('returns the profile with buildings and permissions', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: await t.as(USERS.buildingAdmin) });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me.email).toBe('spravce@example.com');
    expect(me.global_role).toBe('user');
    expect(me.buildings).toEqual([
      expect.objectContaining({ building_code: 'VLT', building_name: 'Rezidence Vltava', role: 'admin' }),
    ]);
    expect(me.permissions).toContain('announcement:manage');
    expect(me).not.toHaveProperty('password_hash');
  });

  it('gives a resident no management permissions and only their buildings', async () => {
    const me = (await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: await t.as(USERS.otherBuilding) })).json();
    expect(me.permissions).toEqual([]);
    expect(me.buildings.map((b: { building_code: string }) => b.building_code).sort()).toEqual(['LIP', 'SLN']);
  });

  it('ends the session on logout for real', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login/email',
      payload: { email: USERS.tenant, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().access_token}` };
    expect((await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers, payload: {} })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/users/me', headers })).statusCode).toBe(401);
  });

  it('updates the name and phone; a field that may not be set is refused and nothing changes', async () => {
    const headers = await t.as(USERS.owner);
    for (const extra of [{ global_role: 'admin' }, { email: 'x@y.cz' }, { is_active: 0 }, { id: 1 }]) {
      const refused = await t.app.inject({ method: 'PATCH', url: '/v1/users/me', headers, payload: { name: 'Jan Jiný', ...extra } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(`Pole „${Object.keys(extra)[0]}“ není povoleno`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/v1/users/me', headers })).json()).toMatchObject({ name: 'Jan Vlastník', global_role: 'user', email: 'vlastnik@example.com' });
    const res = await t.app.inject({ method: 'PATCH', url: '/v1/users/me', headers, payload: { name: 'Jan Nový', phone: '+420 123' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Jan Nový', phone: '+420 123', global_role: 'user', email: 'vlastnik@example.com' });
    const empty = await t.app.inject({ method: 'PATCH', url: '/v1/users/me', headers, payload: { name: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('name');
  });
});

describe('the API description', () => {
  it('serves the OpenAPI document at /v1/docs without a session', async () => {
    const t = await createTestApp('sqlite');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/v1/docs/json' });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json().paths)).toContain('/v1/auth/login/email');
    } finally {
      await t.close();
    }
  });
});

describe('the access cache', () => {
  it('reuses roles for a moment but checks the session on every call', async () => {
    const t = await createTestApp('sqlite', { accessCacheMs: 60_000 });
    try {
      const headers = await t.as(USERS.tenant);
      const me = async () => (await t.app.inject({ method: 'GET', url: '/v1/users/me', headers })).json();
      expect((await me()).buildings).toHaveLength(1);

      const user = await t.app.db.selectFrom('users').select('id').where('email', '=', USERS.tenant).executeTakeFirstOrThrow();
      await t.app.db.deleteFrom('unit_access').where('user_id', '=', user.id).execute();
      expect((await me()).buildings).toHaveLength(1); // cached
      t.app.bus.accessChanged(user.id);
      expect((await me()).buildings).toHaveLength(0);

      await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers, payload: {} });
      expect((await t.app.inject({ method: 'GET', url: '/v1/users/me', headers })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
