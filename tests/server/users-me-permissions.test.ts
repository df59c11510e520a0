/**
 * GET /users/me tells the SPA what the user may do in each building (`buildings[].permissions`,
 * `buildings[].document_unit_ids`). The SPA shows exactly those actions, so the answer must be
 * what the routes really allow: for every kind of user, direct grants and direct denials
 * included, each listed code is checked against the route it guards, on both engines.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PERMISSION, type PermissionCode } from '../../contract/rules/permissions';
import { nowIso } from '../../server/lib/time';
import { multipart } from './documents-helpers';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';

type Ids = Awaited<ReturnType<typeof demoIds>>;
interface DirectGrant {
  code: PermissionCode;
  granted: boolean;
  unit?: string;
}
interface Scenario {
  who: string;
  email: string;
  direct?: DirectGrant[];
}

const SCENARIOS: Scenario[] = [
  { who: 'global admin', email: USERS.globalAdmin },
  { who: 'building admin', email: USERS.buildingAdmin },
  { who: 'manager', email: USERS.manager },
  { who: 'owner', email: USERS.owner },
  { who: 'tenant', email: USERS.tenant },
  { who: 'resident of another building', email: USERS.otherBuilding },
  {
    who: 'global admin with direct denials',
    email: USERS.globalAdmin,
    direct: [
      { code: PERMISSION.announcementManage, granted: false },
      { code: PERMISSION.floorplanManage, granted: false },
      { code: PERMISSION.documentManage, granted: false },
      { code: PERMISSION.buildingInfoEdit, granted: false },
    ],
  },
  {
    who: 'building admin with a direct denial of building_info:edit',
    email: USERS.buildingAdmin,
    direct: [{ code: PERMISSION.buildingInfoEdit, granted: false }],
  },
  {
    who: 'tenant with direct grants',
    email: USERS.tenant,
    direct: [
      { code: PERMISSION.announcementManage, granted: true },
      { code: PERMISSION.floorplanManage, granted: true },
    ],
  },
  {
    who: 'tenant with a unit-bound document:manage grant',
    email: USERS.tenant,
    direct: [{ code: PERMISSION.documentManage, granted: true, unit: 'VLT-2.03' }],
  },
  {
    who: 'owner with a direct denial of document:manage',
    email: USERS.owner,
    direct: [{ code: PERMISSION.documentManage, granted: false }],
  },
];

/** Units whose document uploads are probed: the owner's two and the tenant's one. */
const PROBE_UNITS = ['VLT-1.01', 'VLT-G01', 'VLT-2.03'];

describeEngines('GET /users/me permissions = what the routes allow', (engine) => {
  let t: TestApp;
  let ids: Ids;
  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
  });
  afterAll(async () => t?.close());

  const inject = async (
    email: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    extra: { payload?: object | Buffer; headers?: Record<string, string> } = {},
  ) => t.app.inject({ method, url, payload: extra.payload, headers: { ...(await t.as(email)), ...extra.headers } });

  async function withDirect(s: Scenario, run: () => Promise<void>) {
    const userId = ids.user[s.email];
    const rows = (s.direct ?? []).map((d) => ({
      user_id: userId,
      permission_code: d.code,
      granted: d.granted ? 1 : 0,
      building_id: d.unit ? null : ids.building.VLT,
      unit_id: d.unit ? ids.unit[d.unit] : null,
      valid_from: null,
      valid_until: null,
      created_at: nowIso(),
    }));
    if (rows.length) await t.app.db.insertInto('user_permissions').values(rows).execute();
    try {
      await run();
    } finally {
      await t.app.db.deleteFrom('user_permissions').where('user_id', '=', userId).execute();
    }
  }

  it.each(SCENARIOS.map((s) => [s.who, s] as const))('%s', async (_who, s) => {
    await withDirect(s, async () => {
      const me = await inject(s.email, 'GET', '/v1/users/me');
      expect(me.statusCode).toBe(200);
      const here = (me.json().buildings as Array<{ building_id: number; permissions: string[]; document_unit_ids: number[] }>).find(
        (b) => b.building_id === ids.building.VLT,
      );
      const listed = new Set(here?.permissions ?? []);
      const docUnits = new Set(here?.document_unit_ids ?? []);
      const b = ids.building.VLT;
      // refused: 403, 404, or 400 for a document naming a unit the caller has no right to (it
      // answers like a unit that does not exist, so ids cannot be probed)
      const allowed = (status: number, ok: number) => {
        expect([ok, 400, 403, 404]).toContain(status);
        return status === ok;
      };

      // announcement:manage → POST an announcement
      const post = await inject(s.email, 'POST', `/v1/buildings/${b}/announcements`, { payload: { message: `probe ${s.who}` } });
      expect(allowed(post.statusCode, 201)).toBe(listed.has(PERMISSION.announcementManage));

      // building_info:edit → PUT the information as it is
      const info = (await inject(USERS.globalAdmin, 'GET', `/v1/buildings/${b}/info`)).json().building;
      const body = { details: info.details, managers: info.managers, emergency_contacts: info.emergency_contacts, reception: info.reception };
      const put = await inject(s.email, 'PUT', `/v1/buildings/${b}/info`, { payload: body });
      expect(allowed(put.statusCode, 200)).toBe(listed.has(PERMISSION.buildingInfoEdit));

      // floorplan:manage → PATCH a public plan without changes
      const plans = (await inject(USERS.globalAdmin, 'GET', `/v1/buildings/${b}/floorplans`)).json().floorplans;
      const publicPlan = plans.find((p: { access_level: string }) => p.access_level === 'public');
      expect(publicPlan).toBeTruthy();
      const patch = await inject(s.email, 'PATCH', `/v1/buildings/${b}/floorplans/${publicPlan.id}`, { payload: {} });
      expect(allowed(patch.statusCode, 200)).toBe(listed.has(PERMISSION.floorplanManage));

      // document:manage → a building document; document_unit_ids → each probed unit's document
      const upload = async (entity_type: string, entity_id: number) => {
        const form = multipart({ entity_type, entity_id, title: 'probe' }, { name: 'probe.txt', content: Buffer.from('probe\n') });
        return (await inject(s.email, 'POST', `/v1/buildings/${b}/documents`, form)).statusCode;
      };
      const staff = listed.has(PERMISSION.documentManage);
      expect(allowed(await upload('building', b), 201)).toBe(staff);
      for (const code of PROBE_UNITS) {
        const unitId = ids.unit[code];
        expect({ code, ok: allowed(await upload('unit', unitId), 201) }).toEqual({ code, ok: staff || docUnits.has(unitId) });
      }
    });
  });

  it('names the expected actions for each kind of user', async () => {
    const vlt = async (email: string) =>
      (await inject(email, 'GET', '/v1/users/me')).json().buildings.find((x: { building_id: number }) => x.building_id === ids.building.VLT);
    expect((await vlt(USERS.tenant)).permissions).toEqual([]);
    expect((await vlt(USERS.tenant)).document_unit_ids).toEqual([]);
    expect((await vlt(USERS.owner)).document_unit_ids).toEqual([ids.unit['VLT-1.01'], ids.unit['VLT-G01']].sort((a, c) => a - c));
    expect((await vlt(USERS.globalAdmin)).permissions).toContain(PERMISSION.floorplanManage);
    expect(await vlt(USERS.otherBuilding)).toBeUndefined();
    await withDirect(SCENARIOS[6], async () => {
      const codes = (await vlt(USERS.globalAdmin)).permissions;
      expect(codes).not.toContain(PERMISSION.floorplanManage);
      expect(codes).toContain(PERMISSION.unitManage);
    });
  });
});
