/**
 * The access rules of access-grants.test.ts as full tables, one fixture user per kind of grant: every
 * document and floor plan asked for by every one of them (list, download, change, upload), with what
 * the demo data does not have: a building member without a unit (floor plans), direct grants and denials of
 * `document:manage`, and grants bound to one unit or another building (they count only there).
 * /users/me's permission list for the same kinds of grant is covered in users-me-permissions.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import { DOC_KINDS, documentsSnapshot, multipart, oneDocumentOfEachKind, type DocKind, type FilePart } from './documents-helpers';
import { PNG_1x1 } from './floorplans-helpers';
import { minimalPdf } from '../../server/demo/files';
import { nowIso } from '../../server/lib/time';

const FIXTURE = {
  /** building role 'user' in Vltava, no unit */
  memberNoUnit: 'clen-bez-jednotky@example.com',
  /** tenant of VLT-2.03 with a direct grant of document:manage bound to Vltava */
  grantedTenant: 'najemnik-spravce-dokumentu@example.com',
  /** building admin of Vltava with a direct denial of document:manage bound to Vltava */
  deniedAdmin: 'spravce-bez-dokumentu@example.com',
  /** building admin of Vltava denied document:manage in Slunečná only: still document staff in Vltava */
  deniedElsewhereAdmin: 'spravce-zakaz-jinde@example.com',
  /** tenant of VLT-2.03 with document:manage bound to unit VLT-1.01 */
  unitBoundTenant: 'najemnik-jednotka-101@example.com',
  /** tenant of VLT-2.03 with document:manage bound to building Slunečná */
  otherBuildingGrantTenant: 'najemnik-grant-jinde@example.com',
  /** owner of VLT-1.01 and VLT-2.03 with maintenance:view bound to VLT-1.01 */
  unitBoundOwner: 'vlastnik-udrzba-101@example.com',
  /** building manager of Vltava denied maintenance:view for VLT-1.01 only */
  unitDeniedManager: 'manazer-bez-poznamky-101@example.com',
} as const;
type Fixture = keyof typeof FIXTURE;

type Level = 'public' | 'unit_only' | 'technical' | 'admin';
const pdf = (name = 'dokument.pdf'): FilePart => ({ name, type: 'application/pdf', content: minimalPdf(['Test', name]) });

describeEngines('access tables for grants and fixture users', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let vlt: number;
  const plan = {} as Record<Level, { id: number; file: { path: string } }>;
  const doc = {} as Record<DocKind, number>;

  const as = (who: Fixture | keyof typeof USERS) => t.as(who in FIXTURE ? FIXTURE[who as Fixture] : USERS[who as keyof typeof USERS]);
  const docs = () => `/v1/buildings/${vlt}/documents`;

  async function uploadDoc(who: Fixture | keyof typeof USERS, fields: Record<string, string | number>) {
    const body = multipart(fields, pdf());
    return t.app.inject({ method: 'POST', url: docs(), payload: body.payload, headers: { ...body.headers, ...(await as(who)) } });
  }

  async function adminDoc(fields: Record<string, string | number>): Promise<number> {
    const res = await uploadDoc('globalAdmin', fields);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id;
  }

  const sixDocs = () => oneDocumentOfEachKind(adminDoc, { u101: ids.unit['VLT-1.01'], u203: ids.unit['VLT-2.03'] });
  const snapshot = () => documentsSnapshot(t);

  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
    vlt = ids.building.VLT;
    const sln = ids.building.SLN;
    const [u101, u203] = [ids.unit['VLT-1.01'], ids.unit['VLT-2.03']];

    // fixture users sign in with the demo password (the owner's hash)
    const hash = (await t.app.db.selectFrom('users').select('password_hash').where('email', '=', USERS.owner).executeTakeFirstOrThrow()).password_hash;
    const now = nowIso();
    const id = {} as Record<Fixture, number>;
    for (const [kind, email] of Object.entries(FIXTURE) as Array<[Fixture, string]>) {
      await t.app.db
        .insertInto('users')
        .values({ email, name: kind, phone: null, avatar_url: null, last_login: null, password_hash: hash, is_active: 1, global_role: 'user', created_at: now, updated_at: now })
        .execute();
      id[kind] = (await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    }
    await t.app.db
      .insertInto('building_roles')
      .values([
        { user_id: id.memberNoUnit, building_id: vlt, role: 'user' },
        { user_id: id.deniedAdmin, building_id: vlt, role: 'admin' },
        { user_id: id.deniedElsewhereAdmin, building_id: vlt, role: 'admin' },
        { user_id: id.unitDeniedManager, building_id: vlt, role: 'manager' },
      ])
      .execute();
    const access = (user_id: number, unit_id: number, role: 'owner' | 'tenant') => ({ user_id, unit_id, role, valid_from: null, valid_until: null });
    await t.app.db
      .insertInto('unit_access')
      .values([
        access(id.grantedTenant, u203, 'tenant'),
        access(id.unitBoundTenant, u203, 'tenant'),
        access(id.otherBuildingGrantTenant, u203, 'tenant'),
        access(id.unitBoundOwner, u101, 'owner'),
        access(id.unitBoundOwner, u203, 'owner'),
      ])
      .execute();
    const direct = (user_id: number, permission_code: string, granted: 0 | 1, building_id: number, unit_id: number | null = null) => ({
      user_id, permission_code, granted, building_id, unit_id, valid_from: null, valid_until: null, created_at: now,
    });
    await t.app.db
      .insertInto('user_permissions')
      .values([
        direct(id.grantedTenant, 'document:manage', 1, vlt),
        direct(id.deniedAdmin, 'document:manage', 0, vlt),
        direct(id.deniedElsewhereAdmin, 'document:manage', 0, sln),
        direct(id.unitBoundTenant, 'document:manage', 1, vlt, u101),
        direct(id.otherBuildingGrantTenant, 'document:manage', 1, sln),
        direct(id.unitBoundOwner, 'maintenance:view', 1, vlt, u101),
        direct(id.unitDeniedManager, 'maintenance:view', 0, vlt, u101),
      ])
      .execute();

    // one floor plan per access level
    for (const [level, floor] of [['public', 0], ['unit_only', 1], ['technical', -1], ['admin', 2]] as Array<[Level, number]>) {
      const body = multipart({ floor: String(floor), name: `Plán ${level}`, access_level: level, type: 'public' }, { name: 'plan.png', content: PNG_1x1 });
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/buildings/${vlt}/floorplans`,
        payload: body.payload,
        headers: { ...body.headers, ...(await as('globalAdmin')) },
      });
      expect(res.statusCode, res.body).toBe(201);
      plan[level] = res.json().floorplan;
    }
    Object.assign(doc, await sixDocs());
  });
  afterAll(async () => t?.close());

  // ---------------------------------------------------------------- floor plans

  describe('floor plans for a building member without a unit', () => {
    // the member without a unit sees public plans only; a tenant (a unit in the building) is the control
    // showing that the unit_only plan is there to be seen
    const SEES: Array<[Fixture, Level[]]> = [
      ['memberNoUnit', ['public']],
      ['grantedTenant', ['public', 'unit_only']],
    ];

    it.each(SEES)('GET the list as %s shows exactly the plans of levels %j', async (who, levels) => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/floorplans`, headers: await as(who) });
      expect(res.statusCode, res.body).toBe(200);
      const seen = new Set((res.json().floorplans as Array<{ id: number }>).map((p) => p.id));
      for (const level of Object.keys(plan) as Level[]) {
        expect(seen.has(plan[level].id), `${who} and the ${level} plan`).toBe(levels.includes(level));
      }
    });

    it.each(SEES)('downloads each plan as %s: 200 for its levels, 404 for the rest', async (who, levels) => {
      for (const level of Object.keys(plan) as Level[]) {
        const res = await t.app.inject({ method: 'GET', url: plan[level].file.path, headers: await as(who) });
        const want = levels.includes(level) ? 200 : 404;
        expect(res.statusCode, `${who} downloading the ${level} plan`).toBe(want);
        if (want === 200) expect(res.headers['content-type']).toMatch(/^image\/png/);
        else expect(res.json()).toEqual({ message: expect.any(String) });
      }
    });

    it('the member without a unit may not upload, change or delete a plan, and nothing changes', async () => {
      const before = await t.app.db.selectFrom('floorplans').selectAll().orderBy('id').execute();
      const body = multipart({ floor: '0', name: 'Od člena' }, { name: 'p.png', content: PNG_1x1 });
      const headers = await as('memberNoUnit');
      const up = await t.app.inject({ method: 'POST', url: `/v1/buildings/${vlt}/floorplans`, payload: body.payload, headers: { ...body.headers, ...headers } });
      expect(up.statusCode).toBe(403);
      const url = `/v1/buildings/${vlt}/floorplans/${plan.public.id}`;
      expect((await t.app.inject({ method: 'PATCH', url, headers, payload: { name: 'Jinak' } })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(403);
      expect(await t.app.db.selectFrom('floorplans').selectAll().orderBy('id').execute()).toEqual(before);
    });
  });

  // ---------------------------------------------------------------- documents: direct grants and denials

  /** Documents each fixture user sees (list and download), and what a PATCH of each answers. */
  const DOCS: Array<[Fixture, DocKind[], Record<DocKind, number>]> = [
    // a direct grant makes a tenant document staff: every document, every change
    ['grantedTenant', DOC_KINDS, { pubB: 200, privB: 200, pubU101: 200, privU101: 200, pubU203: 200, privU203: 200 }],
    // a direct denial makes a building admin an ordinary member: public building documents, read only
    ['deniedAdmin', ['pubB'], { pubB: 403, privB: 404, pubU101: 404, privU101: 404, pubU203: 404, privU203: 404 }],
    // a denial bound to another building does not count here
    ['deniedElsewhereAdmin', DOC_KINDS, { pubB: 200, privB: 200, pubU101: 200, privU101: 200, pubU203: 200, privU203: 200 }],
    // a grant bound to unit 1.01: that unit's documents as its owner would, and the tenant's own view elsewhere
    ['unitBoundTenant', ['pubB', 'pubU101', 'privU101', 'pubU203'], { pubB: 403, privB: 404, pubU101: 200, privU101: 200, pubU203: 403, privU203: 404 }],
    // a grant bound to another building: exactly what a tenant of 2.03 has
    ['otherBuildingGrantTenant', ['pubB', 'pubU203'], { pubB: 403, privB: 404, pubU101: 404, privU101: 404, pubU203: 403, privU203: 404 }],
  ];

  describe('documents with direct grants and denials of document:manage', () => {
    it.each(DOCS)('list and download as %s show exactly %j', async (who, sees) => {
      const res = await t.app.inject({ method: 'GET', url: `${docs()}?per_page=100`, headers: await as(who) });
      expect(res.statusCode, res.body).toBe(200);
      const seen = new Set((res.json().data as Array<{ id: number }>).map((d) => d.id));
      for (const name of DOC_KINDS) {
        const visible = sees.includes(name);
        expect(seen.has(doc[name]), `${who} listing ${name}`).toBe(visible);
        const file = await t.app.inject({ method: 'GET', url: `${docs()}/${doc[name]}`, headers: await as(who) });
        expect(file.statusCode, `${who} downloading ${name}`).toBe(visible ? 200 : 404);
      }
    });

    it.each(DOCS)('PATCH and DELETE as %s; a refused one changes nothing', async (who, _sees, change) => {
      const mine = await sixDocs();
      for (const name of DOC_KINDS) {
        const url = `${docs()}/${mine[name]}`;
        const before = await snapshot();
        const patch = await t.app.inject({ method: 'PATCH', url, headers: await as(who), payload: { title: `Od ${who}` } });
        expect(patch.statusCode, `${who} patching ${name}: ${patch.body}`).toBe(change[name]);
        if (change[name] !== 200) expect(await snapshot(), `${who} patching ${name}`).toEqual(before);
        else expect(patch.json().data.title).toBe(`Od ${who}`);

        const beforeDelete = await snapshot();
        const del = await t.app.inject({ method: 'DELETE', url, headers: await as(who) });
        expect(del.statusCode, `${who} deleting ${name}`).toBe(change[name] === 200 ? 204 : change[name]);
        const still = await t.app.db.selectFrom('documents').select('id').where('id', '=', mine[name]).executeTakeFirst();
        expect(Boolean(still), `${who} deleting ${name}`).toBe(change[name] !== 200);
        if (change[name] !== 200) expect(await snapshot(), `${who} deleting ${name}`).toEqual(beforeDelete);
      }
    });

    it('can_edit in the list follows the grants', async () => {
      const canEdit = async (who: Fixture) => {
        const res = await t.app.inject({ method: 'GET', url: `${docs()}?per_page=100`, headers: await as(who) });
        return new Map((res.json().data as Array<{ id: number; can_edit: boolean }>).map((d) => [d.id, d.can_edit]));
      };
      const granted = await canEdit('grantedTenant');
      expect(DOC_KINDS.map((n) => granted.get(doc[n]))).toEqual([true, true, true, true, true, true]);
      const denied = await canEdit('deniedAdmin');
      expect(denied.get(doc.pubB)).toBe(false);
      const unitBound = await canEdit('unitBoundTenant');
      expect(['pubB', 'pubU101', 'privU101', 'pubU203'].map((n) => unitBound.get(doc[n as DocKind]))).toEqual([false, true, true, false]);
    });

    // upload: document staff anywhere in the building; a unit-bound grant for that unit only
    const UPLOAD: Array<[Fixture, number, number]> = [
      // [who, building document, document of unit 1.01]
      ['grantedTenant', 201, 201],
      ['deniedAdmin', 403, 403],
      ['deniedElsewhereAdmin', 201, 201],
      ['unitBoundTenant', 403, 201],
      ['otherBuildingGrantTenant', 403, 403],
    ];
    it.each(UPLOAD)('upload as %s: building document → %i, unit 1.01 → %i; a refusal stores nothing', async (who, building, unit) => {
      for (const [fields, want] of [
        [{ title: `B ${who}`, entity_type: 'building', visibility: 'public' }, building],
        [{ title: `U ${who}`, entity_type: 'unit', entity_id: ids.unit['VLT-1.01'] }, unit],
      ] as Array<[Record<string, string | number>, number]>) {
        const before = await snapshot();
        const res = await uploadDoc(who, fields);
        expect(res.statusCode, `${who} uploading ${fields.entity_type}: ${res.body}`).toBe(want);
        if (want !== 201) expect(await snapshot()).toEqual(before);
      }
    });

    it('a unit-bound grant does not reach another unit: uploading to their own 2.03 as its tenant is 403', async () => {
      // 2.03 is the holder's own unit (they see it as its tenant), so it is "visible, not yours to change"
      const before = await snapshot();
      const res = await uploadDoc('unitBoundTenant', { title: 'x', entity_type: 'unit', entity_id: ids.unit['VLT-2.03'] });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ message: expect.any(String) });
      expect(await snapshot()).toEqual(before);
    });
  });

  // ---------------------------------------------------------------- a unit-bound grant on units

  describe('maintenance:view granted or denied for one unit', () => {
    it('shows the maintenance note of that unit only', async () => {
      const headers = await as('unitBoundOwner');
      const bound = await t.app.inject({ method: 'GET', url: `/v1/units/${ids.unit['VLT-1.01']}`, headers });
      expect(bound.statusCode, bound.body).toBe(200);
      expect(bound.json().unit).toHaveProperty('maintenance_note');
      const other = await t.app.inject({ method: 'GET', url: `/v1/units/${ids.unit['VLT-2.03']}`, headers });
      expect(other.statusCode, other.body).toBe(200);
      expect(other.json().unit).not.toHaveProperty('maintenance_note');
      // the list of their units is a summary (contract UnitSummary): no note for any unit, the grant
      // or not; a screen reads it from GET /units/{id} as above
      const mine = await t.app.inject({ method: 'GET', url: '/v1/units/my', headers });
      expect(mine.statusCode).toBe(200);
      const byCode = new Map((mine.json().units as Array<{ unique_id: string }>).map((u) => [u.unique_id, u]));
      expect(byCode.get('VLT-1.01')).toBeDefined();
      expect(byCode.get('VLT-2.03')).toBeDefined();
      for (const unit of byCode.values()) expect(unit).not.toHaveProperty('maintenance_note');
    });

    it('a denial bound to one unit hides only that unit\'s note from a manager', async () => {
      const headers = await as('unitDeniedManager');
      const denied = await t.app.inject({ method: 'GET', url: `/v1/units/${ids.unit['VLT-1.01']}`, headers });
      expect(denied.statusCode, denied.body).toBe(200);
      expect(denied.json().unit).not.toHaveProperty('maintenance_note');
      const other = await t.app.inject({ method: 'GET', url: `/v1/units/${ids.unit['VLT-2.03']}`, headers });
      expect(other.statusCode, other.body).toBe(200);
      expect(other.json().unit).toHaveProperty('maintenance_note');
      // the building's list holds summaries: no unit's note travels there, denied or not
      const list = await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/units`, headers });
      const units = list.json().units as Array<{ unique_id: string }>;
      expect(units.length).toBeGreaterThan(1);
      for (const unit of units) expect('maintenance_note' in unit, unit.unique_id).toBe(false);
    });
  });
});
