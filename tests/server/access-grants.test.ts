import { afterAll, beforeAll, expect, it } from 'vitest';
import { minimalPdf } from '../../server/demo/files';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import { multipart, type FilePart } from './documents-helpers';

/**
 * Rules the README promises that no role of the demo data exercises: fixture grants and memberships
 * are written into this test's own database, then the routes are asked as those users.
 * - a building member without a unit sees the public floor plans only;
 * - a direct grant of `document:manage` adds someone to the document staff, a direct denial removes
 *   someone the role would allow (deny wins);
 * - a grant bound to a unit counts only in that unit.
 */
const pdf = (): FilePart => ({ name: 'dokument.pdf', type: 'application/pdf', content: minimalPdf(['Test']) });

describeEngines('direct grants, denials and unit-bound grants', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let vlt: number;
  const now = new Date().toISOString();

  const grant = (email: string, granted: 0 | 1, where: { building_id?: number; unit_id?: number }) =>
    t.app.db
      .insertInto('user_permissions')
      .values({
        user_id: ids.user[email],
        permission_code: 'document:manage',
        granted,
        building_id: where.building_id ?? null,
        unit_id: where.unit_id ?? null,
        valid_from: null,
        valid_until: null,
        created_at: now,
      })
      .execute();

  const countDocs = async () =>
    Number((await t.app.db.selectFrom('documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  async function upload(email: string, fields: Record<string, string | number>) {
    const body = multipart({ title: 'Grant test', visibility: 'private', ...fields }, pdf());
    return t.app.inject({
      method: 'POST',
      url: `/v1/buildings/${vlt}/documents`,
      payload: body.payload,
      headers: { ...body.headers, ...(await t.as(email)) },
    });
  }

  async function listIds(email: string): Promise<number[]> {
    const res = await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/documents?per_page=100`, headers: await t.as(email) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.map((d: { id: number }) => d.id);
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
    vlt = ids.building.VLT;
  });
  afterAll(async () => t?.close());

  it('a building member without a unit sees the public floor plans only', async () => {
    // fixture: the resident of other buildings becomes a plain member of Rezidence Vltava, no unit there
    const member = USERS.otherBuilding;
    const before = await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/floorplans`, headers: await t.as(member) });
    expect(before.statusCode).toBe(404);
    await t.app.db.insertInto('building_roles').values({ user_id: ids.user[member], building_id: vlt, role: 'user' }).execute();

    const res = await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/floorplans`, headers: await t.as(member) });
    expect(res.statusCode, res.body).toBe(200);
    const levels = new Set((res.json().floorplans as Array<{ access_level: string }>).map((p) => p.access_level));
    expect([...levels]).toEqual(['public']);
    // the building does have plans at the other levels, which a tenant with a unit there sees in part
    const all = await t.app.db.selectFrom('floorplans').select('access_level').where('building_id', '=', vlt).execute();
    expect(new Set(all.map((p) => p.access_level)).size).toBeGreaterThan(1);
    const tenant = await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/floorplans`, headers: await t.as(USERS.tenant) });
    expect(tenant.json().floorplans.some((p: { access_level: string }) => p.access_level === 'unit_only')).toBe(true);
  });

  it('a direct grant of document:manage in the building makes a tenant document staff there', async () => {
    const tenant = USERS.tenant;
    const rows = await countDocs();
    const refused = await upload(tenant, { entity_type: 'building' });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(await countDocs()).toBe(rows);

    await grant(tenant, 1, { building_id: vlt });
    const made = await upload(tenant, { entity_type: 'building' });
    expect(made.statusCode, made.body).toBe(201);
    expect(await countDocs()).toBe(rows + 1);
    // staff see private building documents too
    expect(await listIds(tenant)).toContain(made.json().data.id);
  });

  it('a direct denial of document:manage wins over the manager role', async () => {
    const manager = USERS.manager;
    const made = await upload(manager, { entity_type: 'building' });
    expect(made.statusCode, made.body).toBe(201);
    const privateId = made.json().data.id as number;
    expect(await listIds(manager)).toContain(privateId);

    await grant(manager, 0, { building_id: vlt });
    const rows = await countDocs();
    const refused = await upload(manager, { entity_type: 'building' });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(await countDocs()).toBe(rows);
    // no longer staff: the private building document is out of sight (404, like a missing one)
    expect(await listIds(manager)).not.toContain(privateId);
    const del = await t.app.inject({ method: 'DELETE', url: `/v1/buildings/${vlt}/documents/${privateId}`, headers: await t.as(manager) });
    expect(del.statusCode).toBe(404);
    expect(await countDocs()).toBe(rows);
  });

  it('a grant bound to a unit counts only in that unit', async () => {
    // fixture: the owner (of 1.01) gets document:manage bound to unit 2.03, which is not theirs
    const owner = USERS.owner;
    const u203 = ids.unit['VLT-2.03'];
    const rows = await countDocs();
    const before = await upload(owner, { entity_type: 'unit', entity_id: u203 });
    // a unit the caller may not touch answers like one that does not exist (400, no id probing)
    expect(before.statusCode, before.body).toBe(400);
    expect(await countDocs()).toBe(rows);

    await grant(owner, 1, { building_id: vlt, unit_id: u203 });
    const inUnit = await upload(owner, { entity_type: 'unit', entity_id: u203 });
    expect(inUnit.statusCode, inUnit.body).toBe(201);
    expect(await listIds(owner)).toContain(inUnit.json().data.id);
    // …and nowhere else: not for the building's documents
    const building = await upload(owner, { entity_type: 'building' });
    expect(building.statusCode, building.body).toBe(403);
    expect(await countDocs()).toBe(rows + 1);
  });
});
