import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { AddressedEvent } from '../../server/lib/event-bus';
import type { ActiveFireAlarm, FireZone } from '../../contract/fire-alarm';
import { firePanelOf } from '../../server/devices/registry';
import { issueKey } from './qr-helpers';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';

/**
 * Issue 12 §1 beyond the building's list: the alarms of every building the caller can see (GET
 * /fire-alarm/active, what the app's badge and toast load), and the route a fire panel reports a
 * zone through (POST /devices/fire/zones/{zoneId}, authenticated by the building's device key).
 */
describeEngines('fire alarms everywhere and the panel’s report route', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  const zonesOf: Record<'VLT' | 'SLN' | 'LIP', FireZone[]> = { VLT: [], SLN: [], LIP: [] };
  const key: Record<'VLT' | 'SLN', string> = { VLT: '', SLN: '' };
  const published: AddressedEvent[] = [];

  const active = async (email: string | null) => t.app.inject({ method: 'GET', url: '/v1/fire-alarm/active', headers: await t.as(email) });
  const alarmsOf = async (email: string) => {
    const res = await active(email);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { alarms: ActiveFireAlarm[] }).alarms;
  };
  const report = (zoneId: number, payload: unknown, headers: Record<string, string> = { 'x-device-key': key.VLT }) =>
    t.app.inject({ method: 'POST', url: `/v1/devices/fire/zones/${zoneId}`, headers: { 'accept-language': 'en', ...headers }, payload: payload as object });
  const audits = () => t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'fire.zone').orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
    for (const code of ['VLT', 'SLN', 'LIP'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/buildings/${ids.building[code]}/fire-alarm`, headers: await t.as(USERS.globalAdmin) });
      zonesOf[code] = res.json();
    }
    key.VLT = await issueKey(t, ids.building.VLT);
    key.SLN = await issueKey(t, ids.building.SLN);
    // the fire events themselves: the notifications an alarm makes are notifications.test.ts's
    t.app.bus.subscribe((e) => {
      if (e.event.type !== 'notification.created') published.push(e);
    });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    // every case starts with all zones OK
    for (const code of ['VLT', 'SLN', 'LIP'] as const) {
      const panel = (await firePanelOf(t.app.db, ids.building[code]))!;
      for (const z of zonesOf[code]) await panel.clear(z.id, new Date().toISOString());
    }
  });

  const raise = async (code: 'VLT' | 'SLN' | 'LIP', index: number) => {
    const panel = (await firePanelOf(t.app.db, ids.building[code]))!;
    await panel.raise(zonesOf[code][index].id, new Date().toISOString());
    return zonesOf[code][index];
  };

  it('anonymous is 401; with nothing in alarm the list is empty', async () => {
    expect((await active(null)).statusCode).toBe(401);
    expect(await alarmsOf(USERS.globalAdmin)).toEqual([]);
    expect(await alarmsOf(USERS.tenant)).toEqual([]);
  });

  it('each caller sees the alarms of the buildings they can see, with the building and the zone; a global admin every building', async () => {
    const vlt = await raise('VLT', 4);
    const vltFirst = await raise('VLT', 0);
    const sln = await raise('SLN', 1);
    const lip = await raise('LIP', 5);
    const zoneIds = (alarms: ActiveFireAlarm[]) => alarms.map((a) => a.id);

    // Rezidence Vltava's members only (in panel order), never another building's
    for (const member of [USERS.owner, USERS.tenant, USERS.buildingAdmin]) {
      expect(zoneIds(await alarmsOf(member)), member).toEqual([vltFirst.id, vlt.id]);
    }
    // the manager of Vltava and Slunečná: both, buildings by name (Dům Slunečná first), never Lipová
    expect(zoneIds(await alarmsOf(USERS.manager))).toEqual([sln.id, vltFirst.id, vlt.id]);
    // a resident of Slunečná and Lipová: both of theirs, not Vltava's (buildings by name: Bytový dům Lipová first)
    expect(zoneIds(await alarmsOf(USERS.otherBuilding))).toEqual([lip.id, sln.id]);
    const all = await alarmsOf(USERS.globalAdmin);
    expect(zoneIds(all).sort((a, b) => a - b)).toEqual([vltFirst.id, vlt.id, sln.id, lip.id].sort((a, b) => a - b));

    const one = all.find((a) => a.id === lip.id)!;
    expect(one).toEqual({
      building_id: ids.building.LIP,
      building_name: 'Bytový dům Lipová',
      id: lip.id,
      text: null,
      type: lip.type,
      number: 5,
      sub_number: null,
      status: 1,
      alarm_since: expect.any(String),
      acknowledged_at: null,
    });
  });

  it('an acknowledged alarm stays in the list with its acknowledgement; a cleared one disappears', async () => {
    const zone = await raise('VLT', 2);
    const ack = await t.app.inject({
      method: 'POST',
      url: `/v1/buildings/${ids.building.VLT}/fire-alarm/zones/${zone.id}/acknowledge`,
      headers: await t.as(USERS.manager),
      payload: { note: 'Planý poplach' },
    });
    expect(ack.statusCode).toBe(200);
    const [seen] = await alarmsOf(USERS.tenant);
    expect([seen.id, seen.sub_number, seen.acknowledged_at]).toEqual([zone.id, 1, ack.json().zone.acknowledged_at]);

    await (await firePanelOf(t.app.db, ids.building.VLT))!.clear(zone.id, new Date().toISOString());
    expect(await alarmsOf(USERS.tenant)).toEqual([]);
    expect(await alarmsOf(USERS.globalAdmin)).toEqual([]);
  });

  it('a panel needs its building’s live device key: none, an unknown or a revoked one is 401, and nothing changes', async () => {
    const zone = zonesOf.VLT[0];
    const none = await report(zone.id, { status: 1 }, {});
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBeTruthy();
    expect((await report(zone.id, { status: 1 }, { 'x-device-key': 'nope' })).statusCode).toBe(401);

    const revoked = await issueKey(t, ids.building.VLT);
    const keys = await t.app.inject({ method: 'GET', url: `/v1/buildings/${ids.building.VLT}/device-keys`, headers: await t.as(USERS.globalAdmin) });
    const newest = (keys.json().device_keys as { id: number }[]).at(-1)!;
    const del = await t.app.inject({ method: 'DELETE', url: `/v1/buildings/${ids.building.VLT}/device-keys/${newest.id}`, headers: await t.as(USERS.globalAdmin) });
    expect(del.statusCode).toBe(200);
    expect((await report(zone.id, { status: 1 }, { 'x-device-key': revoked })).statusCode).toBe(401);
    // a session is no device key
    expect((await report(zone.id, { status: 1 }, await t.as(USERS.globalAdmin))).statusCode).toBe(401);
    expect(await alarmsOf(USERS.globalAdmin)).toEqual([]);
  });

  it('another building’s zone and an unknown zone are 404; a malformed status is 400 with a clear message', async () => {
    const foreign = await report(zonesOf.SLN[0].id, { status: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Fire zone not found');
    expect((await report(2_000_000_000, { status: 1 })).statusCode).toBe(404);
    for (const bad of [{}, { status: -1 }, { status: 1.5 }, { status: '1' }, { status: 2 ** 31 }, []]) {
      const res = await report(zonesOf.VLT[0].id, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await report(zonesOf.VLT[0].id, { status: -1 })).json().message).toBe('The zone status must be a whole number from 0: 0 is OK, any other code is an alarm');
    // the other building's own key moves its own zone
    expect((await report(zonesOf.SLN[0].id, { status: 1 }, { 'x-device-key': key.SLN })).statusCode).toBe(200);
    expect((await alarmsOf(USERS.otherBuilding)).map((a) => a.id)).toEqual([zonesOf.SLN[0].id]);
    expect(await alarmsOf(USERS.tenant)).toEqual([]);
  });

  it('raises with the panel’s code and clears through the panel, audited as the device and published after the change; a repeat changes nothing', async () => {
    const zone = zonesOf.VLT[3];
    const sent = published.length;
    const before = (await audits()).length;

    const raised = await report(zone.id, { status: 7 });
    expect(raised.statusCode, raised.body).toBe(200);
    const body = raised.json() as { zone: FireZone; changed: boolean };
    expect(body.changed).toBe(true);
    expect(body.zone).toMatchObject({ id: zone.id, status: 7, acknowledged_at: null, text: zone.text, number: zone.number });
    expect(body.zone.alarm_since).not.toBeNull();
    expect((await alarmsOf(USERS.tenant)).map((a) => [a.id, a.status])).toEqual([[zone.id, 7]]);

    const again = await report(zone.id, { status: 7 });
    expect(again.json()).toEqual({ zone: body.zone, changed: false });

    const cleared = await report(zone.id, { status: 0 });
    expect(cleared.json()).toMatchObject({ changed: true, zone: { id: zone.id, status: 0, alarm_since: null } });
    expect(await alarmsOf(USERS.tenant)).toEqual([]);
    expect((await report(zone.id, { status: 0 })).json().changed).toBe(false);

    const events = published.slice(sent);
    expect(events.map((e) => [e.event.type, e.event.building_id, e.event.data, e.audience.members])).toEqual([
      ['fire.zone_changed', ids.building.VLT, { id: zone.id, status: 7, alarm_since: body.zone.alarm_since, acknowledged_at: null }, true],
      ['fire.zone_changed', ids.building.VLT, { id: zone.id, status: 0, alarm_since: null, acknowledged_at: null }, true],
    ]);
    const panel = (await firePanelOf(t.app.db, ids.building.VLT))!;
    const rows = (await audits()).slice(before);
    expect(rows.map((r) => [r.user_id, r.device_id, r.building_id, r.target, r.outcome, JSON.parse(r.detail!)])).toEqual([
      [null, panel.ref.id, ids.building.VLT, `fire_zone:${zone.id}`, 'success', { change: 'raise', status: 7 }],
      [null, panel.ref.id, ids.building.VLT, `fire_zone:${zone.id}`, 'success', { change: 'clear', status: 0 }],
    ]);
  });
});
