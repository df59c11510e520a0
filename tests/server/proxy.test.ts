import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchTarget, normalizeEndpoint, PROXY_TARGETS } from '../../server/devices/proxy-targets';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';

type Kind = keyof typeof USERS;
const KINDS = Object.keys(USERS) as Kind[];

/** Off the list: other API paths, traversal, encodings, queries, hosts, empty segments. */
const OFF_LIST = [
  'api/v1/users/me',
  'api/v1/admin/users',
  '../../v1/users/me',
  'api/v1/parking/units/1/../../../users',
  'api/v1/parking/units/1/license-plates?x=1',
  'api/v1/parking/units/1/license-plates#x',
  'api/v1/parking/units/1//license-plates',
  'api/v1/parking/units/%2e%2e/license-plates',
  'http://127.0.0.1:6379/',
  '//evil.example/api/v1/parking/access-check',
  'api/v1/parking/units/1/license-plates/..',
  'api/v1/parking/units/number/../license-plates',
  'api/v1/parking/units/number/ .. /license-plates',
  'api/v1/parking/units/number/.../license-plates',
  'api\\v1\\parking\\access-check',
  'api/v1/parking/access-check/',
  'api/v1/sensors/latest-data',
];

describe('proxy target table', () => {
  it('refuses every off-list endpoint before matching anything', () => {
    for (const e of OFF_LIST) expect(matchTarget(e, 'GET'), e).toBe('unknown');
    for (const e of OFF_LIST) expect(matchTarget(e, 'POST'), e).toBe('unknown');
  });

  it('matches the spec targets with their methods, and tells a wrong method apart', () => {
    expect(matchTarget('api/v1/parking/units/12/license-plates', 'GET')).toMatchObject({ target: { name: 'plates.list.id' }, match: { unit: '12' } });
    expect(matchTarget('/api/v1/parking/units/number/1.01/license-plates', 'GET')).toMatchObject({ match: { number: '1.01' } });
    expect(matchTarget('api/v1/parking/units/number/G01/license-plates', 'POST')).toMatchObject({ target: { name: 'plates.add.number' }, match: { number: 'G01' } });
    expect(matchTarget('api/v1/parking/units/3/license-plates/1AB 2345', 'DELETE')).toMatchObject({ match: { unit: '3', plate: '1AB 2345' } });
    expect(matchTarget('api/v1/parking/history/unit/3', 'GET')).toMatchObject({ target: { name: 'history.id' } });
    expect(matchTarget('api/v1/parking/access-logs/77/image', 'GET')).toMatchObject({ match: { log: '77' } });
    expect(matchTarget('api/v1/parking/access-check', 'POST')).toMatchObject({ target: { name: 'access-check' } });
    expect(matchTarget('api/v1/parking/access-check', 'GET')).toBe('method');
    expect(matchTarget('api/v1/parking/units/3/license-plates', 'PATCH')).toBe('method');
  });

  it('maps only onto routes under the building it was called for', () => {
    for (const target of PROXY_TARGETS) {
      const path = target.path({ buildingId: 5, unitId: 7, match: { plate: 'AB 1', log: '9', unit: '7', number: 'X' } });
      expect(path.startsWith('/buildings/5/'), target.name).toBe(true);
      expect(path).not.toMatch(/\.\.|\/\/|\?|#/);
    }
    expect(normalizeEndpoint(' /api/v1/parking/access-check ')).toBe('api/v1/parking/access-check');
  });
});

describeEngines('building proxy', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let vlt: number;
  let unit: number;
  let otherUnit: number;
  let foreignUnit: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
    vlt = ids.building.VLT;
    unit = ids.unit['VLT-1.01'];
    otherUnit = ids.unit['VLT-2.03'];
    foreignUnit = (await t.app.db.selectFrom('units').select('id').where('building_id', '=', ids.building.LIP).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const proxy = async (who: string | null, body: object, lang = 'cs', building = vlt) =>
    t.app.inject({ method: 'POST', url: `/v1/buildings/${building}/proxy`, payload: body, headers: { ...(await t.as(who)), 'accept-language': lang } });
  const plateCount = async () => Number((await t.app.db.selectFrom('license_plates').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('refuses off-list endpoints with a clear message in both languages, storing and calling nothing', async () => {
    const before = await plateCount();
    const auditBefore = await t.app.db.selectFrom('audit_log').select('id').execute();
    for (const endpoint of OFF_LIST) {
      for (const lang of ['cs', 'en']) {
        const res = await proxy(USERS.owner, { endpoint, method: 'POST', unit_id: unit, body: { license_plate: '1AB2345', type: 'permanent' } }, lang);
        expect(res.statusCode, endpoint).toBe(400);
        expect(res.json().message).toBe(lang === 'cs' ? 'Tento cíl proxy není povolen. Povolené jsou jen známé cíle parkování.' : 'This proxy target is not allowed. Only the known parking targets are.');
      }
    }
    expect(await plateCount()).toBe(before);
    expect((await t.app.db.selectFrom('audit_log').select('id').execute()).length).toBe(auditBefore.length);
  });

  it('refuses a known endpoint with the wrong method, a missing unit, and disagreeing units', async () => {
    const wrong = await proxy(USERS.owner, { endpoint: 'api/v1/parking/access-check', method: 'GET' }, 'en');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The proxy target does not support the GET method.');
    const noUnit = await proxy(USERS.owner, { endpoint: 'api/v1/parking/access-check', method: 'POST', body: { license_plate: '1AB2345' } }, 'en');
    expect(noUnit.statusCode).toBe(400);
    expect(noUnit.json().message).toBe('Unit ID not specified');
    const mismatch = await proxy(USERS.owner, { endpoint: `api/v1/parking/units/${unit}/license-plates`, method: 'GET', unit_id: otherUnit }, 'en');
    expect(mismatch.statusCode).toBe(400);
    const innerMismatch = await proxy(USERS.owner, { endpoint: 'api/v1/parking/access-check', method: 'POST', unit_id: unit, body: { license_plate: '1AB2345', unit_id: otherUnit } }, 'en');
    expect(innerMismatch.statusCode).toBe(400);
    expect(innerMismatch.json().message).toBe('The unit in the endpoint and in the body differ.');
    const badMethod = await proxy(USERS.owner, { endpoint: 'api/v1/parking/access-check', method: 'TRACE' }, 'en');
    expect(badMethod.statusCode).toBe(400);
  });

  /** Reading a unit's plates through the proxy: its people and staff; not yours looks like not found. */
  const LIST: Record<Kind, number> = { anonymous: 401, otherBuilding: 404, tenant: 404, owner: 200, manager: 200, buildingAdmin: 200, globalAdmin: 200 };
  it.each(KINDS)('lists the plates of unit 1.01 for %s as the REST route does', async (kind) => {
    const body = { endpoint: `api/v1/parking/units/${unit}/license-plates`, method: 'GET' };
    const res = await proxy(USERS[kind], body);
    const direct = await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/units/${unit}/license-plates`, headers: await t.as(USERS[kind]) });
    expect(res.statusCode).toBe(LIST[kind]);
    expect(res.statusCode).toBe(direct.statusCode);
    // a building the caller cannot see is "not found" before its units are looked at; both are 404
    if (res.statusCode !== 404) expect(res.json()).toEqual(direct.json());
    if (res.statusCode === 200) expect(Array.isArray(res.json().license_plates)).toBe(true);
  });

  it('names the unit by number in the endpoint or the body, and by id in the body', async () => {
    const byId = (await proxy(USERS.owner, { endpoint: `api/v1/parking/units/${unit}/license-plates`, method: 'GET' })).json();
    const byNumber = await proxy(USERS.owner, { endpoint: 'api/v1/parking/units/number/1.01/license-plates', method: 'GET' });
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json()).toEqual(byId);
    const numberInBody = await proxy(USERS.owner, { endpoint: 'api/v1/parking/access-check', method: 'POST', unit_number: '1.01', body: { license_plate: 'ZZ99999' } });
    expect(numberInBody.statusCode).toBe(200);
    expect(numberInBody.json().log.unit_id).toBe(unit);
    const g01 = await proxy(USERS.owner, { endpoint: 'api/v1/parking/units/number/G01/license-plates', method: 'GET' });
    expect(g01.statusCode).toBe(200);
    expect(byId.license_plates).toBeDefined();
  });

  it('answers 404 for a unit of another building and an unknown unit number, the same way', async () => {
    const foreign = await proxy(USERS.globalAdmin, { endpoint: `api/v1/parking/units/${foreignUnit}/license-plates`, method: 'GET' }, 'en');
    const unknown = await proxy(USERS.globalAdmin, { endpoint: 'api/v1/parking/units/number/NOPE/license-plates', method: 'GET' }, 'en');
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    const stranger = await proxy(USERS.otherBuilding, { endpoint: 'api/v1/parking/units/number/NOPE/license-plates', method: 'GET' }, 'en');
    const strangerKnown = await proxy(USERS.otherBuilding, { endpoint: 'api/v1/parking/units/number/G01/license-plates', method: 'GET' }, 'en');
    expect(stranger.json()).toEqual(strangerKnown.json());
  });

  it('adds, changes and deletes a plate (identified by its text) through the proxy', async () => {
    const endpoint = `api/v1/parking/units/${unit}/license-plates`;
    const added = await proxy(USERS.owner, { endpoint, method: 'POST', unit_id: unit, body: { license_plate: '9px 1234', type: 'permanent', name: 'Proxy' } });
    expect(added.statusCode).toBe(201);
    expect(added.json().license_plate).toMatchObject({ license_plate: '9PX1234', name: 'Proxy' });
    const changed = await proxy(USERS.owner, { endpoint: `${endpoint}/9PX1234`, method: 'PUT', body: { license_plate: '9PX1234', type: 'temporary', valid_to: '2099-12-31' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().license_plate.type).toBe('temporary');
    const deleted = await proxy(USERS.owner, { endpoint: `${endpoint}/9PX 1234`, method: 'DELETE' });
    expect(deleted.statusCode).toBeLessThan(300);
    const list = (await proxy(USERS.owner, { endpoint, method: 'GET' })).json().license_plates as Array<{ license_plate: string }>;
    expect(list.map((p) => p.license_plate)).not.toContain('9PX1234');
  });

  it('passes the history params as the query and refuses bad ones like the route', async () => {
    const res = await proxy(USERS.owner, { endpoint: `api/v1/parking/history/unit/${unit}`, method: 'GET', params: { page: 1, per_page: 5, search: '', limit: 5 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination).toMatchObject({ page: 1, per_page: 5 });
    const bad = await proxy(USERS.owner, { endpoint: `api/v1/parking/history/unit/${unit}`, method: 'GET', params: { per_page: 1000 } });
    expect(bad.statusCode).toBe(400);
  });

  it('checks access at the gate for the named unit and serves the photo as the route does', async () => {
    const check = await proxy(USERS.owner, { endpoint: 'api/v1/parking/access-check', method: 'POST', unit_id: unit, body: { license_plate: 'XX00000' } });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ granted: false, reason: 'unknown_plate', log: { unit_id: unit } });
    const logId = check.json().log.log_id;
    const image = await proxy(USERS.owner, { endpoint: `api/v1/parking/access-logs/${logId}/image`, method: 'GET' });
    const direct = await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/parking/access-logs/${logId}/image`, headers: await t.as(USERS.owner) });
    expect(image.statusCode).toBe(direct.statusCode);
    if (direct.statusCode === 200) {
      expect(image.headers['content-type']).toBe(direct.headers['content-type']);
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.rawPayload.equals(direct.rawPayload)).toBe(true);
    }
    const tenant = await proxy(USERS.tenant, { endpoint: `api/v1/parking/access-logs/${logId}/image`, method: 'GET' });
    expect(tenant.statusCode).toBe(404);
  });
});
