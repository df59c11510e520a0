import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from './harness';
import { HOUR, isoIn, qrFixture, type QrFixture } from './qr-helpers';
import { redactUrl } from '../../server/plugins/access-log';
import { createTestApp } from './harness';

/**
 * GET /qr-passes/{code}: the pass's page for its holder's phone, without signing in; the code is
 * the only key, so nothing else about the unit or its people is shown.
 */
describeEngines('public QR pass', (engine) => {
  let f: QrFixture;
  beforeAll(async () => {
    f = await qrFixture(engine);
  });
  afterAll(async () => f?.close());

  it('shows one pass without a session: validity, state, building name, and nothing private', async () => {
    const from = isoIn(-HOUR);
    const to = isoIn(HOUR);
    const [code] = await f.create({ emails: ['host.public@example.org'], access_type: 'time_limited', valid_from: from, valid_to: to, recipient_name: 'Eva' });
    const res = await f.t.app.inject({ method: 'GET', url: `/v1/qr-passes/${code}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      pass: { qr_code: code, type: 'time_limited', valid_from: from, valid_to: to, is_active: true, is_used: false, recipient_name: 'Eva', building_name: 'Rezidence Vltava' },
    });
    expect(res.body).not.toContain('host.public');
    expect(res.body).not.toContain('unit');
  });

  it('follows the pass: used and deactivated', async () => {
    const [code] = await f.create({ access_type: 'one_time' });
    await f.scan(code);
    expect((await f.t.app.inject({ method: 'GET', url: `/v1/qr-passes/${code}` })).json().pass).toMatchObject({ is_used: true, is_active: true });
    await f.call('owner', 'POST', `${f.codes(f.unit.a101)}/deactivate`, { qr_code: code });
    expect((await f.t.app.inject({ method: 'GET', url: `/v1/qr-passes/${code}` })).json().pass).toMatchObject({ is_active: false });
  });

  it.each([['an unknown code', 'C'.repeat(32)], ['a short code', 'abc'], ['a long code', 'D'.repeat(33)], ['a code with other characters', `${'E'.repeat(31)}.`]])(
    '%s is a 404 with a message',
    async (_name, code) => {
      const res = await f.t.app.inject({ method: 'GET', url: `/v1/qr-passes/${encodeURIComponent(code)}`, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(404);
      expect(typeof res.json().message).toBe('string');
    },
  );

  it('keeps the code out of the access log', () => {
    expect(redactUrl('/v1/qr-passes/AbCdEfGhIjKlMnOpQrStUvWxYz012345')).toBe('/v1/qr-passes/[redacted]');
    expect(redactUrl('/v1/qr-passes/AbCd?x=1')).toBe('/v1/qr-passes/[redacted]?x=1');
    expect(redactUrl('/v1/buildings/1/units/2/qr-codes')).toBe('/v1/buildings/1/units/2/qr-codes');
  });
});

describeEngines('public QR pass: guessing is limited', (engine) => {
  it('answers 429 after the per-address limit', async () => {
    const t = await createTestApp(engine, { rateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await t.app.inject({ method: 'GET', url: `/v1/qr-passes/${String(i).repeat(32)}` })).statusCode);
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
    } finally {
      await t.close();
    }
  });
});
