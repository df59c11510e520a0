import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';

type Kind = keyof typeof USERS;

/** Which demo buildings each kind of user sees, in name order (Czech collation). */
const VISIBLE: Record<Exclude<Kind, 'anonymous'>, string[]> = {
  globalAdmin: ['LIP', 'SLN', 'VLT'],
  buildingAdmin: ['VLT'],
  manager: ['SLN', 'VLT'],
  owner: ['VLT'],
  tenant: ['VLT'],
  otherBuilding: ['LIP', 'SLN'],
};

describeEngines('buildings', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
  });
  afterAll(async () => t?.close());

  it('answers 401 to anonymous callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/buildings' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/v1/buildings/${ids.building.VLT}` })).statusCode).toBe(401);
  });

  it.each(Object.entries(VISIBLE))('lists only the buildings %s may see, sorted by name', async (kind, codes) => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/buildings', headers: await t.as(USERS[kind as Kind]) });
    expect(res.statusCode).toBe(200);
    const { buildings } = res.json() as { buildings: Array<Record<string, unknown>> };
    expect(buildings.map((b) => b.code)).toEqual(codes);
    // names sort as Czech speakers expect: Bytový… < Dům… < Rezidence…
    const names = buildings.map((b) => b.name as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'cs')));
    for (const b of buildings) expect(Object.keys(b).sort()).toEqual(['address', 'code', 'id', 'name']);
  });

  it.each(Object.entries(VISIBLE))('GET /buildings/{id} as %s: 200 for visible, 404 for invisible', async (kind, codes) => {
    const headers = await t.as(USERS[kind as Kind]);
    for (const code of ['VLT', 'SLN', 'LIP'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/buildings/${ids.building[code]}`, headers });
      if (codes.includes(code)) {
        expect(res.statusCode).toBe(200);
        expect(res.json().building).toMatchObject({ id: ids.building[code], code });
      } else {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Budova nebyla nalezena' });
      }
    }
  });

  it('answers 404 for a missing building and for an id that cannot exist, with the same kind of message', async () => {
    const headers = { ...(await t.as(USERS.globalAdmin)), 'accept-language': 'en' };
    expect((await t.app.inject({ method: 'GET', url: '/v1/buildings/999999', headers })).statusCode).toBe(404);
    for (const id of ['abc', '0', '2147483648']) {
      const bad = await t.app.inject({ method: 'GET', url: `/v1/buildings/${id}`, headers });
      expect(bad.statusCode).toBe(404);
      expect(bad.json().message).toMatch(/not found/i);
    }
  });
});
