import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import { HTML_AS_PNG, multipart, oneDocumentOfEachKind, PNG_1PX, storedDocumentFiles, SVG_FILE, type FilePart } from './documents-helpers';
import { minimalPdf, textFile } from '../../server/demo/files';
import type { LiveEvent } from '../../contract/live';

type UserKind = keyof typeof USERS;
const KINDS = Object.keys(USERS) as UserKind[];
const pdf = (name = 'dokument.pdf'): FilePart => ({ name, type: 'application/pdf', content: minimalPdf(['Test', name]) });

describeEngines('documents', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let VLT: number;
  /** documents made for the access table, by what they are */
  const doc: Record<'pubB' | 'privB' | 'pubU101' | 'privU101' | 'pubU203' | 'privU203', number> = {} as never;
  const events: LiveEvent[] = [];

  const base = () => `/v1/buildings/${VLT}/documents`;

  async function upload(user: string | null, fields: Record<string, string | number>, file?: FilePart, lang = 'cs') {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: base(),
      payload: body.payload,
      headers: { ...body.headers, ...(await t.as(user)), 'accept-language': lang },
    });
  }

  async function uploadAsAdmin(fields: Record<string, string | number>, file: FilePart = pdf()): Promise<number> {
    const res = await upload(USERS.globalAdmin, fields, file);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id;
  }

  async function listIds(user: string | null, query = 'per_page=100'): Promise<number[]> {
    const res = await t.app.inject({ method: 'GET', url: `${base()}?${query}`, headers: await t.as(user) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.map((d: { id: number }) => d.id);
  }

  const countRows = async () => Number((await t.app.db.selectFrom('documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
    VLT = ids.building.VLT;
    t.app.bus.subscribe(({ event }) => events.push(event));
    const u101 = ids.unit['VLT-1.01'];
    const u203 = ids.unit['VLT-2.03'];
    doc.pubB = await uploadAsAdmin({ title: 'Veřejný dokument budovy', entity_type: 'building', visibility: 'public' });
    doc.privB = await uploadAsAdmin({ title: 'Soukromý dokument budovy', entity_type: 'building', visibility: 'private' });
    doc.pubU101 = await uploadAsAdmin({ title: 'Veřejný 1.01', entity_type: 'unit', entity_id: u101, visibility: 'public' });
    doc.privU101 = await uploadAsAdmin({ title: 'Soukromý 1.01', entity_type: 'unit', entity_id: u101, visibility: 'private' });
    doc.pubU203 = await uploadAsAdmin({ title: 'Veřejný 2.03', entity_type: 'unit', entity_id: u203, visibility: 'public' });
    doc.privU203 = await uploadAsAdmin({ title: 'Soukromý 2.03', entity_type: 'unit', entity_id: u203, visibility: 'private' });
  });
  afterAll(async () => t?.close());

  // ---------------------------------------------------------------- who sees what

  const SEES: Record<UserKind, Array<keyof typeof doc> | number> = {
    anonymous: 401,
    otherBuilding: 404,
    tenant: ['pubB', 'pubU203'],
    owner: ['pubB', 'pubU101', 'privU101'],
    manager: ['pubB', 'privB', 'pubU101', 'privU101', 'pubU203', 'privU203'],
    buildingAdmin: ['pubB', 'privB', 'pubU101', 'privU101', 'pubU203', 'privU203'],
    globalAdmin: ['pubB', 'privB', 'pubU101', 'privU101', 'pubU203', 'privU203'],
  };

  it.each(KINDS)('list: %s sees exactly the documents the rule gives them', async (kind) => {
    const expected = SEES[kind];
    const res = await t.app.inject({ method: 'GET', url: `${base()}?per_page=100`, headers: await t.as(USERS[kind]) });
    if (typeof expected === 'number') {
      expect(res.statusCode).toBe(expected);
      return;
    }
    expect(res.statusCode).toBe(200);
    const seen = res.json().data.map((d: { id: number }) => d.id);
    for (const [name, id] of Object.entries(doc)) {
      expect(seen.includes(id), `${kind} and ${name}`).toBe(expected.includes(name as keyof typeof doc));
    }
  });

  it.each(KINDS)('download: %s gets a visible document and 404 for an invisible one', async (kind) => {
    const expected = SEES[kind];
    for (const [name, id] of Object.entries(doc)) {
      const res = await t.app.inject({ method: 'GET', url: `${base()}/${id}`, headers: await t.as(USERS[kind]) });
      const want = typeof expected === 'number' ? expected : expected.includes(name as keyof typeof doc) ? 200 : 404;
      expect(res.statusCode, `${kind} downloading ${name}`).toBe(want);
      if (want === 200) expect(res.headers['content-type']).toBe('application/pdf');
    }
  });

  it('can_edit: staff everything, owners their unit documents, tenants nothing', async () => {
    const canEdit = async (user: string) => {
      const res = await t.app.inject({ method: 'GET', url: `${base()}?per_page=100`, headers: await t.as(user) });
      return Object.fromEntries(res.json().data.map((d: { id: number; can_edit: boolean }) => [d.id, d.can_edit]));
    };
    const owner = await canEdit(USERS.owner);
    expect([owner[doc.pubB], owner[doc.pubU101], owner[doc.privU101]]).toEqual([false, true, true]);
    const tenant = await canEdit(USERS.tenant);
    expect([tenant[doc.pubB], tenant[doc.pubU203]]).toEqual([false, false]);
    for (const staff of [USERS.manager, USERS.buildingAdmin, USERS.globalAdmin]) {
      const rows = await canEdit(staff);
      // every document of the access table is listed (so `every` below cannot pass on an empty list)
      expect(Object.values(doc).map((id) => rows[id])).toEqual([true, true, true, true, true, true]);
      expect(Object.values(rows).every(Boolean)).toBe(true);
    }
  });

  // ---------------------------------------------------------------- writes by every kind of user

  const UPLOAD_BUILDING: Record<UserKind, number> = {
    anonymous: 401, otherBuilding: 404, tenant: 403, owner: 403, manager: 201, buildingAdmin: 201, globalAdmin: 201,
  };
  const UPLOAD_UNIT_101: Record<UserKind, number> = {
    anonymous: 401, otherBuilding: 404, tenant: 403, owner: 201, manager: 201, buildingAdmin: 201, globalAdmin: 201,
  };

  it.each(KINDS)('upload: %s uploading a building document and a document of unit 1.01', async (kind) => {
    const before = storedDocumentFiles(t.config.dataDir).length;
    const rows = await countRows();
    const a = await upload(USERS[kind], { title: `B ${kind}`, entity_type: 'building', visibility: 'public' }, pdf());
    expect(a.statusCode, a.body).toBe(UPLOAD_BUILDING[kind]);
    const b = await upload(USERS[kind], { title: `U ${kind}`, entity_type: 'unit', entity_id: ids.unit['VLT-1.01'] }, pdf());
    expect(b.statusCode, b.body).toBe(UPLOAD_UNIT_101[kind]);
    const made = [a, b].filter((r) => r.statusCode === 201).length;
    expect(storedDocumentFiles(t.config.dataDir).length).toBe(before + made);
    expect(await countRows()).toBe(rows + made);
  });

  it('upload: an owner cannot upload to a unit they do not own in their building, told as for a missing unit', async () => {
    const files = storedDocumentFiles(t.config.dataDir).length;
    const rows = await countRows();
    const res = await upload(USERS.owner, { title: 'x', entity_type: 'unit', entity_id: ids.unit['VLT-2.03'] }, pdf());
    const missing = await upload(USERS.owner, { title: 'x', entity_type: 'unit', entity_id: 999999 }, pdf());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(missing.json());
    // nothing half-stored: no row, no file
    expect(await countRows()).toBe(rows);
    expect(storedDocumentFiles(t.config.dataDir).length).toBe(files);
  });

  /**
   * Expected status per user for PATCH and DELETE of every kind of document, every cell written out:
   * 404 where the user does not see the document (SEES), 403 where they see it but may not manage it,
   * 200 where they may (staff everywhere, an owner on their own unit's documents).
   */
  const CHANGE: Record<UserKind, Record<keyof typeof doc, number> | number> = {
    anonymous: 401,
    otherBuilding: 404,
    tenant: { pubB: 403, privB: 404, pubU101: 404, privU101: 404, pubU203: 403, privU203: 404 },
    owner: { pubB: 403, privB: 404, pubU101: 200, privU101: 200, pubU203: 404, privU203: 404 },
    manager: { pubB: 200, privB: 200, pubU101: 200, privU101: 200, pubU203: 200, privU203: 200 },
    buildingAdmin: { pubB: 200, privB: 200, pubU101: 200, privU101: 200, pubU203: 200, privU203: 200 },
    globalAdmin: { pubB: 200, privB: 200, pubU101: 200, privU101: 200, pubU203: 200, privU203: 200 },
  };

  const freshDocs = () => oneDocumentOfEachKind((fields) => uploadAsAdmin(fields), { u101: ids.unit['VLT-1.01'], u203: ids.unit['VLT-2.03'] });

  it.each(KINDS)('patch: %s changing metadata', async (kind) => {
    const docs = await freshDocs();
    const table = CHANGE[kind];
    for (const name of Object.keys(docs) as Array<keyof typeof doc>) {
      const want = typeof table === 'number' ? table : table[name];
      const rows = await countRows();
      const res = await t.app.inject({
        method: 'PATCH',
        url: `${base()}/${docs[name]}`,
        headers: await t.as(USERS[kind]),
        payload: { title: `Nový název ${kind}` },
      });
      expect(res.statusCode, `${kind} patching ${name}: ${res.body}`).toBe(want);
      if (want === 200) expect(res.json().data.title).toBe(`Nový název ${kind}`);
      // refused or not, the row count stays; a refused write leaves the stored title as it was
      const stored = await t.app.db.selectFrom('documents').select('title').where('id', '=', docs[name]).executeTakeFirstOrThrow();
      expect(stored.title, `${kind} patching ${name}`).toBe(want === 200 ? `Nový název ${kind}` : 'p');
      expect(await countRows()).toBe(rows);
    }
  });

  it.each(KINDS)('delete: %s deleting, and the file goes with the row', async (kind) => {
    const docs = await freshDocs();
    const table = CHANGE[kind];
    for (const name of Object.keys(docs) as Array<keyof typeof doc>) {
      const want = typeof table === 'number' ? table : table[name];
      const rows = await countRows();
      const files = storedDocumentFiles(t.config.dataDir).length;
      const row = await t.app.db.selectFrom('documents').select('file_path').where('id', '=', docs[name]).executeTakeFirstOrThrow();
      const file = path.join(t.config.dataDir, 'files', row.file_path);
      expect(fs.existsSync(file)).toBe(true);
      const res = await t.app.inject({ method: 'DELETE', url: `${base()}/${docs[name]}`, headers: await t.as(USERS[kind]) });
      const deleted = want === 200;
      expect(res.statusCode, `${kind} deleting ${name}`).toBe(deleted ? 204 : want);
      expect(fs.existsSync(file)).toBe(!deleted);
      const still = await t.app.db.selectFrom('documents').select('id').where('id', '=', docs[name]).executeTakeFirst();
      expect(!!still).toBe(!deleted);
      // exactly this row and this file went, or nothing did
      expect(await countRows()).toBe(rows - (deleted ? 1 : 0));
      expect(storedDocumentFiles(t.config.dataDir).length).toBe(files - (deleted ? 1 : 0));
    }
  });

  it('an owner cannot move their unit document to the building, nor to another unit', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${base()}/${doc.pubU101}`,
      headers: await t.as(USERS.owner),
      payload: { entity_type: 'building' },
    });
    expect(res.statusCode).toBe(403);
    const res2 = await t.app.inject({
      method: 'PATCH',
      url: `${base()}/${doc.pubU101}`,
      headers: await t.as(USERS.owner),
      payload: { entity_type: 'unit', entity_id: ids.unit['VLT-2.03'] },
    });
    // someone else's unit answers exactly like a unit that does not exist
    const missing = await t.app.inject({
      method: 'PATCH',
      url: `${base()}/${doc.pubU101}`,
      headers: await t.as(USERS.owner),
      payload: { entity_type: 'unit', entity_id: 999999 },
    });
    expect(res2.statusCode).toBe(400);
    expect(res2.json()).toEqual(missing.json());
  });

  // ---------------------------------------------------------------- categories

  it.each(KINDS)('categories: %s', async (kind) => {
    const res = await t.app.inject({ method: 'GET', url: `${base()}/categories`, headers: await t.as(USERS[kind]) });
    const want = kind === 'anonymous' ? 401 : kind === 'otherBuilding' ? 404 : 200;
    expect(res.statusCode).toBe(want);
    if (want === 200) {
      const names = res.json().data.map((c: { name: string }) => c.name);
      expect(names).toContain('Zápisy ze schůzí');
      expect(res.json().data[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    }
  });

  it('categories are translated for an English caller and 404 for an unknown building', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${base()}/categories`,
      headers: { ...(await t.as(USERS.owner)), 'accept-language': 'en' },
    });
    expect(res.json().data.map((c: { name: string }) => c.name)).toContain('Meeting minutes');
    const missing = await t.app.inject({ method: 'GET', url: '/v1/buildings/999999/documents/categories', headers: await t.as(USERS.globalAdmin) });
    expect(missing.statusCode).toBe(404);
  });

  // ---------------------------------------------------------------- upload rules and bad input

  it('stores the upload with server-made names, the content type from the content, and the title defaulting to the file name', async () => {
    const res = await upload(USERS.buildingAdmin, { title: '', entity_type: 'building', visibility: 'public' }, {
      ...PNG_1PX,
      type: 'application/x-evil',
    });
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json().data;
    expect(d).toMatchObject({
      title: 'foto.png',
      original_name: 'foto.png',
      mime_type: 'image/png',
      file_size: PNG_1PX.content.length,
      entity_type: 'building',
      entity_id: VLT,
      unit_number: null,
      visibility: 'public',
      uploaded_by: 'Petr Správce',
      can_edit: true,
      category_id: null,
    });
    const row = await t.app.db.selectFrom('documents').select('file_path').where('id', '=', d.id).executeTakeFirstOrThrow();
    expect(row.file_path).toMatch(/^documents[\\/][0-9a-f-]{36}\.png$/);
  });

  it('a building document targets the building of the path: an entity_id naming another is refused, nothing stored (issue 30 §2)', async () => {
    const before = await t.app.db.selectFrom('documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const refused = await upload(USERS.globalAdmin, { title: 'x', entity_type: 'building', entity_id: ids.building.SLN }, pdf());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Budova v požadavku (entity_id) neodpovídá budově v adrese');
    const after = await t.app.db.selectFrom('documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // naming the path's own building, or none, is the building
    for (const fields of [{ entity_id: VLT }, {}] as Array<Record<string, number>>) {
      const res = await upload(USERS.globalAdmin, { title: 'x', entity_type: 'building', ...fields }, pdf());
      expect(res.statusCode).toBe(201);
      expect(res.json().data.entity_id).toBe(VLT);
      const row = await t.app.db.selectFrom('documents').select('building_id').where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
      expect(row.building_id).toBe(VLT);
    }
  });

  it('a unit document names its unit and category', async () => {
    const categories = (await t.app.inject({ method: 'GET', url: `${base()}/categories`, headers: await t.as(USERS.owner) })).json().data;
    const res = await upload(
      USERS.owner,
      { title: 'Moje smlouva', description: 'popis', entity_type: 'unit', entity_id: ids.unit['VLT-1.01'], category_id: categories[0].id, visibility: 'private' },
      pdf(),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      entity_type: 'unit',
      entity_id: ids.unit['VLT-1.01'],
      unit_number: '1.01',
      category_id: categories[0].id,
      category_name: categories[0].name,
      description: 'popis',
      visibility: 'private',
    });
  });

  it('gives a content-mismatched name the extension of its content', async () => {
    const res = await upload(USERS.globalAdmin, { title: 'x' }, { name: 'stranka.html', content: textFile(['jen text']) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.original_name).toBe('stranka.html.txt');
    expect(res.json().data.mime_type).toBe('text/plain; charset=utf-8');
  });

  const refused = async (fields: Record<string, string | number>, file: FilePart | undefined, status: number, cs: RegExp, en: RegExp) => {
    const files = storedDocumentFiles(t.config.dataDir);
    const rows = await countRows();
    const a = await upload(USERS.globalAdmin, fields, file, 'cs');
    expect(a.statusCode, a.body).toBe(status);
    expect(a.json().message).toMatch(cs);
    const b = await upload(USERS.globalAdmin, fields, file, 'en');
    expect(b.statusCode).toBe(status);
    expect(b.json().message).toMatch(en);
    expect(storedDocumentFiles(t.config.dataDir)).toEqual(files);
    expect(await countRows()).toBe(rows);
  };

  it('refuses an HTML file renamed .png, storing nothing', async () => {
    await refused({ title: 'obrázek' }, HTML_AS_PNG, 400, /Nepodporovaný formát souboru. Povolené formáty: PDF/, /Unsupported file format. Allowed formats: PDF/);
  });

  it('refuses SVG (not a document type), storing nothing', async () => {
    await refused({ title: 'plán' }, SVG_FILE, 400, /Nepodporovaný formát/, /Unsupported file format/);
  });

  it('refuses an oversized file with 413 naming the limit, storing nothing', async () => {
    const big: FilePart = { name: 'velky.pdf', content: Buffer.concat([minimalPdf(['x']), Buffer.alloc(t.config.maxUploadBytes)]) };
    await refused({ title: 'velký' }, big, 413, /20 MB/, /20 MB/);
  });

  it('refuses an upload without a file', async () => {
    await refused({ title: 'bez souboru' }, undefined, 400, /Vyberte soubor/, /Choose a file/);
  });

  it('refuses an empty file', async () => {
    await refused({ title: 'prázdný' }, { name: 'prazdny.pdf', content: Buffer.alloc(0) }, 400, /Vyberte soubor/, /Choose a file/);
  });

  it('refuses an unknown category', async () => {
    await refused({ title: 'x', category_id: 999999 }, pdf(), 400, /kategorie neexistuje/, /category does not exist/);
  });

  it('refuses a unit of another building', async () => {
    await refused(
      { title: 'x', entity_type: 'unit', entity_id: ids.unit['SLN-1.01'] },
      pdf(),
      400,
      /jednotka v této budově neexistuje/,
      /unit does not exist in this building/,
    );
  });

  it('refuses a unit document without a unit', async () => {
    await refused({ title: 'x', entity_type: 'unit' }, pdf(), 400, /Vyberte jednotku/, /Choose the unit/);
  });

  it('refuses a wrong visibility and a too long title, naming the field', async () => {
    await refused({ title: 'x', visibility: 'secret' }, pdf(), 400, /visibility/, /visibility/);
    await refused({ title: 'x'.repeat(256) }, pdf(), 400, /title/, /title/);
  });

  it('refuses a JSON body for an upload', async () => {
    const res = await t.app.inject({ method: 'POST', url: base(), headers: await t.as(USERS.globalAdmin), payload: { title: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/multipart/);
  });

  it('refuses a missing title on PATCH, an unknown category and a foreign unit, in both languages', async () => {
    const patch = async (payload: object, lang: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `${base()}/${doc.pubB}`,
        headers: { ...(await t.as(USERS.globalAdmin)), 'accept-language': lang },
        payload,
      });
    expect((await patch({ title: '  ' }, 'cs')).json().message).toBe('Název dokumentu je povinný');
    expect((await patch({ title: '' }, 'en')).json().message).toBe('The document title is required');
    expect((await patch({ category_id: 999999 }, 'cs')).statusCode).toBe(400);
    expect((await patch({ entity_type: 'unit', entity_id: ids.unit['LIP-1.01'] }, 'en')).json().message).toMatch(/unit does not exist/);
    expect((await patch({ visibility: 'secret' }, 'cs')).statusCode).toBe(400);
  });

  it('PATCH changes only what was sent and keeps search in step', async () => {
    const id = await uploadAsAdmin({ title: 'Původní', description: 'popis' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${base()}/${id}`,
      headers: await t.as(USERS.manager),
      payload: { title: 'Přejmenovaný kvítek', visibility: 'private' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Přejmenovaný kvítek', description: 'popis', visibility: 'private' });
    expect(await listIds(USERS.manager, 'search=KVITEK')).toEqual([id]);
    const cleared = await t.app.inject({ method: 'PATCH', url: `${base()}/${id}`, headers: await t.as(USERS.manager), payload: { description: '' } });
    expect(cleared.json().data.description).toBeNull();
    // a field the edit does not take is refused by name, and nothing of the body is stored (issue 30 §2)
    for (const [field, lang, message] of [
      ['role', 'cs', 'Pole „role“ není povoleno'],
      ['building_id', 'en', 'The field “building_id” is not allowed'],
    ] as const) {
      const extra = await t.app.inject({
        method: 'PATCH',
        url: `${base()}/${id}`,
        headers: { ...(await t.as(USERS.manager)), 'accept-language': lang },
        payload: { title: 'Nestane se', [field]: 1 },
      });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().message).toBe(message);
    }
    expect((await listIds(USERS.manager, 'search=KVITEK'))).toEqual([id]);
  });

  // ---------------------------------------------------------------- not found

  it('answers 404 for an unknown document or building on every document route', async () => {
    const h = await t.as(USERS.globalAdmin);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: `${base()}/999999`, headers: h, payload: method === 'PATCH' ? { title: 'x' } : undefined });
      expect(res.statusCode, method).toBe(404);
      expect(res.json().message).toBe('Dokument nebyl nalezen');
    }
    // a document of another building is not found under this one
    const other = (await t.app.inject({ method: 'GET', url: `/v1/buildings/${ids.building.SLN}/documents`, headers: h })).json().data[0].id;
    expect((await t.app.inject({ method: 'GET', url: `${base()}/${other}`, headers: h })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/v1/buildings/999999/documents', headers: h })).statusCode).toBe(404);
    const up = multipart({ title: 'x' }, pdf());
    const res = await t.app.inject({ method: 'POST', url: '/v1/buildings/999999/documents', headers: { ...h, ...up.headers }, payload: up.payload });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${base()}/abc`, headers: h })).statusCode).toBe(404);
  });

  // ---------------------------------------------------------------- download

  it('downloads with the original Czech file name (RFC 6266) and safe headers', async () => {
    const content = minimalPdf(['Zapis ze schuze']);
    const res0 = await upload(USERS.buildingAdmin, { title: '' }, { name: 'Zápis ze schůze.pdf', content });
    expect(res0.statusCode, res0.body).toBe(201);
    expect(res0.json().data.title).toBe('Zápis ze schůze.pdf');
    const res = await t.app.inject({ method: 'GET', url: `${base()}/${res0.json().data.id}`, headers: await t.as(USERS.tenant) });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Zapis ze schuze.pdf"; filename*=UTF-8''Z%C3%A1pis%20ze%20sch%C5%AFze.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-length']).toBe(String(content.length));
  });

  it('answers 404 with a message when the stored file has gone missing', async () => {
    const id = await uploadAsAdmin({ title: 'ztracený' });
    const row = await t.app.db.selectFrom('documents').select('file_path').where('id', '=', id).executeTakeFirstOrThrow();
    fs.rmSync(path.join(t.config.dataDir, 'files', row.file_path));
    const res = await t.app.inject({ method: 'GET', url: `${base()}/${id}`, headers: await t.as(USERS.globalAdmin) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Soubor dokumentu nebyl nalezen');
  });

  // ---------------------------------------------------------------- list: paging, search, filters

  describe('list', () => {
    let B: number;
    const made: Record<string, number> = {};
    const lip = () => `/v1/buildings/${B}/documents`;
    const get = async (query: string, user: string = USERS.globalAdmin) =>
      t.app.inject({ method: 'GET', url: `${lip()}?${query}`, headers: await t.as(user) });

    beforeAll(async () => {
      // Bytový dům Lipová holds one demo document; these make the answers predictable.
      B = ids.building.LIP;
      await t.app.db.deleteFrom('documents').where('building_id', '=', B).execute();
      const cats = (await t.app.db.selectFrom('document_categories').select(['id', 'name']).execute());
      const cat = (name: string) => cats.find((c) => c.name === name)!.id;
      const up = async (key: string, fields: Record<string, string | number>, file: FilePart = pdf()) => {
        const body = multipart(fields, file);
        const res = await t.app.inject({ method: 'POST', url: lip(), payload: body.payload, headers: { ...body.headers, ...(await t.as(USERS.globalAdmin)) } });
        expect(res.statusCode, res.body).toBe(201);
        made[key] = res.json().data.id;
      };
      await up('minutes', { title: 'ZÁPIS ze schůze', category_id: cat('Zápisy ze schůzí') });
      await up('rules', { title: 'Domovní řád', description: 'Pravidla 100% závazná', category_id: cat('Stanovy a řády') });
      await up('unit', { title: 'Smlouva bytu', entity_type: 'unit', entity_id: ids.unit['LIP-2.01'], visibility: 'private' });
      await up('byName', { title: 'Faktura' }, pdf('vyúčtování-2025.pdf'));
      await up('private', { title: 'Interní', visibility: 'private' });
    });

    it('pages with meta and newest first', async () => {
      const first = (await get('per_page=2')).json();
      expect(first.meta).toEqual({ current_page: 1, per_page: 2, total: 5, last_page: 3 });
      expect(first.data.map((d: { id: number }) => d.id)).toEqual([made.private, made.byName]);
      const last = (await get('per_page=2&page=3')).json();
      expect(last.data.map((d: { id: number }) => d.id)).toEqual([made.minutes]);
      const beyond = (await get('per_page=2&page=9')).json();
      expect(beyond).toEqual({ data: [], meta: { current_page: 9, per_page: 2, total: 5, last_page: 3 } });
      expect((await get('')).json().meta).toEqual({ current_page: 1, per_page: 20, total: 5, last_page: 1 });
    });

    it('an empty list still has last_page 1', async () => {
      expect((await get('search=nic-takoveho')).json().meta).toEqual({ current_page: 1, per_page: 20, total: 0, last_page: 1 });
    });

    it('refuses bad paging values naming the field', async () => {
      for (const q of ['page=0', 'page=x', 'per_page=0', 'per_page=101', 'visibility=secret', 'unit_id=-1']) {
        const res = await get(q);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().message, q).toMatch(/page|per_page|visibility|unit_id/);
      }
      expect((await get('per_page=100')).statusCode).toBe(200);
    });

    it('searches title, description and file name ignoring case and accents; wildcards are literal', async () => {
      const found = async (q: string) => (await get(`search=${encodeURIComponent(q)}`)).json().data.map((d: { id: number }) => d.id).sort();
      expect(await found('zápis')).toEqual([made.minutes]);
      expect(await found('ZAPIS ZE')).toEqual([made.minutes]);
      expect(await found('pravidla')).toEqual([made.rules]);
      expect(await found('VYÚČTOVÁNÍ')).toEqual([made.byName]);
      expect(await found('100%')).toEqual([made.rules]);
      expect(await found('%')).toEqual([made.rules]);
      expect(await found('_')).toEqual([]);
    });

    it('filters by category, unit and visibility, and combines them', async () => {
      const ids_ = async (q: string) => (await get(q)).json().data.map((d: { id: number }) => d.id).sort();
      const minutesCat = (await get('search=zapis')).json().data[0].category_id;
      expect(await ids_(`category_id=${minutesCat}`)).toEqual([made.minutes]);
      expect(await ids_(`unit_id=${ids.unit['LIP-2.01']}`)).toEqual([made.unit]);
      expect(await ids_('visibility=private')).toEqual([made.unit, made.private].sort());
      expect(await ids_(`visibility=private&unit_id=${ids.unit['LIP-2.01']}`)).toEqual([made.unit]);
      expect(await ids_('visibility=')).toHaveLength(5);
    });

    it('a tenant of a unit sees its public documents but not private ones or private building ones', async () => {
      // dva@ is a tenant of LIP 2.01: the private unit document is for owners and staff
      const seen = (await get('per_page=100', USERS.otherBuilding)).json().data.map((d: { id: number }) => d.id).sort();
      expect(seen).toEqual([made.minutes, made.rules, made.byName].sort());
    });
  });

  // ---------------------------------------------------------------- live events

  it('publishes created, updated and deleted events carrying only the id', async () => {
    events.length = 0;
    const id = await uploadAsAdmin({ title: 'událost', visibility: 'private' });
    await t.app.inject({ method: 'PATCH', url: `${base()}/${id}`, headers: await t.as(USERS.globalAdmin), payload: { title: 'změna' } });
    await t.app.inject({ method: 'DELETE', url: `${base()}/${id}`, headers: await t.as(USERS.globalAdmin) });
    expect(events.map((e) => [e.type, e.building_id, e.data])).toEqual([
      ['document.created', VLT, { id }],
      ['document.updated', VLT, { id }],
      ['document.deleted', VLT, { id }],
    ]);
  });

  it('seeds demo documents whose files exist', async () => {
    const rows = await t.app.db.selectFrom('documents').select(['file_path', 'building_id']).where('title', '=', 'Domovní řád').where('building_id', '=', VLT).execute();
    expect(rows).toHaveLength(1);
    expect(fs.existsSync(path.join(t.config.dataDir, 'files', rows[0].file_path))).toBe(true);
    const sln = await t.app.inject({ method: 'GET', url: `/v1/buildings/${ids.building.SLN}/documents`, headers: await t.as(USERS.otherBuilding) });
    expect(sln.json().meta.total).toBeGreaterThan(0);
  });
});
