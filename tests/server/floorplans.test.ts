import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import { multipart, type FilePart } from './documents-helpers';
import { HTML_PAGE, PDF_MINI, PNG_1x1, SVG_WITH_SCRIPT } from './floorplans-helpers';

type UserKind = keyof typeof USERS;
type Level = 'public' | 'unit_only' | 'technical' | 'admin';
const KINDS = Object.keys(USERS) as UserKind[];

/** Which access levels each kind of user sees in Rezidence Vltava (null = the building is invisible: 404, or 401). */
const VISIBLE: Record<UserKind, Level[] | 401 | 404> = {
  anonymous: 401,
  otherBuilding: 404,
  tenant: ['public', 'unit_only'],
  owner: ['public', 'unit_only'],
  manager: ['public', 'unit_only', 'technical', 'admin'],
  buildingAdmin: ['public', 'unit_only', 'technical', 'admin'],
  globalAdmin: ['public', 'unit_only', 'technical', 'admin'],
};
const MAY_MANAGE: UserKind[] = ['buildingAdmin', 'globalAdmin'];
const LEVELS: Level[] = ['public', 'unit_only', 'technical', 'admin'];

describeEngines('floor plans', (engine) => {
  let t: TestApp;
  let vlt: number;
  let sln: number;
  const planByLevel = {} as Record<Level, number>;
  const filesDir = () => path.join(t.config.dataDir, 'files', 'floorplans');
  const storedFiles = () => (fs.existsSync(filesDir()) ? fs.readdirSync(filesDir()) : []);

  async function upload(
    as: string | null,
    fields: Record<string, string>,
    file?: FilePart,
    buildingId = vlt,
    headers: Record<string, string> = {},
  ) {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: `/v1/buildings/${buildingId}/floorplans`,
      payload: body.payload,
      headers: { ...body.headers, ...(await t.as(as)), ...headers },
    });
  }

  async function adminPlan(level: Level, floor = 0, name = `Plán ${level}`) {
    const res = await upload(USERS.globalAdmin, { floor: String(floor), name, access_level: level, type: 'public' }, { name: 'plan.png', content: PNG_1x1 });
    expect(res.statusCode).toBe(201);
    return res.json().floorplan as { id: number; file: { path: string } };
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    const ids = await demoIds(t.app);
    vlt = ids.building.VLT;
    sln = ids.building.SLN;
    planByLevel.public = (await adminPlan('public', 0)).id;
    planByLevel.unit_only = (await adminPlan('unit_only', 1)).id;
    planByLevel.technical = (await adminPlan('technical', -1)).id;
    planByLevel.admin = (await adminPlan('admin', 2)).id;
  });
  afterAll(async () => t?.close());

  describe('GET /buildings/{id}/floorplans', () => {
    it.each(KINDS)('lists only the plans %s may see', async (kind) => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/floorplans`, headers: await t.as(USERS[kind]) });
      const expected = VISIBLE[kind];
      if (typeof expected === 'number') {
        expect(res.statusCode).toBe(expected);
        expect(res.json().message).toBe(expected === 401 ? 'Nejste přihlášeni' : 'Budova nebyla nalezena');
        return;
      }
      expect(res.statusCode).toBe(200);
      const levels = (res.json().floorplans as Array<{ access_level: Level }>).map((p) => p.access_level);
      expect([...new Set(levels)].sort()).toEqual([...expected].sort());
    });

    it('filters by floor and describes each plan with a downloadable file path', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/floorplans?floor=-1`, headers: await t.as(USERS.manager) });
      expect(res.statusCode).toBe(200);
      const plans = res.json().floorplans;
      expect(plans.length, 'Vltava has a plan of floor -1').toBeGreaterThan(0);
      expect(plans.every((p: { floor: number }) => p.floor === -1)).toBe(true);
      expect(plans.find((p: { id: number }) => p.id === planByLevel.technical)).toMatchObject({
        building_id: vlt,
        access_level: 'technical',
        file: { path: `/v1/buildings/${vlt}/floorplans/${planByLevel.technical}/file`, mime_type: 'image/png' },
      });
    });

    it('answers 404 for an unknown building and 400 for a floor out of range', async () => {
      const h = await t.as(USERS.globalAdmin);
      expect((await t.app.inject({ method: 'GET', url: '/v1/buildings/99999/floorplans', headers: h })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/floorplans?floor=101`, headers: h })).statusCode).toBe(400);
    });

    it('keeps buildings apart: a plan of another building is not listed or reachable', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/buildings/${sln}/floorplans`, headers: await t.as(USERS.globalAdmin) });
      const ids = (res.json().floorplans as Array<{ id: number; building_id: number }>).map((p) => p.id);
      expect(ids).not.toContain(planByLevel.public);
      expect(ids.length, 'Slunečná has demo plans of its own').toBeGreaterThan(0);
      expect(res.json().floorplans.every((p: { building_id: number }) => p.building_id === sln)).toBe(true);
      const cross = await t.app.inject({
        method: 'GET',
        url: `/v1/buildings/${sln}/floorplans/${planByLevel.public}/file`,
        headers: await t.as(USERS.globalAdmin),
      });
      expect(cross.statusCode).toBe(404);
    });

    it('has demo plans on several floors of every demo building, at every access level, with stored files', async () => {
      const ids = await demoIds(t.app);
      for (const id of Object.values(ids.building)) {
        const res = await t.app.inject({ method: 'GET', url: `/v1/buildings/${id}/floorplans`, headers: await t.as(USERS.globalAdmin) });
        const plans = res.json().floorplans as Array<{ floor: number; file: { path: string } }>;
        expect(new Set(plans.map((p) => p.floor)).size).toBeGreaterThan(1);
        const dl = await t.app.inject({ method: 'GET', url: plans[0].file.path, headers: await t.as(USERS.globalAdmin) });
        expect(dl.statusCode).toBe(200);
      }
      const rows = await t.app.db.selectFrom('floorplans').select('access_level').where('building_id', '=', vlt).execute();
      expect(new Set(rows.map((r) => r.access_level))).toEqual(new Set(['public', 'unit_only', 'technical', 'admin']));
    });
  });

  describe('GET /buildings/{id}/floorplans/{planId}/file', () => {
    const cases = KINDS.flatMap((kind) => LEVELS.map((level) => [kind, level] as const));
    it.each(cases)('%s downloading a %s plan', async (kind, level) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/buildings/${vlt}/floorplans/${planByLevel[level]}/file`,
        headers: await t.as(USERS[kind]),
      });
      const visible = VISIBLE[kind];
      const expected = typeof visible === 'number' ? visible : visible.includes(level) ? 200 : 404;
      expect(res.statusCode).toBe(expected);
      if (expected === 200) {
        expect(res.rawPayload.equals(PNG_1x1)).toBe(true);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['content-disposition']).toMatch(/^attachment; filename="plan\.png"/);
      }
    });

    it('answers 404 for an unknown plan', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/floorplans/999999/file`, headers: await t.as(USERS.globalAdmin) });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Plán nebyl nalezen');
    });
  });

  describe('POST /buildings/{id}/floorplans', () => {
    it.each(KINDS)('%s uploading', async (kind) => {
      const before = storedFiles().length;
      const res = await upload(USERS[kind], { floor: '3', name: `Od ${kind}`, description: 'popis' }, { name: 'p.pdf', content: PDF_MINI });
      const visible = VISIBLE[kind];
      const expected = typeof visible === 'number' ? visible : MAY_MANAGE.includes(kind) ? 201 : 403;
      expect(res.statusCode).toBe(expected);
      if (expected === 201) {
        expect(res.json().floorplan).toMatchObject({
          floor: 3,
          name: `Od ${kind}`,
          description: 'popis',
          type: 'public',
          access_level: 'public',
          file: { mime_type: 'application/pdf', name: 'p.pdf' },
        });
        expect(storedFiles().length).toBe(before + 1);
      } else {
        expect(storedFiles().length).toBe(before);
      }
    });

    it('ignores the client name and type: a PNG named .pdf is stored and served as PNG', async () => {
      const res = await upload(USERS.buildingAdmin, { floor: '0', name: 'Přejmenovaný' }, { name: 'plan.pdf', type: 'application/pdf', content: PNG_1x1 });
      expect(res.statusCode).toBe(201);
      expect(res.json().floorplan.file).toMatchObject({ mime_type: 'image/png', name: 'plan.png' });
    });

    it('publishes floorplan.created to the building', async () => {
      const seen: Array<{ type: string; building_id: number }> = [];
      const off = t.app.bus.subscribe(({ event }) => seen.push(event));
      await upload(USERS.buildingAdmin, { floor: '0', name: 'Událost' }, { name: 'e.png', content: PNG_1x1 });
      off();
      expect(seen).toContainEqual(expect.objectContaining({ type: 'floorplan.created', building_id: vlt }));
    });

    const invalid: Array<[string, Record<string, string>, FilePart | undefined, number, string]> = [
      ['an HTML page renamed .png', { floor: '0', name: 'x' }, { name: 'evil.png', content: HTML_PAGE }, 400, 'Nepodporovaný formát souboru. Povolené formáty: JPG, PNG, PDF, SVG'],
      ['a text file', { floor: '0', name: 'x' }, { name: 'a.txt', content: Buffer.from('hello\n') }, 400, 'Nepodporovaný formát souboru. Povolené formáty: JPG, PNG, PDF, SVG'],
      ['an empty file', { floor: '0', name: 'x' }, { name: 'a.png', content: Buffer.alloc(0) }, 400, 'Vyberte soubor plánu'],
      ['no file', { floor: '0', name: 'x' }, undefined, 400, 'Vyberte soubor plánu'],
      ['floor 101', { floor: '101', name: 'x' }, { name: 'a.png', content: PNG_1x1 }, 400, 'Podlaží musí být číslo od -5 do 100'],
      ['floor -6', { floor: '-6', name: 'x' }, { name: 'a.png', content: PNG_1x1 }, 400, 'Podlaží musí být číslo od -5 do 100'],
      ['floor 1.5', { floor: '1.5', name: 'x' }, { name: 'a.png', content: PNG_1x1 }, 400, 'Podlaží musí být číslo od -5 do 100'],
      ['floor "abc"', { floor: 'abc', name: 'x' }, { name: 'a.png', content: PNG_1x1 }, 400, 'Podlaží musí být číslo od -5 do 100'],
      ['a missing floor', { name: 'x' }, { name: 'a.png', content: PNG_1x1 }, 400, 'Podlaží musí být číslo od -5 do 100'],
      ['an empty floor', { floor: ' ', name: 'x' }, { name: 'a.png', content: PNG_1x1 }, 400, 'Podlaží musí být číslo od -5 do 100'],
      ['a missing name', { floor: '0' }, { name: 'a.png', content: PNG_1x1 }, 400, 'Název je povinný'],
      ['a blank name', { floor: '0', name: '   ' }, { name: 'a.png', content: PNG_1x1 }, 400, 'Název je povinný'],
      ['an unknown access level', { floor: '0', name: 'x', access_level: 'everyone' }, { name: 'a.png', content: PNG_1x1 }, 400, 'access_level'],
      ['an unknown type', { floor: '0', name: 'x', type: 'secret' }, { name: 'a.png', content: PNG_1x1 }, 400, 'type'],
    ];
    it.each(invalid)('refuses %s and stores nothing', async (_label, fields, file, status, message) => {
      const before = { files: storedFiles().length, rows: (await t.app.db.selectFrom('floorplans').select('id').execute()).length };
      const res = await upload(USERS.buildingAdmin, fields, file);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toContain(message);
      expect(storedFiles().length).toBe(before.files);
      expect((await t.app.db.selectFrom('floorplans').select('id').execute()).length).toBe(before.rows);
    });

    it('answers in English when asked', async () => {
      const res = await upload(USERS.buildingAdmin, { floor: '0', name: 'x' }, { name: 'evil.png', content: HTML_PAGE }, vlt, { 'accept-language': 'en' });
      expect(res.json().message).toBe('Unsupported file format. Allowed formats: JPG, PNG, PDF, SVG');
    });

    it('refuses a JSON body', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/buildings/${vlt}/floorplans`,
        payload: { floor: 0, name: 'x' },
        headers: await t.as(USERS.buildingAdmin),
      });
      expect(res.statusCode).toBe(400);
    });

    it('removes the written file when the row cannot be stored', async () => {
      const before = storedFiles().length;
      const spy = vi.spyOn(t.app.db, 'insertInto').mockImplementationOnce(() => {
        throw new Error('database down');
      });
      const res = await upload(USERS.buildingAdmin, { floor: '0', name: 'x' }, { name: 'a.png', content: PNG_1x1 });
      spy.mockRestore();
      expect(res.statusCode).toBe(500);
      expect(res.json().message).not.toContain('database down');
      expect(storedFiles().filter((f) => !f.endsWith('.part')).length).toBe(before);
    });

    it('answers 404 for an unknown building', async () => {
      const res = await upload(USERS.globalAdmin, { floor: '0', name: 'x' }, { name: 'a.png', content: PNG_1x1 }, 99999);
      expect(res.statusCode).toBe(404);
    });
  });

  describe('SVG carrying a script', () => {
    it('is stored as SVG and served so it never runs: attachment, nosniff, sandboxing CSP', async () => {
      const res = await upload(USERS.buildingAdmin, { floor: '0', name: 'SVG se skriptem' }, { name: 'evil.svg', content: SVG_WITH_SCRIPT });
      expect(res.statusCode).toBe(201);
      const plan = res.json().floorplan;
      expect(plan.file.mime_type).toBe('image/svg+xml');
      const dl = await t.app.inject({ method: 'GET', url: plan.file.path, headers: await t.as(USERS.owner) });
      expect(dl.statusCode).toBe(200);
      expect(dl.headers['content-disposition']).toMatch(/^attachment;/);
      expect(dl.headers['x-content-type-options']).toBe('nosniff');
      expect(String(dl.headers['content-security-policy'])).toMatch(/default-src 'none'/);
      expect(String(dl.headers['content-security-policy'])).toMatch(/sandbox/);
      expect(String(dl.headers['content-security-policy'])).not.toMatch(/script-src/);
    });
  });

  describe('PATCH /buildings/{id}/floorplans/{planId}', () => {
    it.each(KINDS)('%s editing a public plan', async (kind) => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/v1/buildings/${vlt}/floorplans/${planByLevel.public}`,
        payload: { description: `upravil ${kind}` },
        headers: await t.as(USERS[kind]),
      });
      const visible = VISIBLE[kind];
      const expected = typeof visible === 'number' ? visible : MAY_MANAGE.includes(kind) ? 200 : 403;
      expect(res.statusCode).toBe(expected);
      if (expected === 200) expect(res.json().floorplan.description).toBe(`upravil ${kind}`);
    });

    it('changes name, description, floor, type and access level, and refuses unknown fields by name', async () => {
      const plan = await adminPlan('public', 0, 'Původní');
      // fields the edit does not take are refused, not dropped (issue 30 §2), and nothing is changed
      for (const extra of [{ building_id: sln }, { file_path: '../../etc/passwd' }]) {
        const refused = await t.app.inject({
          method: 'PATCH',
          url: `/v1/buildings/${vlt}/floorplans/${plan.id}`,
          payload: { name: 'Nový', ...extra },
          headers: await t.as(USERS.buildingAdmin),
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toContain(Object.keys(extra)[0]);
      }
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/v1/buildings/${vlt}/floorplans/${plan.id}`,
        payload: { name: 'Nový', description: '', floor: -5, type: 'technical', access_level: 'technical' },
        headers: await t.as(USERS.buildingAdmin),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().floorplan).toMatchObject({ name: 'Nový', description: null, floor: -5, type: 'technical', access_level: 'technical', building_id: vlt });
      // now technical: a tenant no longer sees it at all
      const asTenant = await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/floorplans/${plan.id}/file`, headers: await t.as(USERS.tenant) });
      expect(asTenant.statusCode).toBe(404);
    });

    it.each([
      [{ floor: 101 }, 'Podlaží musí být číslo od -5 do 100'],
      // not a number: the spec's floor rule says it (the form shows the same text)
      [{ floor: 'x' }, 'Podlaží musí být číslo od -5 do 100'],
      [{ name: '' }, 'Název je povinný'],
      [{ access_level: 'nobody' }, 'access_level'],
    ])('refuses %j', async (payload, message) => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/v1/buildings/${vlt}/floorplans/${planByLevel.public}`,
        payload,
        headers: await t.as(USERS.buildingAdmin),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });

    it('answers 404 for an unknown plan and for a plan the editor cannot see', async () => {
      const h = await t.as(USERS.owner);
      expect((await t.app.inject({ method: 'PATCH', url: `/v1/buildings/${vlt}/floorplans/999999`, payload: {}, headers: h })).statusCode).toBe(404);
      const hidden = await t.app.inject({ method: 'PATCH', url: `/v1/buildings/${vlt}/floorplans/${planByLevel.technical}`, payload: { name: 'x' }, headers: h });
      expect(hidden.statusCode).toBe(404);
    });
  });

  describe('DELETE /buildings/{id}/floorplans/{planId}', () => {
    it.each(KINDS)('%s deleting a public plan', async (kind) => {
      const plan = await adminPlan('public', 4, `Ke smazání (${kind})`);
      const row = await t.app.db.selectFrom('floorplans').select('file_path').where('id', '=', plan.id).executeTakeFirstOrThrow();
      const file = path.join(t.config.dataDir, 'files', row.file_path);
      const res = await t.app.inject({ method: 'DELETE', url: `/v1/buildings/${vlt}/floorplans/${plan.id}`, headers: await t.as(USERS[kind]) });
      const visible = VISIBLE[kind];
      const expected = typeof visible === 'number' ? visible : MAY_MANAGE.includes(kind) ? 204 : 403;
      expect(res.statusCode).toBe(expected);
      const left = await t.app.db.selectFrom('floorplans').select('id').where('id', '=', plan.id).executeTakeFirst();
      expect(Boolean(left)).toBe(expected !== 204);
      expect(fs.existsSync(file)).toBe(expected !== 204);
    });

    it('answers 404 for an unknown plan and publishes floorplan.deleted', async () => {
      const h = await t.as(USERS.globalAdmin);
      expect((await t.app.inject({ method: 'DELETE', url: `/v1/buildings/${vlt}/floorplans/999999`, headers: h })).statusCode).toBe(404);
      const plan = await adminPlan('admin', 5);
      const seen: string[] = [];
      const off = t.app.bus.subscribe(({ event }) => seen.push(event.type));
      await t.app.inject({ method: 'DELETE', url: `/v1/buildings/${vlt}/floorplans/${plan.id}`, headers: h });
      off();
      expect(seen).toContain('floorplan.deleted');
    });
  });
});

describeEngines('floor-plan size limit', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { maxUploadBytes: 1024 });
  });
  afterAll(async () => t?.close());

  it('refuses a file over the limit with 413 and stores nothing', async () => {
    const { building } = await demoIds(t.app);
    const dir = path.join(t.config.dataDir, 'files', 'floorplans');
    const rowsBefore = (await t.app.db.selectFrom('floorplans').select('id').execute()).length;
    const filesBefore = fs.readdirSync(dir).length;
    const big = Buffer.concat([PNG_1x1, Buffer.alloc(4096)]);
    const body = multipart({ floor: '0', name: 'velký' }, { name: 'big.png', content: big });
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/buildings/${building.VLT}/floorplans`,
      payload: body.payload,
      headers: { ...body.headers, ...(await t.as(USERS.buildingAdmin)) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/příliš velký/);
    expect((await t.app.db.selectFrom('floorplans').select('id').execute()).length).toBe(rowsBefore);
    expect(fs.readdirSync(dir).length).toBe(filesBefore);
  });
});
