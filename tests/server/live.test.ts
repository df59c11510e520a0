import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import { collectEvents, connectLive, waitForEvent } from './live-client';
import { deactivateUser } from '../../server/domain/auth/sessions';
import { createResetToken } from '../../server/domain/auth/password-reset';
import { UNSEQUENCED } from '../../contract/live';

describeEngines('live updates over socket.io', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let url: string;
  const open: Socket[] = [];

  const connectAs = async (email: string, headers?: Record<string, string>) => {
    const socket = await connectLive(url, await t.tokenFor(email), headers);
    open.push(socket);
    return socket;
  };
  const announce = async (building: 'VLT' | 'SLN', message: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/buildings/${ids.building[building]}/announcements`,
      headers: await t.as(USERS.globalAdmin),
      payload: { message },
    });
    expect(res.statusCode).toBe(201);
    return res.json().announcement as { id: number };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    while (open.length) open.pop()!.close();
  });
  afterAll(async () => t?.close());

  it('delivers an announcement created through the API to a resident of the building, with the envelope', async () => {
    const tenant = await connectAs(USERS.tenant);
    const events = collectEvents(tenant);
    const created = await announce('VLT', 'Živě do bytu 2.03');
    const event = await waitForEvent(events, (e) => e.type === 'announcement.created');
    expect(event).toEqual({
      type: 'announcement.created',
      building_id: ids.building.VLT,
      seq: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      data: expect.objectContaining({ id: created.id, message: 'Živě do bytu 2.03', created_by: 'Alena Adminová' }),
    });
  });

  it('numbers events per building in order and carries updates and deletions', async () => {
    const owner = await connectAs(USERS.owner);
    const events = collectEvents(owner);
    const a = await announce('VLT', 'Pořadí');
    const headers = await t.as(USERS.buildingAdmin);
    const path = `/v1/buildings/${ids.building.VLT}/announcements/${a.id}`;
    await t.app.inject({ method: 'PATCH', url: path, headers, payload: { importance: 'high' } });
    await t.app.inject({ method: 'DELETE', url: path, headers });
    await waitForEvent(events, (e) => e.type === 'announcement.deleted');
    expect(events.map((e) => e.type)).toEqual(['announcement.created', 'announcement.updated', 'announcement.deleted']);
    expect(events.map((e) => e.seq - events[0].seq)).toEqual([0, 1, 2]);
    expect(events[2].data).toEqual({ id: a.id });
  });

  it('leaves an event to a narrower audience out of the building sequence, so nobody sees a gap that is none', async () => {
    const staff = await connectAs(USERS.buildingAdmin);
    const tenant = await connectAs(USERS.tenant);
    const staffEvents = collectEvents(staff);
    const tenantEvents = collectEvents(tenant);
    await announce('VLT', 'Před');
    // what only the staff get (a desk change of a unit the tenant does not live in)
    t.app.bus.publish('reception.changed', ids.building.VLT, { kind: 'mail', id: 1, unit_id: null }, { staff: true });
    await announce('VLT', 'Po');
    for (const events of [staffEvents, tenantEvents]) await waitForEvent(events, (e) => (e.data as { message?: string }).message === 'Po');
    expect(staffEvents.map((e) => e.type)).toEqual(['announcement.created', 'reception.changed', 'announcement.created']);
    expect(staffEvents[1].seq).toBe(UNSEQUENCED);
    // the members' events follow each other for both, with nothing between them
    for (const events of [staffEvents, tenantEvents]) {
      const members = events.filter((e) => e.type === 'announcement.created');
      expect(members[1].seq - members[0].seq).toBe(1);
    }
    expect(tenantEvents.map((e) => e.type)).toEqual(['announcement.created', 'announcement.created']);
  });

  it('does not deliver to a user of another building, who gets their own building only', async () => {
    const other = await connectAs(USERS.otherBuilding);
    const tenant = await connectAs(USERS.tenant);
    const otherEvents = collectEvents(other);
    const tenantEvents = collectEvents(tenant);
    await announce('VLT', 'Jen pro Vltavu');
    await announce('SLN', 'Jen pro Slunečnou');
    // markers published after both: one socket's events arrive in order, so once its marker is in,
    // whatever the earlier announcements sent it is in too (no fixed sleep before the negative check)
    const vltMarker = await announce('VLT', 'Značka pro Vltavu');
    const slnMarker = await announce('SLN', 'Značka pro Slunečnou');
    await waitForEvent(otherEvents, (e) => (e.data as { id?: number }).id === slnMarker.id);
    await waitForEvent(tenantEvents, (e) => (e.data as { id?: number }).id === vltMarker.id);
    expect(otherEvents.every((e) => e.building_id === ids.building.SLN)).toBe(true);
    expect(tenantEvents.every((e) => e.building_id === ids.building.VLT)).toBe(true);
  });

  it('gives a global admin every building', async () => {
    const admin = await connectAs(USERS.globalAdmin);
    const events = collectEvents(admin);
    await announce('VLT', 'A');
    await announce('SLN', 'B');
    await waitForEvent(events, (e) => e.building_id === ids.building.SLN);
    await waitForEvent(events, (e) => e.building_id === ids.building.VLT);
  });

  it('refuses a missing or made-up token with a translated connect_error', async () => {
    await expect(connectLive(url, null)).rejects.toMatchObject({ message: 'Nejste přihlášeni', data: { status: 401 } });
    await expect(connectLive(url, 'made-up-token', { 'accept-language': 'en' })).rejects.toMatchObject({
      message: 'You are not signed in',
    });
  });

  it('disconnects the sockets of a session that logged out at once, and only those', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login/email',
      payload: { email: USERS.owner, password: 'Domovnik2026' },
    });
    const token = login.json().access_token as string;
    const leaving = await connectLive(url, token);
    open.push(leaving);
    const staying = await connectAs(USERS.owner);
    const ended = new Promise<{ message: string }>((resolve) => leaving.once('session_ended', resolve));
    const gone = new Promise<string>((resolve) => leaving.once('disconnect', resolve));

    // no sweep: the logout itself ends the session's sockets
    await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: { authorization: `Bearer ${token}` }, payload: {} });

    expect(await ended).toEqual({ message: 'Přihlášení skončilo, živé aktualizace byly odpojeny' });
    expect(await gone).toBe('io server disconnect');
    expect(staying.connected).toBe(true);
    // and the dead token cannot come back
    await expect(connectLive(url, token)).rejects.toMatchObject({ message: 'Nejste přihlášeni' });
  });

  it('follows access changes at the sweep: a resident who lost the unit stops receiving the building', async () => {
    const tenant = await connectAs(USERS.tenant);
    const events = collectEvents(tenant);
    const tenantId = ids.user['najemnik@example.com'];
    const past = new Date(Date.now() - 60_000).toISOString();
    await t.app.db.updateTable('unit_access').set({ valid_until: past }).where('user_id', '=', tenantId).execute();
    let hidden: { id: number };
    try {
      await t.app.live.sweep();
      hidden = await announce('VLT', 'Už ne pro bývalého nájemníka');
    } finally {
      await t.app.db.updateTable('unit_access').set({ valid_until: null }).where('user_id', '=', tenantId).execute();
    }
    await t.app.live.sweep();
    const shown = await announce('VLT', 'Zase pro nájemníka');
    // the later event arriving proves the socket was listening and everything sent before it is in
    await waitForEvent(events, (e) => (e.data as { id?: number }).id === shown.id);
    expect(events.filter((e) => (e.data as { id?: number }).id === hidden.id)).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(['announcement.created']);
  });

  it('deactivation closes every socket of the user at once, and reactivation does not revive the old token', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/v1/auth/login/email', payload: { email: USERS.manager, password: 'Domovnik2026' } });
    const token = login.json().access_token as string;
    const socket = await connectLive(url, token);
    open.push(socket);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const managerId = ids.user[USERS.manager];
    await deactivateUser(t.app, managerId);
    expect(await gone).toBe('io server disconnect');
    await t.app.db.updateTable('users').set({ is_active: 1 }).where('id', '=', managerId).execute();
    const me = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(401);
    await expect(connectLive(url, token)).rejects.toMatchObject({ message: 'Nejste přihlášeni' });
  });

  it('a password reset closes every socket of the user at once', async () => {
    const socket = await connectAs(USERS.tenant);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const mail = await createResetToken(t.app.db, USERS.tenant, 'http://localhost');
    const token = new URL(mail!.text.match(/https?:\S+/)![0]).searchParams.get('token')!;
    const res = await t.app.inject({ method: 'POST', url: '/v1/users/password/reset/confirm', payload: { token, new_password: 'NoveHeslo2026' } });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});
