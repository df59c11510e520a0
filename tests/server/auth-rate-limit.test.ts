import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from './harness';
import { DEMO_PASSWORD } from '../../server/db/seed-demo';
import { MemoryRateLimitStore, RedisRateLimitStore } from '../../server/plugins/rate-limit';

const MAX = 3;
/** a fresh client address per test, so tests do not share counters */
const newIp = () => `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}`;
const newEmail = () => `rl-${crypto.randomBytes(4).toString('hex')}@example.com`;

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

describe.each(ENGINES)('auth rate limits (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimit: { max: MAX, windowMs: 60_000 } });
  });
  afterAll(async () => t?.close());

  const hit = (route: Route, ip: string, email: string, lang = 'cs') =>
    t.app.inject({ method: 'POST', url: route.url, remoteAddress: ip, headers: { 'accept-language': lang }, payload: route.body(email) });

  it.each(ROUTES)('$name: the attempt after the limit from one address gets 429 with Retry-After', async (route) => {
    const ip = newIp();
    for (let i = 0; i < MAX; i++) expect((await hit(route, ip, newEmail())).statusCode).not.toBe(429);
    const res = await hit(route, ip, newEmail());
    expect(res.statusCode).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(res.json()).toEqual({ message: `Příliš mnoho pokusů. Zkuste to znovu za ${seconds} s.` });
  });

  it('a stranger cannot lock an account: the owner signing in from another address gets in', async () => {
    const route = ROUTES[0];
    const stranger = newIp();
    for (let i = 0; i < MAX; i++) {
      const variant = i % 2 ? 'VLASTNIK@example.com' : 'vlastnik@example.com';
      expect((await hit(route, stranger, variant)).statusCode).toBe(400);
    }
    const res = await hit(route, stranger, 'vlastnik@example.com', 'en');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/too many/i);
    const owner = await t.app.inject({
      method: 'POST',
      url: route.url,
      remoteAddress: newIp(),
      payload: { email: 'vlastnik@example.com', password: DEMO_PASSWORD },
    });
    expect(owner.statusCode).toBe(200);
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
    const headers = await t.as('vlastnik@example.com');
    for (let i = 0; i < MAX + 2; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/v1/users/me', headers })).statusCode).toBe(200);
    }
  });
});

describe('rate limit window', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { rateLimit: { max: 2, windowMs: 300 } });
  });
  afterAll(async () => t?.close());

  it('lets attempts through again once the window has passed', async () => {
    const send = () =>
      t.app.inject({ method: 'POST', url: '/v1/users/password/reset', remoteAddress: '10.9.9.9', payload: { email: 'a@example.com' } });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
    await new Promise((r) => setTimeout(r, 350));
    expect((await send()).statusCode).toBe(200);
  });
});

describe('in-memory store', () => {
  it('counts per key within a window and starts over after it', async () => {
    const store = new MemoryRateLimitStore();
    expect(await store.hit('a', 1000, 0)).toEqual({ count: 1, resetInMs: 1000 });
    expect(await store.hit('a', 1000, 400)).toEqual({ count: 2, resetInMs: 600 });
    expect(await store.hit('b', 1000, 400)).toEqual({ count: 1, resetInMs: 1000 });
    expect(await store.hit('a', 1000, 1000)).toEqual({ count: 1, resetInMs: 1000 });
  });
});

const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!REDIS_URL)('Redis store (REDIS_URL)', () => {
  it('counts with INCR and expires the window', async () => {
    const store = new RedisRateLimitStore(REDIS_URL!, `domovnik:test:${crypto.randomBytes(4).toString('hex')}:`);
    try {
      const first = await store.hit('k', 500);
      expect(first.count).toBe(1);
      expect(first.resetInMs).toBeGreaterThan(0);
      expect(first.resetInMs).toBeLessThanOrEqual(500);
      expect((await store.hit('k', 500)).count).toBe(2);
      await new Promise((r) => setTimeout(r, 600));
      expect((await store.hit('k', 500)).count).toBe(1);
    } finally {
      await store.close();
    }
  });

  it('shares one limit between two instances', async () => {
    const a = await createTestApp('sqlite', { redisUrl: REDIS_URL, rateLimit: { max: MAX, windowMs: 60_000 } });
    const b = await createTestApp('sqlite', { redisUrl: REDIS_URL, rateLimit: { max: MAX, windowMs: 60_000 } });
    try {
      // one client's attempts at one account, spread over both instances by the balancer
      const email = newEmail();
      const ip = newIp();
      const login = (app: TestApp) =>
        app.app.inject({ method: 'POST', url: '/v1/auth/login/email', remoteAddress: ip, payload: { email, password: 'wrong-12345' } });
      expect((await login(a)).statusCode).toBe(400);
      expect((await login(b)).statusCode).toBe(400);
      expect((await login(a)).statusCode).toBe(400);
      const res = await login(b);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
