import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';

type UserKind = keyof typeof USERS;
const KINDS = Object.keys(USERS) as UserKind[];

/** GET /buildings/{VLT}/info by kind of user. */
const READ: Record<UserKind, number> = {
  anonymous: 401,
  otherBuilding: 404,
  tenant: 200,
  owner: 200,
  manager: 200,
  buildingAdmin: 200,
  globalAdmin: 200,
};
/** PUT /buildings/{VLT}/info: building_info:edit (building admins and global admins). */
const WRITE: Record<UserKind, number> = {
  anonymous: 401,
  otherBuilding: 404,
  tenant: 403,
  owner: 403,
  manager: 403,
  buildingAdmin: 200,
  globalAdmin: 200,
};

const validInput = (suffix: string) => ({
  details: {
    type: 'association',
    construction_year: 1999,
    reconstruction_year: 2020,
    floor_count: 5,
    elevator_count: 1,
    parking: { visitor_spots: 3, resident_spots: 10, garage_count: 2 },
  },
  managers: [{ name: `Správce ${suffix}`, position: 'Správce', email: 'a@example.com', phone: '+420 111 222 333' }],
  emergency_contacts: [{ name: 'Havarijní služba', type: 'plumbing', phone: '800 100 200', email: '' }],
  reception: {
    is_present: true,
    location: 'Přízemí',
    phone: null,
    email: null,
    opening_hours: { monday: [{ from: '13:00', to: '17:00' }, { from: '08:00', to: '12:00' }], sunday: [] },
  },
});

describeEngines('building information', (engine) => {
  let t: TestApp;
  let vlt: number;
  let lip: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const ids = await demoIds(t.app);
    vlt = ids.building.VLT;
    lip = ids.building.LIP;
  });
  afterAll(async () => t?.close());

  describe('GET /buildings/{id}/info', () => {
    it.each(KINDS)('%s', async (kind) => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/info`, headers: await t.as(USERS[kind]) });
      expect(res.statusCode).toBe(READ[kind]);
      if (READ[kind] === 200) expect(res.json().building.name).toBe('Rezidence Vltava');
      else expect(res.json()).toHaveProperty('message');
    });

    it('answers the full entity of spec 000 §3 for demo data', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/info`, headers: await t.as(USERS.tenant) });
      const b = res.json().building;
      expect(b).toMatchObject({
        id: vlt,
        name: 'Rezidence Vltava',
        address: 'Rašínovo nábřeží 42, 128 00 Praha 2',
        image_url: `/v1/buildings/${vlt}/image`,
        details: {
          type: 'association',
          construction_year: 2008,
          reconstruction_year: 2021,
          floor_count: 7,
          elevator_count: 2,
          parking: { visitor_spots: 6, resident_spots: 24, garage_count: 4 },
        },
        reception: { is_present: true, location: 'Přízemí, vstupní hala' },
      });
      expect(b.managers.length).toBeGreaterThan(0);
      expect(b.managers[0]).toEqual({ id: expect.any(Number), name: 'Petr Správce', position: 'Správce budovy', email: 'spravce@example.com', phone: '+420 601 111 222' });
      expect(b.emergency_contacts[0]).toEqual(expect.objectContaining({ name: expect.any(String), type: 'plumbing', phone: expect.any(String) }));
      expect(b.reception.opening_hours.monday).toEqual([
        { from: '08:00', to: '12:00' },
        { from: '13:00', to: '17:00' },
      ]);
    });

    it('answers 404 for an unknown building and for an id that cannot exist', async () => {
      const h = await t.as(USERS.globalAdmin);
      expect((await t.app.inject({ method: 'GET', url: '/v1/buildings/99999/info', headers: h })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/v1/buildings/abc/info', headers: h })).statusCode).toBe(404);
    });
  });

  describe('GET /buildings/{id}/public-info', () => {
    it.each(KINDS)('is reachable by %s (with or without a session) and holds nothing private', async (kind) => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/buildings/${lip}/public-info`, headers: await t.as(USERS[kind]) });
      expect(res.statusCode).toBe(200);
      const b = res.json().building;
      expect(Object.keys(b).sort()).toEqual(
        ['address', 'details', 'emergency_contacts', 'id', 'image_url', 'managers', 'name', 'reception', 'updated_at'].sort(),
      );
      const text = res.body;
      // no units, residents or their e-mails
      expect(text).not.toMatch(/units|residents|unit_access|dva@example|najemnik@|vlastnik@|password/);
    });

    it('answers a clear 404 for an unknown id, in the asked language', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/buildings/99999/public-info' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Budova nebyla nalezena' });
      const en = await t.app.inject({ method: 'GET', url: '/v1/buildings/99999/public-info', headers: { 'accept-language': 'en' } });
      expect(en.json().message).toMatch(/building/i);
    });

    it('has the same shape as the signed-in answer', async () => {
      const pub = await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/public-info` });
      const auth = await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/info`, headers: await t.as(USERS.owner) });
      expect(pub.json()).toEqual(auth.json());
    });
  });

  describe('GET /buildings/{id}/image', () => {
    it('serves a generated PNG hero image for every demo building, publicly', async () => {
      const ids = await demoIds(t.app);
      for (const id of Object.values(ids.building)) {
        const res = await t.app.inject({ method: 'GET', url: `/v1/buildings/${id}/image` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.rawPayload.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      }
    });

    it('answers 404 for an unknown building and for one without an image', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/v1/buildings/99999/image' })).statusCode).toBe(404);
      await t.app.db.updateTable('buildings').set({ image_path: null }).where('id', '=', lip).execute();
      expect((await t.app.inject({ method: 'GET', url: `/v1/buildings/${lip}/image` })).statusCode).toBe(404);
      const info = await t.app.inject({ method: 'GET', url: `/v1/buildings/${lip}/public-info` });
      expect(info.json().building.image_url).toBeNull();
      await t.app.db.updateTable('buildings').set({ image_path: 'generated:facade' }).where('id', '=', lip).execute();
    });
  });

  describe('PUT /buildings/{id}/info', () => {
    it.each(KINDS)('%s', async (kind) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/v1/buildings/${vlt}/info`,
        payload: validInput(kind),
        headers: await t.as(USERS[kind]),
      });
      expect(res.statusCode).toBe(WRITE[kind]);
      const now = await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/public-info` });
      const managerNames = now.json().building.managers.map((m: { name: string }) => m.name);
      expect(managerNames.includes(`Správce ${kind}`)).toBe(WRITE[kind] === 200);
    });

    it('replaces the lists, normalises opening hours and publishes building_info.updated', async () => {
      const seen: Array<{ type: string; building_id: number }> = [];
      const off = t.app.bus.subscribe(({ event }) => seen.push(event));
      const res = await t.app.inject({
        method: 'PUT',
        url: `/v1/buildings/${vlt}/info`,
        payload: { ...validInput('x'), managers: [] },
        headers: await t.as(USERS.buildingAdmin),
      });
      off();
      expect(res.statusCode).toBe(200);
      const b = res.json().building;
      expect(b.name).toBe('Rezidence Vltava');
      expect(b.id).toBe(vlt);
      expect(b.managers).toEqual([]);
      expect(b.emergency_contacts).toEqual([{ id: expect.any(Number), name: 'Havarijní služba', type: 'plumbing', phone: '800 100 200', email: null }]);
      expect(b.reception.opening_hours).toEqual({ monday: [{ from: '08:00', to: '12:00' }, { from: '13:00', to: '17:00' }] });
      expect(seen).toContainEqual(expect.objectContaining({ type: 'building_info.updated', building_id: vlt }));
    });

    it('refuses fields the edit does not take, by name, and changes nothing (issue 30 §2)', async () => {
      const before = (await t.app.inject({ url: `/v1/buildings/${vlt}/info`, headers: await t.as(USERS.buildingAdmin) })).json().building;
      for (const extra of [{ id: 12345 }, { name: 'Hacked' }]) {
        const res = await t.app.inject({
          method: 'PUT',
          url: `/v1/buildings/${vlt}/info`,
          payload: { ...validInput('jiné'), ...extra },
          headers: { ...(await t.as(USERS.buildingAdmin)), 'accept-language': 'en' },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(`The field “${Object.keys(extra)[0]}” is not allowed`);
      }
      const after = (await t.app.inject({ url: `/v1/buildings/${vlt}/info`, headers: await t.as(USERS.buildingAdmin) })).json().building;
      expect(after).toEqual(before);
    });

    it('lets a building admin edit only their own building', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/v1/buildings/${lip}/info`,
        payload: validInput('cizí'),
        headers: await t.as(USERS.buildingAdmin),
      });
      expect(res.statusCode).toBe(404);
    });

    it.each([
      ['a manager without a name', (b: ReturnType<typeof validInput>) => ({ ...b, managers: [{ name: ' ' }] }), 'Jméno je povinné'],
      ['an invalid e-mail', (b: ReturnType<typeof validInput>) => ({ ...b, managers: [{ name: 'A', email: 'nope' }] }), 'Neplatný formát e-mailu'],
      ['a bad time', (b: ReturnType<typeof validInput>) => ({ ...b, reception: { ...b.reception, opening_hours: { monday: [{ from: '8:00', to: '12:00' }] } } }), 'HH:MM'],
      ['a range that ends before it starts', (b: ReturnType<typeof validInput>) => ({ ...b, reception: { ...b.reception, opening_hours: { friday: [{ from: '12:00', to: '08:00' }] } } }), 'později'],
      ['an unknown day', (b: ReturnType<typeof validInput>) => ({ ...b, reception: { ...b.reception, opening_hours: { funday: [] } } }), 'opening_hours'],
      ['a negative count', (b: ReturnType<typeof validInput>) => ({ ...b, details: { ...b.details, elevator_count: -1 } }), 'elevator_count'],
      ['a year as text', (b: ReturnType<typeof validInput>) => ({ ...b, details: { ...b.details, construction_year: 'old' } }), 'construction_year'],
      ['no reception', (b: ReturnType<typeof validInput>) => ({ ...b, reception: undefined }), 'reception'],
    ])('refuses %s and changes nothing', async (_label, mutate, message) => {
      const before = (await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/public-info` })).json();
      const res = await t.app.inject({
        method: 'PUT',
        url: `/v1/buildings/${vlt}/info`,
        payload: mutate(validInput('bad')),
        headers: await t.as(USERS.globalAdmin),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      const after = (await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/public-info` })).json();
      expect(after).toEqual(before);
    });

    it('answers 404 for an unknown building', async () => {
      const res = await t.app.inject({ method: 'PUT', url: '/v1/buildings/99999/info', payload: validInput('x'), headers: await t.as(USERS.globalAdmin) });
      expect(res.statusCode).toBe(404);
    });
  });
});
