import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { AddressedEvent } from '../../server/lib/event-bus';
import type { FireZone } from '../../contract/fire-alarm';
import { DEMO_FIRE_ZONES } from '../../server/demo/fire';
import { firePanelOf } from '../../server/devices/registry';
import { reportZone } from '../../server/domain/fire/report';
import { databaseFire } from '../../server/simulator/fire-source';
import { describeEngines, createTestApp, demoIds, type TestApp } from './harness';
import { BUILDING_CALLER_KINDS, BUILDING_CALLERS, MEMBER_READ, callAs, type BuildingCallerKind } from './unit-callers';

/**
 * Fire alarm (issue 12 §1) on Rezidence Vltava: the zones in both forms × every kind of user, the
 * proxy form's descriptors, acknowledging an alarm (staff only, alarm only, once, with a note,
 * audited), and raise / clear through the panel publishing fire.zone_changed.
 */
const KINDS = BUILDING_CALLER_KINDS;
type Kind = BuildingCallerKind;
const EMAIL = BUILDING_CALLERS;
const READ = MEMBER_READ;
const ACK: Record<Kind, number> = { anonymous: 401, otherBuilding: 404, owner: 403, tenant: 403, buildingAdmin: 200, manager: 200, globalAdmin: 200 };

describeEngines('fire alarm', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let vlt: number;
  let sln: number;
  let zones: FireZone[];
  const published: AddressedEvent[] = [];

  const call = (kind: Kind, method: 'GET' | 'POST', url: string, payload?: unknown, lang?: string) => callAs(t, kind, method, url, payload, lang);
  const list = (kind: Kind, building = vlt) => call(kind, 'GET', `/v1/buildings/${building}/fire-alarm`);
  const proxy = (kind: Kind, payload: unknown, building = vlt, lang?: string) =>
    call(kind, 'POST', `/v1/buildings/${building}/utilities/fire-alarm`, payload, lang);
  const ack = (kind: Kind, zoneId: number, payload: unknown = { note: 'Zkontrolováno, plané' }, building = vlt, lang?: string) =>
    call(kind, 'POST', `/v1/buildings/${building}/fire-alarm/zones/${zoneId}/acknowledge`, payload, lang);
  const panel = async (building = vlt) => (await firePanelOf(t.app.db, building))!;
  const change = async (zoneId: number, what: 'raise' | 'clear', building = vlt) =>
    reportZone({ db: t.app.db, bus: t.app.bus }, await panel(building), zoneId, what, new Date().toISOString());
  const audits = (action: string) =>
    t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
    vlt = ids.building.VLT;
    sln = ids.building.SLN;
    // the fire events themselves: the notifications an alarm makes are notifications.test.ts's
    t.app.bus.subscribe((e) => {
      if (e.event.type !== 'notification.created') published.push(e);
    });
    zones = (await list('globalAdmin')).json();
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    // every case starts with all zones OK
    for (const b of [vlt, sln]) for (const z of await (await panel(b)).zones()) await change(z.id, 'clear', b);
  });

  it('the demo panel has its zones in panel order, all OK, one without text', () => {
    expect(zones.map((z) => [z.number, z.sub_number, z.text])).toEqual(DEMO_FIRE_ZONES.map((z) => [z.number, z.sub_number, z.text]));
    expect(zones.length).toBeGreaterThan(0);
    expect(zones.every((z) => z.status === 0 && z.alarm_since === null && z.acknowledged_at === null)).toBe(true);
  });

  for (const kind of KINDS) {
    it(`GET and the proxy form answer the same for ${kind}: ${READ[kind]}`, async () => {
      const plain = await list(kind);
      const proxied = await proxy(kind, { endpoint: 'zones', method: 'GET' });
      expect(plain.statusCode).toBe(READ[kind]);
      expect(proxied.statusCode).toBe(READ[kind]);
      if (READ[kind] === 200) {
        expect(Array.isArray(plain.json())).toBe(true);
        expect(proxied.json()).toEqual(plain.json());
      }
    });
  }

  it('each building answers its own zones; a building that does not exist is 404', async () => {
    const theirs = (await list('otherBuilding', sln)).json() as FireZone[];
    expect(theirs).toHaveLength(DEMO_FIRE_ZONES.length);
    expect(theirs.map((z) => z.id).some((id) => zones.some((z) => z.id === id))).toBe(false);
    expect((await list('globalAdmin', 999_999)).statusCode).toBe(404);
  });

  it('the proxy form refuses every other descriptor with a clear message, and method is case-insensitive', async () => {
    expect((await proxy('owner', { endpoint: 'zones', method: 'get' })).statusCode).toBe(200);
    expect((await proxy('owner', { endpoint: 'zones' })).statusCode).toBe(200);
    const unknown = await proxy('owner', { endpoint: 'api/latest-data', method: 'GET' }, vlt, 'en');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/only 'zones'/);
    const post = await proxy('owner', { endpoint: 'zones', method: 'POST' }, vlt, 'cs');
    expect(post.statusCode).toBe(400);
    expect(post.json().message).toContain('POST');
    for (const bad of [{}, { endpoint: 7 }, { endpoint: 'zones', method: 1 }, []]) {
      expect((await proxy('owner', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    // a refused descriptor says nothing about the building either
    expect((await proxy('otherBuilding', { endpoint: 'nope' })).statusCode).toBe(400);
  });

  it('raise and clear go through the panel, show in GET and are published to the members with the device audited', async () => {
    const zone = zones[1];
    const sent = published.length;
    expect(await change(zone.id, 'raise')).toBe(true);
    expect(await change(zone.id, 'raise')).toBe(false); // already in alarm: nothing to tell
    const after = ((await list('tenant')).json() as FireZone[]).find((z) => z.id === zone.id)!;
    expect(after.status).not.toBe(0);
    expect(after.alarm_since).not.toBeNull();
    expect(await change(zone.id, 'clear')).toBe(true);
    expect(await change(zone.id, 'clear')).toBe(false);
    const events = published.slice(sent);
    expect(events.map((e) => [e.event.type, e.event.building_id, ...Object.values(e.event.data as object).slice(0, 2)])).toEqual([
      ['fire.zone_changed', vlt, zone.id, 1],
      ['fire.zone_changed', vlt, zone.id, 0],
    ]);
    expect(events.every((e) => e.audience.members === true)).toBe(true);
    expect(events[0].event.data).toEqual({ id: zone.id, status: 1, alarm_since: after.alarm_since, acknowledged_at: null });
    const rows = (await audits('fire.zone')).filter((r) => r.target === `fire_zone:${zone.id}`).slice(-2);
    expect(rows.map((r) => [r.user_id, r.device_id !== null, r.outcome, JSON.parse(r.detail!).change])).toEqual([
      [null, true, 'success', 'raise'],
      [null, true, 'success', 'clear'],
    ]);
    // another building's panel does not move this zone
    expect(await change(zone.id, 'raise', sln)).toBe(false);
  });

  it("the simulator's database source: every built-in zone, the alarms with their time, raise and clear through the panel", async () => {
    const source = databaseFire({ db: t.app.db, bus: t.app.bus });
    const mine = (await source.zones()).filter((z) => z.buildingId === vlt).map((z) => z.zoneId);
    expect(mine.sort((a, b) => a - b)).toEqual(zones.map((z) => z.id).sort((a, b) => a - b));
    const at = new Date().toISOString();
    expect(await source.raise(vlt, zones[4].id, at)).toBe(true);
    expect(await source.raise(sln, zones[4].id, at)).toBe(false); // not that building's zone
    expect((await source.alarms()).filter((a) => a.buildingId === vlt)).toEqual([{ buildingId: vlt, zoneId: zones[4].id, since: at }]);
    expect(await source.clear(vlt, zones[4].id, at)).toBe(true);
    expect((await source.alarms()).filter((a) => a.buildingId === vlt)).toEqual([]);
  });

  for (const kind of KINDS) {
    it(`acknowledging an alarm as ${kind}: ${ACK[kind]}`, async () => {
      const zone = zones[0];
      await change(zone.id, 'raise');
      const before = (await audits('fire.acknowledge')).length;
      const sent = published.length;
      const res = await ack(kind, zone.id);
      expect(res.statusCode, res.body).toBe(ACK[kind]);
      const rows = (await audits('fire.acknowledge')).slice(before);
      if (ACK[kind] === 200) {
        const z = res.json().zone as FireZone;
        expect(z.acknowledged_at).not.toBeNull();
        expect(z.ack_note).toBe('Zkontrolováno, plané');
        expect(z.acknowledged_by_name).toBeTruthy();
        expect(rows.map((r) => [r.user_id, r.outcome, r.target])).toEqual([[ids.user[EMAIL[kind]!], 'success', `fire_zone:${zone.id}`]]);
        expect(published.slice(sent).map((e) => [e.event.type, (e.event.data as { acknowledged_at: string | null }).acknowledged_at])).toEqual([['fire.zone_changed', z.acknowledged_at]]);
        // everyone reads the acknowledgement
        const seen = ((await list('tenant')).json() as FireZone[]).find((x) => x.id === zone.id)!;
        expect(seen.acknowledged_by_name).toBe(z.acknowledged_by_name);
      } else if (ACK[kind] === 403) {
        expect(rows.map((r) => [r.user_id, r.outcome])).toEqual([[ids.user[EMAIL[kind]!], 'denied']]);
        expect(published.length).toBe(sent);
      } else {
        // an outsider leaves nothing in this building's log
        expect(rows).toEqual([]);
      }
    });
  }

  it('only a zone in alarm, only once; a new alarm needs a new acknowledgement', async () => {
    const zone = zones[2];
    const ok = await ack('manager', zone.id, { note: 'x' }, vlt, 'en');
    expect(ok.statusCode).toBe(409);
    expect(ok.json().message).toMatch(/not in alarm/);
    await change(zone.id, 'raise');
    expect((await ack('manager', zone.id)).statusCode).toBe(200);
    const twice = await ack('buildingAdmin', zone.id, { note: 'já taky' }, vlt, 'cs');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Tento poplach už byl potvrzen');
    await change(zone.id, 'clear');
    const cleared = ((await list('owner')).json() as FireZone[]).find((z) => z.id === zone.id)!;
    expect([cleared.acknowledged_at, cleared.ack_note]).toEqual([null, null]);
    await change(zone.id, 'raise');
    expect((await ack('buildingAdmin', zone.id)).statusCode).toBe(200);
  });

  it('a blank or too long note is 400; an unknown zone and another building’s zone are 404', async () => {
    const zone = zones[3];
    await change(zone.id, 'raise');
    for (const payload of [{ note: '' }, { note: '   \n ' }, {}, { note: 'x'.repeat(501) }, { note: 5 }, []]) {
      const res = await ack('manager', zone.id, payload, vlt, 'en');
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await ack('manager', zone.id, { note: '' }, vlt, 'en')).json().message).toBe('Write a note about the alarm');
    expect((await ack('manager', zone.id, { note: 'x'.repeat(501) }, vlt, 'en')).json().message).toBe('The note may be at most 500 characters long');
    const sln0 = ((await list('globalAdmin', sln)).json() as FireZone[])[0];
    await change(sln0.id, 'raise', sln);
    const foreign = await ack('manager', sln0.id, undefined, vlt, 'en');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Fire zone not found');
    expect((await ack('manager', 2_000_000_000)).statusCode).toBe(404);
    expect((await ack('manager', 0)).statusCode).toBe(404);
    // nothing was half-stored
    const stillOpen = ((await list('manager')).json() as FireZone[]).find((z) => z.id === zone.id)!;
    expect(stillOpen.acknowledged_at).toBeNull();
    expect((await ack('manager', zone.id, { note: ' Hotovo ' })).json().zone.ack_note).toBe('Hotovo');
  });
});
