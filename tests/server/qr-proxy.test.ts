import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchTarget } from '../../server/devices/proxy-targets';
import { describeEngines } from './harness';
import { freshEmail, qrFixture, QR_KINDS, QR_REACH, type QrFixture } from './qr-helpers';

describe('QR proxy targets (spec 001 §7)', () => {
  it('match the three QR endpoints with their methods only', () => {
    expect(matchTarget('api/v1/qr-codes/create', 'POST')).toMatchObject({ target: { name: 'qr.create' } });
    expect(matchTarget('api/v1/qr-codes/unit/12', 'GET')).toMatchObject({ target: { name: 'qr.list' }, match: { unit: '12' } });
    expect(matchTarget('api/v1/qr-codes/deactivate', 'POST')).toMatchObject({ target: { name: 'qr.deactivate' } });
    expect(matchTarget('api/v1/qr-codes/create', 'GET')).toBe('method');
    for (const e of ['api/v1/qr-codes', 'api/v1/qr-codes/unit/x', 'api/v1/qr-codes/scan', 'api/v1/devices/qr/scan', 'api/v1/qr-codes/unit/1/../../create', 'api/v1/qr-passes/abc']) {
      expect(matchTarget(e, 'GET'), e).toBe('unknown');
      expect(matchTarget(e, 'POST'), e).toBe('unknown');
    }
  });
});

describeEngines('QR passes through the building proxy', (engine) => {
  let f: QrFixture;
  beforeAll(async () => {
    f = await qrFixture(engine);
  });
  afterAll(async () => f?.close());

  const proxy = (kind: Parameters<QrFixture['call']>[0], payload: object, lang?: string) => f.call(kind, 'POST', `/v1/buildings/${f.vlt}/proxy`, payload, lang);

  it.each(QR_KINDS)('create, list and deactivate on 1.01 as %s answer like the REST routes', async (kind) => {
    const email = freshEmail(kind);
    const made = await proxy(kind, { endpoint: 'api/v1/qr-codes/create', method: 'POST', body: { emails: [email], unit_id: f.unit.a101, access_type: 'one_time' } });
    const reach = QR_REACH[kind];
    expect(made.statusCode, made.body).toBe(reach === 200 ? 201 : reach);
    const list = await proxy(kind, { endpoint: `api/v1/qr-codes/unit/${f.unit.a101}`, method: 'GET' });
    expect(list.statusCode).toBe(reach);
    if (reach !== 200) return;
    const code = made.json().created_codes[0].qr_code;
    expect(list.json().users.find((u: { email: string }) => u.email === email).qr_codes[0]).toMatchObject({ qr_code: code, type: 'one_time', is_active: true });
    const off = await proxy(kind, { endpoint: 'api/v1/qr-codes/deactivate', method: 'POST', body: { email, unit_id: f.unit.a101 } });
    expect(off.json()).toEqual({ deactivated: true, count: 1 });
  });

  it('deactivates by code with the unit in the body', async () => {
    const [code] = await f.create({});
    const res = await proxy('owner', { endpoint: 'api/v1/qr-codes/deactivate', method: 'POST', body: { qr_code: code, unit_id: f.unit.a101 } });
    expect(res.json()).toEqual({ deactivated: true, count: 1 });
  });

  it('refuses off-list endpoints (400) and a missing unit, storing nothing', async () => {
    const before = await f.countPasses();
    for (const endpoint of ['api/v1/qr-codes/scan', 'api/v1/devices/qr/scan', 'api/v1/qr-codes/create/../../users']) {
      const res = await proxy('globalAdmin', { endpoint, method: 'POST', body: { emails: [freshEmail()], unit_id: f.unit.a101 } }, 'en');
      expect(res.statusCode, endpoint).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    const noUnit = await proxy('globalAdmin', { endpoint: 'api/v1/qr-codes/create', method: 'POST', body: { emails: [freshEmail()] } });
    expect(noUnit.statusCode).toBe(400);
    // a unit of another building through this building's proxy: not found
    const foreign = await proxy('globalAdmin', { endpoint: 'api/v1/qr-codes/create', method: 'POST', body: { emails: [freshEmail()], unit_id: f.unit.sln101 } });
    expect(foreign.statusCode).toBe(404);
    expect(await f.countPasses()).toBe(before);
  });
});
