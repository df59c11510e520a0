import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import { multipart } from './documents-helpers';

/**
 * Issue 7 §2: a rule holds for every spelling the API accepts; "does not exist" and "not yours"
 * answer alike; uploaded names lose hidden characters.
 */
describeEngines('one rule for every spelling, one answer for missing and foreign', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
    base = `/v1/buildings/${ids.building.VLT}/announcements`;
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = async (who: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...(await t.as(who)), 'accept-language': 'en' } });
  const count = async () => Number((await t.app.db.selectFrom('announcements').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  describe('announcement end date', () => {
    const refused: Array<[string, Record<string, unknown>]> = [
      ['validTo in the past', { validTo: '2020-01-01' }],
      ['valid_to in the past', { valid_to: '2020-01-01' }],
      ['valid_to in the past as a date-time', { valid_to: '2020-01-01T10:00:00Z' }],
      ['validTo empty', { validTo: '' }],
      ['valid_to empty', { valid_to: '' }],
      ['validTo empty hiding a past valid_to', { validTo: '', valid_to: '2020-01-01' }],
      ['validTo null hiding a past valid_to', { validTo: null, valid_to: '2020-01-01' }],
      ['a future validTo hiding a past valid_to', { validTo: '2099-01-01', valid_to: '2020-01-01' }],
      ['type and announcement_type disagreeing', { type: 'general', announcement_type: 'warning' }],
    ];

    it.each(refused)('POST, PUT and PATCH refuse %s with 400 and store nothing', async (_, extra) => {
      const existing = (await call(USERS.buildingAdmin, 'POST', base, { message: 'Stávající', validTo: '2099-01-01' })).json().announcement;
      const before = await count();
      const stored = JSON.stringify((await t.app.db.selectFrom('announcements').selectAll().where('id', '=', existing.id).executeTakeFirst()) ?? null);
      for (const [method, url] of [
        ['POST', base],
        ['PUT', `${base}/${existing.id}`],
        ['PATCH', `${base}/${existing.id}`],
      ] as const) {
        const res = await call(USERS.buildingAdmin, method, url, { message: 'Zpráva', ...extra });
        expect(res.statusCode, `${method} ${JSON.stringify(extra)} → ${res.body}`).toBe(400);
        expect(typeof res.json().message).toBe('string');
      }
      expect(await count()).toBe(before);
      const after = JSON.stringify((await t.app.db.selectFrom('announcements').selectAll().where('id', '=', existing.id).executeTakeFirst()) ?? null);
      expect(after).toBe(stored);
    });

    it('accepts either spelling, or both when they agree, and null for no end', async () => {
      for (const body of [{ validTo: '2099-03-01' }, { valid_to: '2099-03-01' }, { validTo: '2099-03-01', valid_to: '2099-03-01' }]) {
        const res = await call(USERS.buildingAdmin, 'POST', base, { message: 'Do března', ...body });
        expect(res.statusCode, res.body).toBe(201);
        // the end of 1 March in Prague (winter time, UTC+1)
        expect(res.json().announcement.valid_to).toBe('2099-03-01T22:59:59.999Z');
      }
      const summer = await call(USERS.buildingAdmin, 'POST', base, { message: 'Léto', valid_to: '2099-07-01' });
      expect(summer.json().announcement.valid_to).toBe('2099-07-01T21:59:59.999Z');
      const none = await call(USERS.buildingAdmin, 'POST', base, { message: 'Bez konce', validTo: null });
      expect(none.json().announcement.valid_to).toBeNull();
    });

    it('names the conflicting spelling in the answer', async () => {
      const res = await call(USERS.buildingAdmin, 'POST', base, { message: 'x', validTo: '2099-01-01', valid_to: '2099-01-02' });
      expect(res.json().message).toMatch(/valid_to/);
    });
  });

  describe('expired announcements by id', () => {
    it('answer 404 to those who cannot see them in the list, as for a missing one; managers still reach them', async () => {
      const a = (await call(USERS.buildingAdmin, 'POST', base, { message: 'Brzy skončí', validTo: '2099-01-01' })).json().announcement;
      await t.app.db.updateTable('announcements').set({ valid_to: new Date(Date.now() - 60_000).toISOString() }).where('id', '=', a.id).execute();
      for (const who of [USERS.tenant, USERS.owner, USERS.manager]) {
        const res = await call(who, 'GET', `${base}/${a.id}`);
        const missing = await call(who, 'GET', `${base}/2147483647`);
        expect(res.statusCode, who).toBe(404);
        expect(res.json()).toEqual(missing.json());
        const list = (await call(who, 'GET', base)).json().announcements as Array<{ id: number }>;
        expect(list.map((x) => x.id)).not.toContain(a.id);
      }
      for (const who of [USERS.buildingAdmin, USERS.globalAdmin]) {
        expect((await call(who, 'GET', `${base}/${a.id}`)).statusCode, who).toBe(200);
      }
      // a current one is readable by every member
      const current = (await call(USERS.buildingAdmin, 'POST', base, { message: 'Platí', validTo: '2099-01-01' })).json().announcement;
      expect((await call(USERS.tenant, 'GET', `${base}/${current.id}`)).statusCode).toBe(200);
    });
  });

  describe('a unit that is not yours answers like one that does not exist', () => {
    it('PATCH of a neighbour’s unit and of a missing unit: the same 404 and the same message', async () => {
      const url = (unitId: number | string) => `/v1/buildings/${ids.building.VLT}/units/${unitId}`;
      const body = { features: { doorbell: { enabled: true, name: 'Cizí' } } };
      const before = await t.app.db.selectFrom('units').selectAll().where('id', '=', ids.unit['VLT-1.01']).executeTakeFirstOrThrow();
      for (const who of [USERS.tenant, USERS.otherBuilding]) {
        const foreign = await call(who, 'PATCH', url(ids.unit['VLT-1.01']), body);
        const missing = await call(who, 'PATCH', url(2147483647), body);
        expect(foreign.statusCode, who).toBe(404);
        expect(foreign.json()).toEqual(missing.json());
        expect((await call(who, 'GET', `/v1/units/${ids.unit['VLT-1.01']}`)).statusCode).toBe(404);
      }
      const after = await t.app.db.selectFrom('units').selectAll().where('id', '=', ids.unit['VLT-1.01']).executeTakeFirstOrThrow();
      expect(after).toEqual(before);
    });

    it('other id routes answer a foreign and a missing id alike', async () => {
      const sln = ids.building.SLN;
      const tenant = USERS.tenant;
      const slnDoc = (await call(USERS.globalAdmin, 'GET', `/v1/buildings/${sln}/documents`)).json().data[0].id;
      const slnPlan = (await call(USERS.globalAdmin, 'GET', `/v1/buildings/${sln}/floorplans`)).json().floorplans[0]?.id ?? 1;
      const pairs: Array<[string, string]> = [
        [`/v1/buildings/${sln}`, '/v1/buildings/2147483647'],
        [`/v1/buildings/${sln}/info`, '/v1/buildings/2147483647/info'],
        [`/v1/buildings/${sln}/announcements`, '/v1/buildings/2147483647/announcements'],
        [`/v1/buildings/${sln}/documents/${slnDoc}`, '/v1/buildings/2147483647/documents/1'],
        [`/v1/buildings/${ids.building.VLT}/documents/${slnDoc}`, `/v1/buildings/${ids.building.VLT}/documents/2147483647`],
        [`/v1/buildings/${sln}/floorplans/${slnPlan}/file`, '/v1/buildings/2147483647/floorplans/1/file'],
        [`/v1/buildings/${ids.building.VLT}/floorplans/${slnPlan}/file`, `/v1/buildings/${ids.building.VLT}/floorplans/2147483647/file`],
      ];
      for (const [foreign, missing] of pairs) {
        const a = await call(tenant, 'GET', foreign);
        const b = await call(tenant, 'GET', missing);
        expect(a.statusCode, foreign).toBe(404);
        expect(b.statusCode, missing).toBe(404);
      }
    });
  });

  describe('uploaded file names', () => {
    it('lose control and bidi-override characters when stored', async () => {
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
      // "invoice<RLO>fdp.exe" shows as "invoiceexe.pdf" in a bidi-aware view
      const name = 'faktura\u202Efdp.exe\u0007\u200F\u2066x\u2069.pdf';
      const form = multipart({ title: '' }, { name, content: pdf });
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/buildings/${ids.building.VLT}/documents`,
        headers: { ...(await t.as(USERS.buildingAdmin)), ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      const doc = res.json().data;
      // eslint-disable-next-line no-control-regex -- checking that control characters are gone
      expect(doc.original_name).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
      expect(doc.original_name).toContain('fakturafdp.exe');
      // eslint-disable-next-line no-control-regex -- the same for the title taken from the name
      expect(doc.title).not.toMatch(/[\u202a-\u202e\u0007]/);
    });
  });
});
