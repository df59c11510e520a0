import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines, createTestApp, USERS, type TestApp } from './harness';

const DEFAULTS = { email_notifications: true, push_notifications: false, theme: 'system', language: 'cs' };
const SIGNED_IN = Object.entries(USERS).filter(([, email]) => email !== null) as Array<[string, string]>;

describeEngines('user settings', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  const get = async (email: string | null) =>
    t.app.inject({ method: 'GET', url: '/v1/users/me/settings', headers: await t.as(email) });
  const patch = async (email: string | null, payload: Record<string, unknown>, lang = 'cs') =>
    t.app.inject({ method: 'PATCH', url: '/v1/users/me/settings', headers: { ...(await t.as(email)), 'accept-language': lang }, payload });

  it('answers 401 to an anonymous caller on both methods', async () => {
    expect((await get(null)).statusCode).toBe(401);
    const res = await patch(null, { theme: 'dark' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Nejste přihlášeni' });
  });

  it.each(SIGNED_IN)('%s: reads defaults, saves own settings only, reads them back as booleans', async (_kind, email) => {
    const before = await get(email);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual(DEFAULTS);

    const saved = await patch(email, { theme: 'dark', push_notifications: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...DEFAULTS, theme: 'dark', push_notifications: true });
    expect((await get(email)).json()).toEqual({ ...DEFAULTS, theme: 'dark', push_notifications: true });

    // a second patch keeps what it leaves out
    const again = await patch(email, { language: 'en', email_notifications: false });
    expect(again.json()).toEqual({ email_notifications: false, push_notifications: true, theme: 'dark', language: 'en' });
    const row = await t.app.db
      .selectFrom('user_settings')
      .innerJoin('users', 'users.id', 'user_settings.user_id')
      .select(['email_notifications', 'push_notifications', 'theme', 'language'])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email_notifications: 0, push_notifications: 1, theme: 'dark', language: 'en' });
  });

  it("does not touch another user's settings: a user id in the body is refused by name", async () => {
    const other = await t.app.db.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('user_settings').where('user_id', '=', other.id).execute();
    const res = await patch(USERS.tenant, { user_id: other.id, theme: 'light' });
    expect(res.statusCode).toBe(400);
    expect((await get(USERS.globalAdmin)).json()).toEqual(DEFAULTS);
  });

  it.each([
    // a typo is not silently dropped (issue 30 §2)
    [{ theme: 'dark', themes: 'x' }, 'themes'],
    [{ theme: 'blue' }, 'theme'],
    [{ language: 'de' }, 'language'],
    [{ email_notifications: 'yes' }, 'email_notifications'],
    [{ push_notifications: 1 }, 'push_notifications'],
  ])('refuses %j naming the field', async (payload, field) => {
    const res = await patch(USERS.owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });

  it('accepts an empty patch and changes nothing', async () => {
    const before = (await get(USERS.manager)).json();
    const res = await patch(USERS.manager, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(before);
  });
});
