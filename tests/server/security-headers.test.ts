import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, USERS, demoIds, type TestApp } from './harness';
import { DIST_DIR } from '../../server/plugins/spa';

const hasBuild = fs.existsSync(path.join(DIST_DIR, 'index.html'));

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("connect-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe('DENY');
}

describe.each(ENGINES)('security headers (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { serveSpa: true });
  });
  afterAll(() => t.close());

  it('an authenticated API answer carries them and Cache-Control: no-store', async () => {
    const res = await t.app.inject({ url: '/v1/users/me', headers: await t.as(USERS.tenant) });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('a public API answer, a 401, a 404 and a validation error carry them', async () => {
    const { building } = await demoIds(t.app);
    const answers = await Promise.all([
      t.app.inject({ url: `/v1/buildings/${building.VLT}/public-info` }),
      t.app.inject({ url: '/v1/users/me' }),
      t.app.inject({ url: '/v1/no-such-route' }),
      t.app.inject({ method: 'POST', url: '/v1/auth/login/email', payload: { email: 'x' } }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 404, 400]);
    for (const res of answers) expectSecurityHeaders(res.headers);
    // nothing personal in an anonymous answer; no need to forbid caching it
    expect(answers[0].headers['cache-control']).not.toBe('no-store');
  });

  it('the API viewer at /v1/docs still loads its own scripts under the policy', async () => {
    const page = await t.app.inject({ url: '/v1/docs' });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page.headers);
    // every script is a file from the same origin, which script-src 'self' allows
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it.skipIf(!hasBuild)('SPA pages and static assets carry them (needs npm run build)', async () => {
    const [index, deep, missingPost] = await Promise.all([
      t.app.inject({ url: '/' }),
      t.app.inject({ url: '/reset-password?token=abc' }),
      t.app.inject({ method: 'POST', url: '/nowhere' }),
    ]);
    expect(index.statusCode).toBe(200);
    expect(deep.statusCode).toBe(200);
    expect(missingPost.statusCode).toBe(404);
    for (const res of [index, deep, missingPost]) expectSecurityHeaders(res.headers);
    // the built page has no inline script the policy would block
    expect(index.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const asset = index.body.match(/src="(\/assets\/[^"]+\.js)"/)![1];
    const js = await t.app.inject({ url: asset });
    expect(js.statusCode).toBe(200);
    expectSecurityHeaders(js.headers);
  });
});

describe('HSTS', () => {
  it('is sent only when configured', async () => {
    const t = await createTestApp('sqlite', { hsts: true });
    try {
      const res = await t.app.inject({ url: '/v1/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await t.close();
    }
  });
});
