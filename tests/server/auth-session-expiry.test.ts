import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines, createTestApp, type TestApp } from './harness';
import { DEMO_PASSWORD } from '../../server/demo/seed';
import { hashToken } from '../../server/domain/auth/tokens';
import { tokenFromMail, waitForMail } from './outbox';

describeEngines('session lifetime', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { sessionIdleMinutes: 30, sessionAbsoluteDays: 2 });
  });
  afterAll(async () => t?.close());

  /** A brand-new session (not the harness's cached one), its headers and its row id. */
  async function signIn(email: string) {
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/login/email', payload: { email, password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const token = res.json().access_token as string;
    const row = await t.app.db.selectFrom('sessions').select('id').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
    return { headers: { authorization: `Bearer ${token}` }, sessionId: row.id };
  }
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/v1/users/me', headers });
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

  it('keeps a session used within the idle window and the absolute lifetime', async () => {
    const s = await signIn('vlastnik@example.com');
    await t.app.db.updateTable('sessions').set({ last_seen_at: ago(29) }).where('id', '=', s.sessionId).execute();
    expect((await me(s.headers)).statusCode).toBe(200);
    // use refreshes last_seen_at, so the idle clock starts again
    const row = await t.app.db.selectFrom('sessions').select('last_seen_at').where('id', '=', s.sessionId).executeTakeFirstOrThrow();
    expect(Date.parse(row.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses an idle session with 401 and deletes it', async () => {
    const s = await signIn('vlastnik@example.com');
    await t.app.db.updateTable('sessions').set({ last_seen_at: ago(31) }).where('id', '=', s.sessionId).execute();
    const res = await me(s.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Nejste přihlášeni' });
    expect(await t.app.db.selectFrom('sessions').select('id').where('id', '=', s.sessionId).executeTakeFirst()).toBeUndefined();
  });

  it('refuses a session past its absolute expiry even when in constant use', async () => {
    const s = await signIn('vlastnik@example.com');
    await t.app.db
      .updateTable('sessions')
      .set({ expires_at: ago(1), last_seen_at: new Date().toISOString() })
      .where('id', '=', s.sessionId)
      .execute();
    expect((await me(s.headers)).statusCode).toBe(401);
  });

  it('sets the absolute expiry from the policy at sign-in', async () => {
    const s = await signIn('vlastnik@example.com');
    const row = await t.app.db.selectFrom('sessions').select(['created_at', 'expires_at']).where('id', '=', s.sessionId).executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(2 * 24 * 60 * 60_000);
  });

  it('ends every session of a user whose password changes', async () => {
    const a = await signIn('najemnik@example.com');
    const b = await signIn('najemnik@example.com');
    const other = await signIn('vlastnik@example.com');
    await t.app.inject({ method: 'POST', url: '/v1/users/password/reset', payload: { email: 'najemnik@example.com' } });
    const token = tokenFromMail(await waitForMail(t.config.dataDir, 'najemnik@example.com'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/password/reset/confirm',
      payload: { token, new_password: 'Zmenene2026' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(a.headers)).statusCode).toBe(401);
    expect((await me(b.headers)).statusCode).toBe(401);
    expect((await me(other.headers)).statusCode).toBe(200);
  });

  it('refuses the token of a user who has been deactivated', async () => {
    const s = await signIn('dva@example.com');
    expect((await me(s.headers)).statusCode).toBe(200);
    await t.app.db.updateTable('users').set({ is_active: 0 }).where('email', '=', 'dva@example.com').execute();
    expect((await me(s.headers)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/users/me/settings', headers: s.headers })).statusCode).toBe(401);
  });
});
