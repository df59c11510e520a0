import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import { SVG_WITH_SCRIPT } from './floorplans-helpers';
import { multipart } from './documents-helpers';
import { DIST_DIR } from '../../server/plugins/spa';
import { redactUrl } from '../../server/plugins/access-log';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDatabase } from '../../server/db/engine';

type Headers = Record<string, string | string[] | number | undefined>;

function expectSecurityHeaders(headers: Headers) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("style-src 'self' 'unsafe-inline';");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("connect-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['strict-transport-security']).toBeUndefined();
}

describeEngines('security headers on every answer', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('an authenticated API answer: headers and Cache-Control: no-store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: await t.as('vlastnik@example.com') });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a sign-in answer (carries the token) is not stored either', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/login/email', payload: { email: 'vlastnik@example.com', password: 'wrong-pass-1' } });
    expect(res.statusCode).toBe(400);
    expectSecurityHeaders(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('error answers: 401, 404 route, validation 400, 414', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/v1/users/me' }),
      await t.app.inject({ method: 'GET', url: '/v1/no-such-route' }),
      await t.app.inject({ method: 'POST', url: '/v1/users/password/reset', payload: { email: 5 } }),
      await t.app.inject({ method: 'GET', url: `/v1/users/me?x=${'a'.repeat(9000)}` }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([401, 404, 400, 414]);
    for (const res of answers) {
      expectSecurityHeaders(res.headers);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('a floor-plan download keeps its own stricter policy', async () => {
    const { building } = await demoIds(t.app);
    const body = multipart({ floor: '0', name: 'Plán' }, { name: 'plan.svg', content: SVG_WITH_SCRIPT });
    const created = await t.app.inject({
      method: 'POST',
      url: `/v1/buildings/${building.VLT}/floorplans`,
      payload: body.payload,
      headers: { ...body.headers, ...(await t.as(USERS.buildingAdmin)) },
    });
    expect(created.statusCode).toBe(201);
    const res = await t.app.inject({ method: 'GET', url: created.json().floorplan.file.path, headers: await t.as(USERS.owner) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('the API documentation keeps working under its own policy, still not framable', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/v1/docs' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' *;/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const doc = await t.app.inject({ method: 'GET', url: '/v1/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
  });
});

describe('security headers with the built SPA and HSTS configured', () => {
  const hasBuild = fs.existsSync(path.join(DIST_DIR, 'index.html'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { serveSpa: true, hstsMaxAge: 31_536_000 });
  });
  afterAll(async () => t?.close());

  it('HSTS is sent once configured, on API answers too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it.skipIf(!hasBuild)('SPA pages, a client route and a hashed asset carry the headers; SPA pages are not no-store', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/' });
    const route = await t.app.inject({ method: 'GET', url: '/documents' });
    const asset = fs.readdirSync(path.join(DIST_DIR, 'assets')).find((f) => f.endsWith('.js'))!;
    const file = await t.app.inject({ method: 'GET', url: `/assets/${asset}` });
    const missingAsset = await t.app.inject({ method: 'POST', url: '/assets/nothing.js' });
    for (const res of [index, route, file]) {
      expect(res.statusCode).toBe(200);
      expectSecurityHeaders({ ...res.headers, 'strict-transport-security': undefined });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    expect(route.headers['content-type']).toMatch(/text\/html/);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(missingAsset.statusCode).toBe(404);
    expectSecurityHeaders({ ...missingAsset.headers, 'strict-transport-security': undefined });
    // the built page has no inline script the policy would block
    expect(index.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it.skipIf(!hasBuild)('/metrics without METRICS_TOKEN is a JSON 404, not the SPA page a scraper would misread', async () => {
    for (const url of ['/metrics', '/metrics?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
    // a client route that merely starts with the word stays the SPA's
    expect((await t.app.inject({ method: 'GET', url: '/metricsboard' })).statusCode).toBe(200);
  });
});

describe('access log', () => {
  it('redacts secret query parameters and nothing else', () => {
    expect(redactUrl('/reset-password?token=abc123&lang=cs')).toBe('/reset-password?token=[redacted]&lang=cs');
    expect(redactUrl('/register?code=DEMO-1&TOKEN=x')).toBe('/register?code=[redacted]&TOKEN=[redacted]');
    expect(redactUrl('/v1/units?search=token')).toBe('/v1/units?search=token');
    expect(redactUrl('/v1/units')).toBe('/v1/units');
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
  });

  async function appLogging(logRequests: 'all' | 'errors' | 'off') {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domovnik-log-'));
    const config = { ...loadConfig({ DATA_DIR: dataDir, SIMULATOR: 'false' }), scryptN: 2 ** 10, serveSpa: false, logRequests };
    const database = createDatabase({ sqliteFile: path.join(dataDir, 'db.sqlite') });
    const app = await buildApp(config, { database, logger: { level: 'info', stream } });
    await app.ready();
    return { app, lines, requestLines: () => lines.filter((l) => l.msg === 'request') };
  }

  it('writes one line per request with method, redacted URL, status and time; never the token', async () => {
    const { app, lines, requestLines } = await appLogging('all');
    try {
      lines.length = 0;
      const secret = 'S3cr3tT0k3nValue';
      await app.inject({ method: 'GET', url: `/v1/health?token=${secret}` });
      await app.inject({ method: 'POST', url: `/v1/users/password/reset/confirm?token=${secret}`, payload: { token: secret, new_password: 'x' } });
      expect(requestLines()).toEqual([
        expect.objectContaining({ method: 'GET', url: '/v1/health?token=[redacted]', status: 200, ms: expect.any(Number) }),
        expect.objectContaining({ method: 'POST', url: '/v1/users/password/reset/confirm?token=[redacted]', status: 400 }),
      ]);
      expect(lines).toHaveLength(2);
      expect(JSON.stringify(lines)).not.toContain(secret);
    } finally {
      await app.close();
    }
  });

  it('LOG_REQUESTS=errors logs only failed answers; off logs none', async () => {
    const errorsOnly = await appLogging('errors');
    const off = await appLogging('off');
    try {
      for (const { app } of [errorsOnly, off]) {
        await app.inject({ method: 'GET', url: '/v1/health' });
        await app.inject({ method: 'GET', url: '/v1/users/me' });
      }
      expect(errorsOnly.requestLines()).toEqual([expect.objectContaining({ url: '/v1/users/me', status: 401 })]);
      expect(off.requestLines()).toEqual([]);
    } finally {
      await errorsOnly.app.close();
      await off.app.close();
    }
  });
});
