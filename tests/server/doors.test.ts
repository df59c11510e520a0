import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressedEvent } from '../../server/lib/event-bus';
import type { Door } from '../../contract/doors';
import { DEMO_DOORS, DEMO_FLOOR_DOOR, DEMO_GATE_NAME } from '../../server/demo/devices';
import { bumpAccessVersion } from '../../server/access/version';
import { builtinDriver } from '../../server/devices/builtin';
import { registerDriver } from '../../server/devices/registry';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';

/**
 * Doors (issue 10 §1) on Rezidence Vltava: the list and the opening × every kind of user and every
 * door area, direct grants and denials of door:open with their validity windows, an audit row for
 * every attempt, 404s that tell nothing, and what an opening stores and publishes.
 */
const KINDS = ['anonymous', 'otherBuilding', 'owner', 'tenant', 'buildingAdmin', 'manager', 'globalAdmin'] as const;
type Kind = (typeof KINDS)[number];
const EMAIL: Record<Kind, string | null> = {
  anonymous: null,
  otherBuilding: USERS.otherBuilding,
  owner: USERS.owner, // VLT 1.01 (floor 1, parking) and G01
  tenant: USERS.tenant, // VLT 2.03 (floor 2, no parking)
  buildingAdmin: USERS.buildingAdmin,
  manager: USERS.manager,
  globalAdmin: USERS.globalAdmin,
};

const ENTRANCE = 'Hlavní vchod';
const GARAGE = 'Vrata garáže';
const BIKES = 'Kolárna';
const CELLAR = 'Sklep';
const FLOOR2 = DEMO_FLOOR_DOOR.name;
const DOOR_NAMES = [ENTRANCE, GARAGE, BIKES, CELLAR, FLOOR2];

/** Who may open which door of Vltava: staff every one; residents the common ones, the garage with parking, their floor's. */
const ALL = Object.fromEntries(DOOR_NAMES.map((n) => [n, true])) as Record<string, boolean>;
const CAN_OPEN: Partial<Record<Kind, Record<string, boolean>>> = {
  globalAdmin: ALL,
  buildingAdmin: ALL,
  manager: ALL,
  owner: { ...ALL, [FLOOR2]: false },
  tenant: { ...ALL, [GARAGE]: false },
};
const DECISION: Partial<Record<Kind, string>> = { globalAdmin: 'staff', buildingAdmin: 'staff', manager: 'staff', owner: 'area', tenant: 'area' };

describeEngines('doors', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let vlt: number;
  let sln: number;
  const door: Record<string, number> = {};
  const published: AddressedEvent[] = [];

  const call = async (kind: Kind, method: 'GET' | 'POST', url: string, opts: { payload?: unknown; lang?: string } = {}) =>
    t.app.inject({
      method,
      url,
      ...(opts.payload === undefined ? {} : { payload: opts.payload as object }),
      headers: { ...(await t.as(EMAIL[kind])), ...(opts.lang ? { 'accept-language': opts.lang } : {}) },
    });
  const list = (kind: Kind, building = vlt) => call(kind, 'GET', `/v1/buildings/${building}/doors`);
  const toggle = (kind: Kind, doorId: number, opts: { building?: number; payload?: unknown; lang?: string } = {}) =>
    call(kind, 'POST', `/v1/buildings/${opts.building ?? vlt}/doors/${doorId}/toggle`, { payload: opts.payload ?? {}, lang: opts.lang });

  const lastAudit = () =>
    t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'door.open').orderBy('id', 'desc').limit(1).executeTakeFirst();
  const auditCount = async () =>
    Number((await t.app.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const userId = (kind: Kind) => ids.user[EMAIL[kind]!];

  async function setPermission(kind: Kind, granted: 0 | 1, window: { from?: number; until?: number }, building = vlt) {
    const now = Date.now();
    await t.app.db
      .insertInto('user_permissions')
      .values({
        user_id: userId(kind),
        permission_code: 'door:open',
        granted,
        building_id: building,
        unit_id: null,
        valid_from: window.from === undefined ? null : new Date(now + window.from).toISOString(),
        valid_until: window.until === undefined ? null : new Date(now + window.until).toISOString(),
        created_at: new Date(now).toISOString(),
      })
      .execute();
    await bumpAccessVersion(t.app.db, userId(kind));
  }
  async function clearPermissions(kind: Kind) {
    await t.app.db.deleteFrom('user_permissions').where('user_id', '=', userId(kind)).where('permission_code', '=', 'door:open').execute();
    await bumpAccessVersion(t.app.db, userId(kind));
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
    vlt = ids.building.VLT;
    sln = ids.building.SLN;
    const rows = await t.app.db.selectFrom('devices').select(['id', 'name']).where('building_id', '=', vlt).where('kind', '=', 'door').execute();
    for (const r of rows) door[r.name] = r.id;
    door.sln = (await t.app.db.selectFrom('devices').select('id').where('building_id', '=', sln).where('kind', '=', 'door').executeTakeFirstOrThrow()).id;
    t.app.bus.subscribe((e) => published.push(e));
  });
  afterAll(async () => t?.close());

  it('seeds the demo doors in every building (a floor door in Vltava) and keeps the gates', async () => {
    const rows = await t.app.db.selectFrom('devices').select(['building_id', 'kind', 'name', 'area', 'floor', 'driver']).orderBy('id').execute();
    for (const b of Object.values(ids.building)) {
      const doors = rows.filter((r) => r.building_id === b && r.kind === 'door');
      const expected = DEMO_DOORS.map((d) => ({ name: d.name, area: d.area, floor: null }));
      if (b === vlt) expected.push({ name: FLOOR2, area: 'floor', floor: 2 as never });
      expect(doors.map((d) => ({ name: d.name, area: d.area, floor: d.floor }))).toEqual(expected);
      expect(doors.every((d) => d.driver === 'builtin')).toBe(true);
      expect(rows.filter((r) => r.building_id === b && r.kind === 'parking_gate').map((r) => r.name)).toEqual([DEMO_GATE_NAME]);
    }
  });

  describe('the list', () => {
    it.each(KINDS)('as %s', async (kind) => {
      const res = await list(kind);
      if (kind === 'anonymous') return expect(res.statusCode).toBe(401);
      if (kind === 'otherBuilding') return expect(res.statusCode).toBe(404);
      expect(res.statusCode, res.body).toBe(200);
      const doors = res.json().doors as Door[];
      expect(doors.map((d) => d.name)).toEqual(DOOR_NAMES);
      expect(Object.fromEntries(doors.map((d) => [d.name, d.can_open]))).toEqual(CAN_OPEN[kind]);
      const entrance = doors.find((d) => d.name === ENTRANCE)!;
      expect(entrance).toMatchObject({ location: 'Přízemí', area: 'entrance', floor: null, unit_id: null });
      expect(doors.find((d) => d.name === FLOOR2)).toMatchObject({ area: 'floor', floor: 2 });
    });

    it("answers 404 to a member of other buildings, as for a building that does not exist, and lists those buildings' doors for them", async () => {
      const res = await list('otherBuilding');
      expect(res.json().message).toBe((await call('otherBuilding', 'GET', '/v1/buildings/999999/doors')).json().message);
      const own = await list('otherBuilding', sln);
      expect(own.statusCode).toBe(200);
      // dva@ lives in Slunečná without parking: common doors and the entrance, not the garage
      expect(Object.fromEntries((own.json().doors as Door[]).map((d) => [d.name, d.can_open]))).toEqual({
        [ENTRANCE]: true,
        [GARAGE]: false,
        [BIKES]: true,
        [CELLAR]: true,
      });
    });
  });

  describe('opening', () => {
    it.each(KINDS)('as %s: every door of Vltava, each attempt audited', async (kind) => {
      for (const name of DOOR_NAMES) {
        const before = await auditCount();
        const sent = published.length;
        const res = await toggle(kind, door[name]);
        if (kind === 'anonymous' || kind === 'otherBuilding') {
          expect(res.statusCode, name).toBe(kind === 'anonymous' ? 401 : 404);
          // an outsider's attempt is not written into the building's log (routes/v1/doors.ts)
          expect(await auditCount()).toBe(before);
          expect(published.length).toBe(sent);
          continue;
        }
        const allowed = CAN_OPEN[kind]![name];
        expect(res.statusCode, `${kind} ${name}: ${res.body}`).toBe(allowed ? 200 : 403);
        expect(await auditCount()).toBe(before + 1);
        const audit = (await lastAudit())!;
        expect(audit).toMatchObject({ user_id: userId(kind), device_id: null, building_id: vlt, target: `door:${door[name]}`, outcome: allowed ? 'success' : 'denied' });
        expect(JSON.parse(audit.detail!)).toEqual({ decision: allowed ? DECISION[kind] : 'not_your_area', via: 'app' });
        if (!allowed) {
          expect(published.length).toBe(sent);
          continue;
        }
        const body = res.json();
        expect(body.status).toBe('success');
        expect(body.door).toMatchObject({ id: door[name], name, is_open: true, can_open: true, last_event: { action: 'opened', via: 'app' } });
        // the log and the door tell the same moment
        expect(body.door.changed_at).toBe(audit.at);
        expect(body.door.last_event.at).toBe(audit.at);
        const events = published.slice(sent);
        expect(events).toHaveLength(1);
        expect(events[0].audience).toEqual({ members: true });
        expect(events[0].event).toMatchObject({ type: 'door.state_changed', building_id: vlt, data: { id: door[name], is_open: true, changed_at: audit.at, last_event: { action: 'opened', at: audit.at, via: 'app' } } });
      }
    });

    it('shows the opened door open to every member, with its last event', async () => {
      await t.app.db.updateTable('devices').set({ state: null }).where('id', '=', door[CELLAR]).execute();
      expect((await list('tenant')).json().doors.find((d: Door) => d.name === CELLAR)).toMatchObject({ is_open: false, changed_at: null, last_event: null });
      const res = await toggle('tenant', door[CELLAR]);
      expect(res.statusCode).toBe(200);
      for (const kind of ['owner', 'manager'] as const) {
        const seen = (await list(kind)).json().doors.find((d: Door) => d.name === CELLAR);
        expect(seen).toMatchObject({ is_open: true, changed_at: res.json().door.changed_at, last_event: { action: 'opened', via: 'app' } });
      }
    });

    it('takes no body or an empty one; refuses a body that is not an object', async () => {
      const headers = await t.as(EMAIL.tenant);
      const url = `/v1/buildings/${vlt}/doors/${door[ENTRANCE]}/toggle`;
      expect((await t.app.inject({ method: 'POST', url, headers })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url, headers, payload: {} })).statusCode).toBe(200);
      const before = await auditCount();
      for (const payload of ['null', '[]', '"x"', '42']) {
        const res = await t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload });
        expect(res.statusCode, payload).toBe(400);
      }
      expect(await auditCount()).toBe(before);
    });

    it('refuses with a clear message in both languages', async () => {
      for (const [lang, text] of [
        ['cs', 'Tyto dveře nemůžete otevřít'],
        ['en', 'You may not open this door'],
      ]) {
        const res = await toggle('tenant', door[GARAGE], { lang });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(text);
      }
    });

    it('answers 404 for an unknown door and for another building’s door, audited as failed for a member', async () => {
      for (const [what, doorId] of [
        ['unknown', 999_999],
        ['of Slunečná', door.sln],
      ] as const) {
        for (const [lang, text] of [
          ['cs', 'Dveře nenalezeny'],
          ['en', 'Door not found'],
        ]) {
          const sent = published.length;
          const res = await toggle('owner', doorId, { lang });
          expect(res.statusCode, what).toBe(404);
          expect(res.json().message).toBe(text);
          const audit = (await lastAudit())!;
          expect(audit).toMatchObject({ user_id: userId('owner'), building_id: vlt, target: null, outcome: 'failed' });
          expect(JSON.parse(audit.detail!)).toEqual({ door_id: doorId });
          expect(published.length).toBe(sent);
        }
      }
      // the Slunečná door did not move
      const slnDoors = (await list('otherBuilding', sln)).json().doors as Door[];
      expect(slnDoors.length).toBeGreaterThan(0);
      expect(slnDoors.filter((d) => d.is_open).map((d) => d.name)).toEqual([]);
      // a non-member naming a door of Vltava, or of a building that does not exist: 404 and nothing written
      const before = await auditCount();
      expect((await toggle('otherBuilding', door[ENTRANCE])).statusCode).toBe(404);
      expect((await toggle('otherBuilding', door[ENTRANCE], { building: 999_999 })).statusCode).toBe(404);
      expect(await auditCount()).toBe(before);
    });
  });

  describe('door:open granted or denied directly, with validity', () => {
    afterAll(async () => {
      for (const kind of ['tenant', 'manager', 'globalAdmin', 'owner'] as const) await clearPermissions(kind);
    });
    const canOpen = async (kind: Kind, name: string) => ((await list(kind)).json().doors as Door[]).find((d) => d.name === name)!.can_open;

    it('a live grant lets the tenant open the garage; one that ended, has not begun or is of another building does not', async () => {
      const HOUR = 3600_000;
      for (const [window, building] of [
        [{ until: -HOUR }, vlt],
        [{ from: HOUR }, vlt],
        [{}, sln],
      ] as const) {
        await setPermission('tenant', 1, window, building);
        expect(await canOpen('tenant', GARAGE)).toBe(false);
        expect((await toggle('tenant', door[GARAGE])).statusCode).toBe(403);
      }
      await setPermission('tenant', 1, { from: -HOUR, until: HOUR });
      expect(await canOpen('tenant', GARAGE)).toBe(true);
      const res = await toggle('tenant', door[GARAGE]);
      expect(res.statusCode).toBe(200);
      expect(res.json().door.can_open).toBe(true);
      expect(JSON.parse((await lastAudit())!.detail!)).toEqual({ decision: 'granted', via: 'app' });
      await clearPermissions('tenant');
      expect(await canOpen('tenant', GARAGE)).toBe(false);
    });

    it('a live denial refuses even staff and one’s own area; a denial that ended or has not begun does not apply', async () => {
      const HOUR = 3600_000;
      await setPermission('tenant', 0, { until: -HOUR });
      await setPermission('tenant', 0, { from: HOUR });
      expect((await toggle('tenant', door[ENTRANCE])).statusCode).toBe(200);
      expect(await canOpen('tenant', FLOOR2)).toBe(true);
      await setPermission('tenant', 0, { from: -HOUR, until: HOUR });
      // a grant beside it changes nothing: the denial wins
      await setPermission('tenant', 1, {});
      for (const kind of ['tenant', 'manager', 'globalAdmin'] as const) {
        if (kind !== 'tenant') await setPermission(kind, 0, {});
        expect(((await list(kind)).json().doors as Door[]).map((d) => d.can_open), kind).toEqual(DOOR_NAMES.map(() => false));
        const res = await toggle(kind, door[ENTRANCE], { lang: 'en' });
        expect(res.statusCode, kind).toBe(403);
        expect(res.json().message).toBe('You may not open this door');
        expect(await lastAudit()).toMatchObject({ user_id: userId(kind), target: `door:${door[ENTRANCE]}`, outcome: 'denied' });
        expect(JSON.parse((await lastAudit())!.detail!)).toEqual({ decision: 'denied', via: 'app' });
      }
      // a denial in one building leaves the others alone: the manager still opens Slunečná's entrance
      expect((await toggle('manager', door.sln, { building: sln })).statusCode).toBe(200);
      // and the owner, with no denial, is untouched
      expect((await toggle('owner', door[ENTRANCE])).statusCode).toBe(200);
    });
  });

  it("a unit's own door opens for that unit's people and staff only", async () => {
    const now = new Date().toISOString();
    const { id } = await t.app.db
      .insertInto('devices')
      .values({ building_id: vlt, kind: 'door', name: 'Byt 1.01', location: '1. patro', driver: 'builtin', state: null, area: 'unit', floor: null, unit_id: ids.unit['VLT-1.01'], created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      for (const [kind, allowed] of [
        ['owner', true],
        ['tenant', false],
        ['manager', true],
      ] as const) {
        const seen = ((await list(kind)).json().doors as Door[]).find((d) => d.id === id)!;
        expect(seen, kind).toMatchObject({ area: 'unit', unit_id: ids.unit['VLT-1.01'], can_open: allowed });
        expect((await toggle(kind, id)).statusCode, kind).toBe(allowed ? 200 : 403);
      }
    } finally {
      await t.app.db.deleteFrom('devices').where('id', '=', id).execute();
    }
  });

  it('records a device that fails after the allowed opening: success first, then failed, and no state change told', async () => {
    // a vendor's door whose lock does not answer
    registerDriver({
      ...builtinDriver,
      name: `jammed-${engine}`,
      door: (ref, ctx) => {
        const real = builtinDriver.door(ref, ctx);
        return {
          ref,
          state: () => real.state(),
          close: (at, via) => real.close(at, via),
          open: async () => {
            throw new Error('lock jammed');
          },
        };
      },
    });
    await t.app.db.updateTable('devices').set({ driver: `jammed-${engine}` }).where('id', '=', door[BIKES]).execute();
    const sent = published.length;
    const res = await toggle('manager', door[BIKES]);
    expect(res.statusCode).toBe(500);
    const rows = await t.app.db.selectFrom('audit_log').selectAll().where('target', '=', `door:${door[BIKES]}`).orderBy('id', 'desc').limit(2).execute();
    expect(rows.map((r) => r.outcome)).toEqual(['failed', 'success']);
    expect(JSON.parse(rows[0].detail!)).toEqual({ decision: 'staff', via: 'app', device_error: true });
    expect(published.slice(sent).filter((e) => e.event.type === 'door.state_changed')).toEqual([]);
    await t.app.db.updateTable('devices').set({ driver: 'builtin' }).where('id', '=', door[BIKES]).execute();
  });
});
