/**
 * Input rules every route follows alike (issue 30 §2; docs/api-conventions.md), on both engines:
 * ids and numbers in decimal digits only, unknown body fields refused by name, an empty query value
 * the same as none.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';

describeEngines('strict input', (engine) => {
  let t: TestApp;
  let vlt: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    vlt = (await demoIds(t.app)).building.VLT;
  });
  afterAll(() => t?.close());

  const get = async (url: string, lang = 'en') => t.app.inject({ url, headers: { ...(await t.as(USERS.manager)), 'accept-language': lang } });

  it('reads a path id in decimal digits only: 0x1, 1e0, +1 and 1.0 name no building', async () => {
    expect((await get(`/v1/buildings/${vlt}/doors`)).statusCode).toBe(200);
    for (const id of [`0x${vlt.toString(16)}`, `${vlt}e0`, `+${vlt}`, `${vlt}.0`, `%20${vlt}`]) {
      const res = await get(`/v1/buildings/${id}/doors`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('reads a number in a query in decimal digits only, with a message naming the field', async () => {
    expect((await get(`/v1/buildings/${vlt}/audit?limit=10`)).statusCode).toBe(200);
    for (const limit of ['0x10', '1e1', '10.0', 'ten']) {
      const res = await get(`/v1/buildings/${vlt}/audit?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().message, limit).toContain('limit');
    }
  });

  it('takes an empty query value as no value, on a list and an enum alike', async () => {
    const none = await get(`/v1/buildings/${vlt}/audit?limit=5`);
    for (const query of ['action=', 'outcome=', 'unit_id=', 'target=&user_id=']) {
      const res = await get(`/v1/buildings/${vlt}/audit?limit=5&${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.json(), query).toEqual(none.json());
    }
    expect((await get(`/v1/buildings/${vlt}/issues?status=&overdue=&priority=`)).statusCode).toBe(200);
    // a value that is there is checked in full
    expect((await get(`/v1/buildings/${vlt}/issues?status=nope`)).statusCode).toBe(400);
  });

  it('refuses a body field the route does not take, naming it in the caller’s language, and stores nothing', async () => {
    const patch = async (payload: object, lang: string) =>
      t.app.inject({ method: 'PATCH', url: '/v1/users/me/settings', payload, headers: { ...(await t.as(USERS.tenant)), 'accept-language': lang } });
    const before = (await t.app.inject({ url: '/v1/users/me/settings', headers: await t.as(USERS.tenant) })).json();
    const en = await patch({ theme: before.theme === 'dark' ? 'light' : 'dark', themes: 'x' }, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('The field “themes” is not allowed');
    const cs = await patch({ theme: 'dark', themes: 'x' }, 'cs');
    expect(cs.json().message).toBe('Pole „themes“ není povoleno');
    expect((await t.app.inject({ url: '/v1/users/me/settings', headers: await t.as(USERS.tenant) })).json()).toEqual(before);
  });

  it('says so in the OpenAPI document: every JSON body, a renaming one and each kind of a union too, takes no other fields', async () => {
    type Schema = { additionalProperties?: unknown; oneOf?: Schema[]; anyOf?: Schema[] };
    const closed = (schema: Schema): boolean =>
      schema.additionalProperties === false || [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].some(Boolean) && [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].every(closed);
    const doc = (await t.app.inject({ url: '/v1/docs/json' })).json();
    const open: string[] = [];
    let bodies = 0;
    for (const [path, ops] of Object.entries<Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const schema = op.requestBody?.content?.['application/json']?.schema;
        if (!schema) continue;
        bodies++;
        if (!closed(schema)) open.push(`${method} ${path}`);
      }
    }
    expect(bodies).toBeGreaterThan(40);
    expect(open).toEqual([]);
  });

  it('refuses an unknown field of a body that is renamed into the entity’s words (announcements)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/buildings/${vlt}/announcements`,
      payload: { message: 'Ahoj', type: 'general', pinned: true },
      headers: { ...(await t.as(USERS.globalAdmin)), 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The field “pinned” is not allowed');
  });
});
