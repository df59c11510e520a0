/** POST /v1/auth/invitations/check (issue 29 §8a): the registration page asks before it shows its form. */
import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeEngines, createTestApp, type TestApp } from './harness';
import { invitationStatus } from '../../server/domain/auth/invitation-status';

/** the test's clock: Date alone is faked, so the route reads this instant */
const NOW = new Date('2026-03-10T12:00:00.000Z');
const RATE = { max: 4, windowMs: 60_000 };
const newIp = () => `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}`;

describe('invitationStatus', () => {
  const at = NOW.toISOString();
  it('tells unknown, used, expired and valid apart, at the given instant', () => {
    expect(invitationStatus(undefined, at)).toBe('unknown');
    expect(invitationStatus({ is_used: 0, expires_at: '2026-03-10T12:00:00.001Z' }, at)).toBe('valid');
    // expiry is exclusive: at the very instant it is over
    expect(invitationStatus({ is_used: 0, expires_at: at }, at)).toBe('expired');
    expect(invitationStatus({ is_used: 1, expires_at: '2026-04-01T00:00:00.000Z' }, at)).toBe('used');
    // spent and since expired: 'used' is what the person needs to hear
    expect(invitationStatus({ is_used: 1, expires_at: '2026-01-01T00:00:00.000Z' }, at)).toBe('used');
  });
});

describeEngines('invitation check', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimit: RATE });
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  let seq = 0;
  async function invite(opts: { expiresAt: string; used?: boolean }): Promise<string> {
    const code = `CHECK-${engine}-${++seq}-${crypto.randomBytes(6).toString('hex')}`;
    await t.app.db
      .insertInto('invitations')
      .values({
        email: 'skryty@example.com',
        code,
        created_by: null,
        created_at: '2026-03-01T00:00:00.000Z',
        expires_at: opts.expiresAt,
        is_used: opts.used ? 1 : 0,
        used_at: opts.used ? '2026-03-02T00:00:00.000Z' : null,
        used_by: null,
        grants: '[]',
      })
      .execute();
    return code;
  }

  /** every call from its own address, so the rate limit counts only where a test means it to */
  const check = (payload: unknown, lang = 'cs', ip = newIp()) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/invitations/check', remoteAddress: ip, headers: { 'accept-language': lang }, payload: payload as object });

  it('answers valid for an unused code before its expiry, and nothing else', async () => {
    const code = await invite({ expiresAt: '2026-03-10T12:00:01.000Z' });
    const res = await check({ invitation_code: code });
    expect(res.statusCode).toBe(200);
    // the caller is anonymous: no e-mail, no building
    expect(res.json()).toEqual({ status: 'valid' });
    // the code is matched trimmed, as registration does
    expect((await check({ invitation_code: `  ${code} ` })).json()).toEqual({ status: 'valid' });
  });

  it('answers used for a spent code', async () => {
    const code = await invite({ expiresAt: '2026-04-01T00:00:00.000Z', used: true });
    const res = await check({ invitation_code: code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'used' });
  });

  it('answers expired from the expiry instant on, by the clock', async () => {
    const code = await invite({ expiresAt: '2026-03-10T13:00:00.000Z' });
    expect((await check({ invitation_code: code })).json()).toEqual({ status: 'valid' });
    vi.setSystemTime(new Date('2026-03-10T13:00:00.000Z'));
    expect((await check({ invitation_code: code })).json()).toEqual({ status: 'expired' });
  });

  it('answers unknown for a code that does not exist', async () => {
    const res = await check({ invitation_code: 'NO-SUCH-CODE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'unknown' });
  });

  it('agrees with registration: a code it calls expired cannot be registered with', async () => {
    const code = await invite({ expiresAt: '2026-03-10T11:00:00.000Z' });
    expect((await check({ invitation_code: code })).json()).toEqual({ status: 'expired' });
    const reg = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      remoteAddress: newIp(),
      payload: { invitation_code: code, email: 'pozde@example.com', name: 'Pozdě', phone: '+420 777 111 222', password: 'Heslo2026x' },
    });
    expect(reg.statusCode).toBe(400);
  });

  it.each([
    ['cs', 'Chybí kód pozvánky'],
    ['en', 'Invitation code missing'],
  ])('refuses a malformed body with a 400 message in the caller’s language (%s)', async (lang, missing) => {
    const none = await check({}, lang);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain(missing);
    const blank = await check({ invitation_code: '   ' }, lang);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(missing);
    // a field it does not take is refused, never ignored
    const extra = await check({ invitation_code: 'X', email: 'a@example.com' }, lang);
    expect(extra.statusCode).toBe(400);
    expect(typeof extra.json().message).toBe('string');
  });

  it('is rate limited per address like registration, with a 429 in the caller’s language', async () => {
    const ip = newIp();
    for (let i = 0; i < RATE.max; i++) expect((await check({ invitation_code: `GUESS-${i}` }, 'cs', ip)).statusCode).toBe(200);
    const res = await check({ invitation_code: 'GUESS-X' }, 'cs', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Příliš mnoho pokusů/);
    const en = await check({ invitation_code: 'GUESS-Y' }, 'en', ip);
    expect(en.statusCode).toBe(429);
    expect(en.json().message).toMatch(/^Too many attempts/);
    expect((await check({ invitation_code: 'GUESS-Z' }, 'cs', newIp())).statusCode).toBe(200);
  });
});
