import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, ENGINES, USERS, type TestApp } from './harness';
import { DEMO_PASSWORD } from '../../server/demo/seed';
import { delayAfter, MemoryBackoffStore } from '../../server/lib/sign-in-backoff';

const MAX = 3;
const WINDOW = 60_000;
/** a fresh client address per test, so tests do not share counters */
const newIp = () => `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}`;
const newEmail = () => `rl-${crypto.randomBytes(4).toString('hex')}@example.com`;
const REDIS_URL = process.env.REDIS_URL;
/** the test's clock: Date alone is faked, so both stores and the app read it, and nothing sleeps */
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

type Route = { name: string; url: string; body: (email: string) => Record<string, unknown> };
const ROUTES: Route[] = [
  { name: 'login', url: '/v1/auth/login/email', body: (email) => ({ email, password: 'wrong-12345' }) },
  {
    name: 'register',
    url: '/v1/auth/register',
    body: (email) => ({ invitation_code: 'NO-SUCH', email, name: 'X', phone: '123', password: 'Heslo2026' }),
  },
  { name: 'password reset', url: '/v1/users/password/reset', body: (email) => ({ email }) },
  { name: 'password reset confirm', url: '/v1/users/password/reset/confirm', body: () => ({ token: 'nope', new_password: 'Heslo2026' }) },
];

const BACKOFF = { freeFailures: 3, baseMs: 60_000, capMs: 240_000, memoryMs: 3_600_000 };

/** every engine, and each again with the limits in Redis when REDIS_URL is set */
const SETUPS = [...ENGINES.map((engine) => ({ engine, redis: false })), ...(REDIS_URL ? [{ engine: 'sqlite' as const, redis: true }] : [])];
/** what each setup runs against, for the CI summary's per-tag floors (docs/testing.md) */
const setupTags = (engine: string, redis: boolean) => (redis ? [engine, 'redis'] : [engine]);

for (const { engine, redis } of SETUPS) describe(`auth rate limits (${engine}, redis: ${redis})`, { tags: setupTags(engine, redis) }, () => {
  let t: TestApp;
  const prefix = `rltest${crypto.randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      rateLimit: { max: MAX, windowMs: WINDOW },
      signInBackoff: { ...BACKOFF, freeFailures: 1000 },
      ...(redis ? { redisUrl: REDIS_URL, redisPrefix: prefix } : {}),
    });
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const hit = (route: Route, ip: string, email: string, lang = 'cs') =>
    t.app.inject({ method: 'POST', url: route.url, remoteAddress: ip, headers: { 'accept-language': lang }, payload: route.body(email) });

  it.each(ROUTES)('$name: the attempt after the limit from one address gets 429 with Retry-After, in the caller’s language', async (route) => {
    const ip = newIp();
    for (let i = 0; i < MAX; i++) expect((await hit(route, ip, newEmail())).statusCode).not.toBe(429);
    const res = await hit(route, ip, newEmail());
    expect(res.statusCode).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(res.json()).toEqual({ message: `Příliš mnoho pokusů. Zkuste to znovu za ${seconds} s.` });
    const en = await hit(route, ip, newEmail(), 'en');
    expect(en.statusCode).toBe(429);
    expect(en.json()).toEqual({ message: `Too many attempts. Try again in ${Number(en.headers['retry-after'])} s.` });
    // another address is not affected
    expect((await hit(route, newIp(), newEmail())).statusCode).not.toBe(429);
  });

  it('keeps separate buckets per route', async () => {
    const ip = newIp();
    for (let i = 0; i <= MAX; i++) await hit(ROUTES[0], ip, newEmail());
    expect((await hit(ROUTES[0], ip, newEmail())).statusCode).toBe(429);
    expect((await hit(ROUTES[2], ip, newEmail())).statusCode).toBe(200);
  });

  it('counts a malformed body too', async () => {
    const ip = newIp();
    for (let i = 0; i < MAX; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/v1/auth/login/email', remoteAddress: ip, payload: {} });
      expect(res.statusCode).toBe(400);
    }
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/login/email', remoteAddress: ip, payload: {} });
    expect(res.statusCode).toBe(429);
  });

  it('does not limit other routes', async () => {
    const headers = await t.as(USERS.owner);
    for (let i = 0; i < MAX + 2; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/v1/users/me', headers })).statusCode).toBe(200);
    }
  });

  it('a stranger’s wrong passwords for an account do not lock its owner out', async () => {
    const stranger = newIp();
    for (let i = 0; i < 10; i++) await hit(ROUTES[0], stranger, USERS.owner);
    expect((await hit(ROUTES[0], stranger, USERS.owner)).statusCode).toBe(429);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login/email',
      remoteAddress: newIp(),
      payload: { email: USERS.owner, password: DEMO_PASSWORD },
    });
    expect(owner.statusCode).toBe(200);
  });

  if (redis) {
    it('keeps the address counts in Redis under REDIS_PREFIX, expiring with the window', async () => {
      const ip = newIp();
      await hit(ROUTES[1], ip, newEmail());
      const client = new Redis(REDIS_URL!);
      try {
        const keys = await client.keys(`${prefix}:rl:*`);
        const key = keys.find((k) => k.endsWith(`register:${ip}`));
        expect(key).toBeDefined();
        expect(await client.get(key!)).toBe('1');
        const ttl = await client.pttl(key!);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(WINDOW);
      } finally {
        client.disconnect();
      }
    });
  } else {
    it('lets attempts through again once the window has passed (clock moved, no sleep)', async () => {
      const ip = newIp();
      const send = () => hit(ROUTES[2], ip, newEmail());
      for (let i = 0; i < MAX; i++) expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(429);
      advance(WINDOW - 1_000);
      expect((await send()).statusCode).toBe(429);
      advance(1_000);
      expect((await send()).statusCode).toBe(200);
    });
  }
});

for (const { engine, redis } of SETUPS) describe(`growing delays for one account from one address (${engine}, redis: ${redis})`, { tags: setupTags(engine, redis) }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      rateLimit: { max: 1000, windowMs: WINDOW },
      signInBackoff: BACKOFF,
      ...(redis ? { redisUrl: REDIS_URL, redisPrefix: `rltest${crypto.randomBytes(4).toString('hex')}` } : {}),
    });
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const login = (ip: string, email: string, password = 'wrong-12345') =>
    t.app.inject({ method: 'POST', url: '/v1/auth/login/email', remoteAddress: ip, payload: { email, password } });

  it('blocks the pair after N failures, doubling up to the cap; the right password waits too', async () => {
    const ip = newIp();
    const email = USERS.tenant;
    for (let i = 0; i < BACKOFF.freeFailures; i++) expect((await login(ip, email)).statusCode).toBe(400);
    let res = await login(ip, email, DEMO_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    // each failure after a block ends doubles the next: 60 s, 120 s, 240 s, then the cap
    for (const seconds of [120, 240, 240]) {
      advance(Number(res.headers['retry-after']) * 1000 - 1_000);
      expect((await login(ip, email)).statusCode).toBe(429);
      advance(1_000);
      expect((await login(ip, email)).statusCode).toBe(400);
      res = await login(ip, email);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe(String(seconds));
    }
    // the same account from another address, and another account from this address, are free
    expect((await login(newIp(), email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login(ip, USERS.owner, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('counts one account however its e-mail is spelt', async () => {
    const ip = newIp();
    const email = newEmail();
    for (const spelling of [email, email.toUpperCase(), ` ${email} `]) expect((await login(ip, spelling)).statusCode).toBe(400);
    expect((await login(ip, email)).statusCode).toBe(429);
  });

  it('a successful sign-in forgets the failures; they are forgotten after a while too', async () => {
    const ip = newIp();
    const email = USERS.manager;
    for (let i = 0; i < BACKOFF.freeFailures - 1; i++) await login(ip, email);
    expect((await login(ip, email, DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < BACKOFF.freeFailures - 1; i++) expect((await login(ip, email)).statusCode).toBe(400);
    advance(BACKOFF.memoryMs);
    // forgotten: N fresh failures answer 400, only then is the pair blocked
    for (let i = 0; i < BACKOFF.freeFailures; i++) expect((await login(ip, email)).statusCode).toBe(400);
    expect((await login(ip, email)).statusCode).toBe(429);
  });
});

describe.skipIf(!REDIS_URL)('two instances share the limits through Redis', { tags: ['sqlite', 'redis'] }, () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const shared = { redisUrl: REDIS_URL, redisPrefix: `rltest${crypto.randomBytes(4).toString('hex')}`, signInBackoff: BACKOFF };
    a = await createTestApp('sqlite', { ...shared, rateLimit: { max: MAX, windowMs: WINDOW } });
    b = await createTestApp('sqlite', { ...shared, rateLimit: { max: MAX, windowMs: WINDOW } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts an address and an account-and-address across instances', async () => {
    const ip = newIp();
    const login = (app: TestApp, email: string) =>
      app.app.inject({ method: 'POST', url: '/v1/auth/login/email', remoteAddress: ip, payload: { email, password: 'wrong-12345' } });
    const email = newEmail();
    expect((await login(a, email)).statusCode).toBe(400);
    expect((await login(b, email)).statusCode).toBe(400);
    expect((await login(a, email)).statusCode).toBe(400);
    const res = await login(b, newEmail());
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // the account-and-address block set on a and b holds on both, from its own store
    const other = newIp();
    for (const app of [a, b, a]) {
      await app.app.inject({ method: 'POST', url: '/v1/auth/login/email', remoteAddress: other, payload: { email, password: 'x-wrong-1' } });
    }
    expect(await b.app.signInBackoff.blockedFor(`${email}|${other}`, Date.now())).toBeGreaterThan(0);
  });
});

describe('backoff rule', () => {
  it('is free up to N failures, then doubles from the base to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 30].map((n) => delayAfter(n, BACKOFF))).toEqual([0, 0, 60_000, 120_000, 240_000, 240_000, 240_000]);
  });

  it('the memory store forgets a pair after its memory and on clear', async () => {
    const store = new MemoryBackoffStore(BACKOFF);
    for (let i = 0; i < 3; i++) await store.fail('k', 0);
    expect(await store.blockedFor('k', 1_000)).toBe(59_000);
    expect(await store.blockedFor('other', 1_000)).toBe(0);
    expect(await store.fail('k', BACKOFF.memoryMs + 1)).toBe(0);
    await store.clear('k');
    expect(await store.blockedFor('k', 0)).toBe(0);
  });
});
