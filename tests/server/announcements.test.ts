import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery } from 'kysely';
import type { LiveEvent } from '../../contract/live';
import { listCurrentQuery } from '../../server/domain/announcements/repository';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp, itOn } from './harness';

type Kind = keyof typeof USERS;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every route × every kind of user on Rezidence Vltava: members read, only holders of
 * announcement:manage there (building admin, global admin) write; outsiders get 404.
 */
const READ: Record<Kind, number> = {
  anonymous: 401,
  otherBuilding: 404,
  tenant: 200,
  owner: 200,
  manager: 200,
  buildingAdmin: 200,
  globalAdmin: 200,
};
const WRITE: Record<Kind, 'ok' | number> = {
  anonymous: 401,
  otherBuilding: 404,
  tenant: 403,
  owner: 403,
  manager: 403,
  buildingAdmin: 'ok',
  globalAdmin: 'ok',
};
const KINDS = Object.keys(USERS) as Kind[];

describeEngines('announcements', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let base: string;
  const events: LiveEvent[] = [];

  const call = async (who: string | null, method: Method, url: string, payload?: object, lang?: string) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { ...(await t.as(who)), ...(lang ? { 'accept-language': lang } : {}) },
    });

  /** A fresh announcement in VLT made by the building admin. */
  const fresh = async (payload: object = { message: 'Testovací oznámení' }) => {
    const res = await call(USERS.buildingAdmin, 'POST', base, payload);
    expect(res.statusCode).toBe(201);
    return res.json().announcement as { id: number; [k: string]: unknown };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
    base = `/v1/buildings/${ids.building.VLT}/announcements`;
    t.app.bus.subscribe(({ event }) => events.push(event));
  });
  afterAll(async () => t?.close());

  describe('route × user table', () => {
    it.each(KINDS)('GET list as %s', async (kind) => {
      const res = await call(USERS[kind], 'GET', base);
      expect(res.statusCode).toBe(READ[kind]);
      if (res.statusCode === 200) expect(res.json().announcements.length).toBeGreaterThan(0);
      else expect(typeof res.json().message).toBe('string');
    });

    it.each(KINDS)('GET one as %s', async (kind) => {
      const a = await fresh();
      const res = await call(USERS[kind], 'GET', `${base}/${a.id}`);
      expect(res.statusCode).toBe(READ[kind]);
      if (res.statusCode === 200) expect(res.json().announcement.id).toBe(a.id);
    });

    it.each(KINDS)('POST as %s', async (kind) => {
      const message = `Nové oznámení od ${kind}`;
      const res = await call(USERS[kind], 'POST', base, { message, type: 'warning', importance: 'high' });
      const expected = WRITE[kind];
      expect(res.statusCode).toBe(expected === 'ok' ? 201 : expected);
      const stored = await t.app.db.selectFrom('announcements').select('id').where('message', '=', message).execute();
      expect(stored).toHaveLength(expected === 'ok' ? 1 : 0);
      if (expected === 403) expect(res.json()).toEqual({ message: 'Nemáte oprávnění k této akci' });
    });

    it.each(KINDS)('PUT as %s', async (kind) => {
      const a = await fresh();
      const res = await call(USERS[kind], 'PUT', `${base}/${a.id}`, { message: `PUT ${kind}`, type: 'maintenance' });
      const expected = WRITE[kind];
      expect(res.statusCode).toBe(expected === 'ok' ? 200 : expected);
      const row = await t.app.db.selectFrom('announcements').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
      expect(row.message).toBe(expected === 'ok' ? `PUT ${kind}` : 'Testovací oznámení');
    });

    it.each(KINDS)('PATCH as %s', async (kind) => {
      const a = await fresh();
      const res = await call(USERS[kind], 'PATCH', `${base}/${a.id}`, { importance: 'high' });
      const expected = WRITE[kind];
      expect(res.statusCode).toBe(expected === 'ok' ? 200 : expected);
      const row = await t.app.db.selectFrom('announcements').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
      expect(row.importance).toBe(expected === 'ok' ? 'high' : 'normal');
    });

    it.each(KINDS)('DELETE as %s', async (kind) => {
      const a = await fresh();
      const res = await call(USERS[kind], 'DELETE', `${base}/${a.id}`);
      const expected = WRITE[kind];
      expect(res.statusCode).toBe(expected === 'ok' ? 200 : expected);
      const row = await t.app.db.selectFrom('announcements').select('id').where('id', '=', a.id).executeTakeFirst();
      expect(row === undefined).toBe(expected === 'ok');
    });
  });

  describe('list', () => {
    it('shows the current announcements newest first with author, colour and no expired ones', async () => {
      const res = await call(USERS.tenant, 'GET', base);
      const list = res.json().announcements as Array<Record<string, unknown>>;
      const created = list.map((a) => a.created_at as string);
      expect(created).toEqual([...created].sort().reverse());
      // the demo's window-cleaning notice ended yesterday
      expect(list.some((a) => String(a.message).startsWith('Mytí oken'))).toBe(false);
      const warning = list.find((a) => String(a.message).startsWith('Pozor: v garážích'))!;
      expect(warning).toMatchObject({
        announcement_type: 'warning',
        importance: 'high',
        created_by: 'Petr Správce',
        style: { color: '#dc2626' },
      });
      expect(list.every((a) => a.building_id === ids.building.VLT)).toBe(true);
    });

    itOn(engine, 'sqlite')('walks the (building_id, created_at desc, id desc) index without sorting', async () => {
      const compiled = listCurrentQuery(t.app.db, ids.building.VLT, new Date().toISOString(), 100).compile();
      const plan = await t.app.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]),
      );
      const details = plan.rows.map((r) => r.detail).join(' | ');
      expect(details).toContain('announcements_building_created');
      expect(details).not.toContain('TEMP B-TREE');
    });

    it('hides an announcement the moment its valid_to passes', async () => {
      const a = await fresh({ message: 'Brzy skončí' });
      await t.app.db
        .updateTable('announcements')
        .set({ valid_to: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', a.id)
        .execute();
      const list = (await call(USERS.owner, 'GET', base)).json().announcements as Array<{ id: number }>;
      expect(list.map((x) => x.id)).not.toContain(a.id);
    });

    it('never mixes in another building', async () => {
      const sln = (await call(USERS.manager, 'GET', `/v1/buildings/${ids.building.SLN}/announcements`)).json();
      expect(sln.announcements.map((a: { building_id: number }) => a.building_id)).toEqual(
        sln.announcements.map(() => ids.building.SLN),
      );
    });

    it('honours limit and rejects a bad one naming it', async () => {
      const res = await call(USERS.owner, 'GET', `${base}?limit=1`);
      expect(res.json().announcements).toHaveLength(1);
      const bad = await call(USERS.owner, 'GET', `${base}?limit=0`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('limit');
    });
  });

  describe('validation', () => {
    it.each([
      ['missing message', {}, 'message'],
      ['blank message', { message: '   ' }, 'message'],
      ['too long message', { message: 'x'.repeat(5001) }, 'message'],
      ['unknown type', { message: 'a', type: 'urgent' }, 'type'],
      ['unknown importance', { message: 'a', importance: 'critical' }, 'importance'],
      ['bad validTo', { message: 'a', validTo: 'zítra' }, 'validTo'],
      ['bad valid_to', { message: 'a', valid_to: '2026-13-45' }, 'valid_to'],
    ])('POST with %s → 400 naming the field', async (_name, payload, field) => {
      const res = await call(USERS.buildingAdmin, 'POST', base, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    });

    it('says "required" for an empty message, in Czech and English', async () => {
      expect((await call(USERS.buildingAdmin, 'POST', base, { message: '' })).json()).toEqual({
        message: 'Pole „message“ je povinné',
      });
      const en = await call(USERS.buildingAdmin, 'POST', base, { message: '' }, 'en');
      expect(en.json().message).toContain('message');
    });

    it('accepts exactly 5000 characters and trims the message', async () => {
      const a = await fresh({ message: `  ${'y'.repeat(5000)}  ` });
      expect(a.message).toBe('y'.repeat(5000));
    });

    it('refuses an end date in the past', async () => {
      const res = await call(USERS.buildingAdmin, 'POST', base, { message: 'a', validTo: '2020-01-01' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Platnost oznámení musí skončit v budoucnosti' });
    });

    it('PATCH validates what it is sent', async () => {
      const a = await fresh();
      const res = await call(USERS.buildingAdmin, 'PATCH', `${base}/${a.id}`, { message: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('message');
    });

    it('PUT needs the message like POST', async () => {
      const a = await fresh();
      const res = await call(USERS.buildingAdmin, 'PUT', `${base}/${a.id}`, { type: 'warning' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('message');
    });
  });

  describe('writing', () => {
    it('creates with defaults, author and colour, and answers in the contract shape', async () => {
      const a = await fresh({ message: 'Výchozí hodnoty' });
      expect(a).toMatchObject({
        building_id: ids.building.VLT,
        message: 'Výchozí hodnoty',
        announcement_type: 'general',
        importance: 'normal',
        valid_to: null,
        created_by: 'Petr Správce',
        style: { color: '#2563eb' },
      });
      expect(Date.parse(a.created_at as string)).not.toBeNaN();
    });

    it('reads a bare date as the end of that day in Prague, and accepts valid_to and announcement_type too', async () => {
      const a = await fresh({ message: 'Do konce roku', valid_to: '2099-12-31', announcement_type: 'maintenance' });
      expect(a.valid_to).toBe('2099-12-31T22:59:59.999Z');
      expect(a.announcement_type).toBe('maintenance');
      const b = await fresh({ message: 'Přesný čas', validTo: '2099-06-01T10:00:00+02:00', valid_to: '2099-06-01T10:00:00+02:00' });
      expect(b.valid_to).toBe('2099-06-01T08:00:00.000Z');
    });

    it('refuses fields it does not take by name, and never takes the building, id or author from the body (issue 30 §2)', async () => {
      for (const extra of [{ building_id: ids.building.SLN }, { id: 1 }, { created_by: 'Někdo jiný' }, { style: { color: 'red' } }, { hacker: true }]) {
        const res = await call(USERS.buildingAdmin, 'POST', base, { message: 'Podvržená pole', ...extra });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(Object.keys(extra)[0]);
      }
      const res = await call(USERS.buildingAdmin, 'POST', base, { message: 'Bez podvržených polí' });
      expect(res.statusCode).toBe(201);
      const a = res.json().announcement;
      expect(a.building_id).toBe(ids.building.VLT);
      expect(a.created_by).toBe('Petr Správce');
    });

    it('a building id in an update body is refused by name and cannot move the announcement', async () => {
      const a = await fresh();
      for (const method of ['PUT', 'PATCH'] as const) {
        for (const field of ['building_id', 'buildingId']) {
          const res = await call(USERS.globalAdmin, method, `${base}/${a.id}`, { message: 'Zůstávám', [field]: ids.building.SLN });
          expect(res.statusCode).toBe(400);
          expect(res.json().message).toContain(field);
        }
      }
      const row = await t.app.db.selectFrom('announcements').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
      expect(row.building_id).toBe(ids.building.VLT);
      expect(row.created_by).toBe(ids.user['spravce@example.com']);
    });

    it('PUT resets omitted fields, PATCH keeps them, validTo null clears the end date', async () => {
      const a = await fresh({ message: 'Původní', type: 'warning', importance: 'high', validTo: '2099-01-01' });
      const patched = (await call(USERS.buildingAdmin, 'PATCH', `${base}/${a.id}`, { message: 'Jen text' })).json().announcement;
      expect(patched).toMatchObject({ message: 'Jen text', announcement_type: 'warning', importance: 'high' });
      expect(patched.valid_to).not.toBeNull();
      const cleared = (await call(USERS.buildingAdmin, 'PATCH', `${base}/${a.id}`, { validTo: null })).json().announcement;
      expect(cleared.valid_to).toBeNull();
      const put = (await call(USERS.buildingAdmin, 'PUT', `${base}/${a.id}`, { message: 'Nahrazeno' })).json().announcement;
      expect(put).toMatchObject({ message: 'Nahrazeno', announcement_type: 'general', importance: 'normal', valid_to: null });
      expect(put.created_by).toBe('Petr Správce');
    });

    it('answers 404 for a missing announcement and for one of another building', async () => {
      const sln = await t.app.db
        .selectFrom('announcements')
        .select('id')
        .where('building_id', '=', ids.building.SLN)
        .executeTakeFirstOrThrow();
      for (const id of [999999, sln.id]) {
        for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
          const res = await call(USERS.globalAdmin, method, `${base}/${id}`, method === 'GET' || method === 'DELETE' ? undefined : { message: 'x' });
          expect(res.statusCode, `${method} ${id}`).toBe(404);
          expect(res.json()).toEqual({ message: 'Oznámení nebylo nalezeno' });
        }
      }
      const still = await t.app.db.selectFrom('announcements').select('message').where('id', '=', sln.id).executeTakeFirstOrThrow();
      expect(still.message).not.toBe('x');
      const en = await call(USERS.globalAdmin, 'DELETE', `${base}/999999`, undefined, 'en');
      expect(en.json()).toEqual({ message: 'Announcement not found' });
    });

    it('answers 404 for a missing building', async () => {
      const res = await call(USERS.globalAdmin, 'POST', '/v1/buildings/999999/announcements', { message: 'x' });
      expect(res.statusCode).toBe(404);
    });

    it('publishes created, updated and deleted events on the bus', async () => {
      events.length = 0;
      const a = await fresh({ message: 'Živá událost' });
      await call(USERS.buildingAdmin, 'PATCH', `${base}/${a.id}`, { importance: 'low' });
      await call(USERS.buildingAdmin, 'DELETE', `${base}/${a.id}`);
      expect(events.map((e) => e.type)).toEqual(['announcement.created', 'announcement.updated', 'announcement.deleted']);
      expect(events.every((e) => e.building_id === ids.building.VLT)).toBe(true);
      expect(events[0].data).toMatchObject({ id: a.id, message: 'Živá událost' });
      expect(events[1].data).toMatchObject({ id: a.id, importance: 'low' });
      expect(events[2].data).toEqual({ id: a.id });
      expect(events[1].seq).toBe(events[0].seq + 1);
      // a refused write publishes nothing
      events.length = 0;
      await call(USERS.tenant, 'POST', base, { message: 'ne' });
      expect(events).toEqual([]);
    });

    it('writes every change and every refusal to the audit log', async () => {
      const a = await fresh({ message: 'Auditováno' });
      await call(USERS.globalAdmin, 'PATCH', `${base}/${a.id}`, { type: 'warning' });
      await call(USERS.tenant, 'DELETE', `${base}/${a.id}`);
      await call(USERS.globalAdmin, 'DELETE', `${base}/${a.id}`);
      const rows = await t.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('target', '=', `announcement:${a.id}`)
        .orderBy('id')
        .execute();
      expect(rows.map((r) => [r.action, r.outcome, r.user_id, r.building_id])).toEqual([
        ['announcement.create', 'success', ids.user['spravce@example.com'], ids.building.VLT],
        ['announcement.update', 'success', ids.user['admin@example.com'], ids.building.VLT],
        ['announcement.delete', 'denied', ids.user['najemnik@example.com'], ids.building.VLT],
        ['announcement.delete', 'success', ids.user['admin@example.com'], ids.building.VLT],
      ]);
      expect(rows.every((r) => r.at.endsWith('Z'))).toBe(true);
      expect(JSON.parse(rows[1].detail!)).toMatchObject({ before: { announcement_type: 'general' }, after: { announcement_type: 'warning' } });
    });
  });
});
