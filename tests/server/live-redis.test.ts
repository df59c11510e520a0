import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import { createTestApp, demoIds, USERS, type TestApp } from './harness';
import { collectEvents, connectLive, waitForEvent } from './live-client';

/**
 * Two API instances on one PostgreSQL database and one Redis (DESIGN.md "Scale"): a socket on
 * one instance must see what the other instance publishes, numbered by one per-building seq.
 */
const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
const title = enabled
  ? 'live updates across two instances (PostgreSQL + Redis)'
  : 'live updates across two instances — SKIPPED: set both TEST_DATABASE_URL and REDIS_URL to run';

describe.skipIf(!enabled)(title, () => {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  const open: Socket[] = [];

  const listen = async (t: TestApp) => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  };
  const connect = async (url: string, token: string) => {
    const socket = await connectLive(url, token);
    open.push(socket);
    return socket;
  };
  const announceThrough = async (t: TestApp, message: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/buildings/${ids.building.VLT}/announcements`,
      headers: await t.as(USERS.buildingAdmin),
      payload: { message },
    });
    expect(res.statusCode).toBe(201);
    return res.json().announcement as { id: number };
  };

  beforeAll(async () => {
    const redisUrl = process.env.REDIS_URL!;
    a = await createTestApp('postgres', { redisUrl });
    b = await createTestApp('postgres', { redisUrl, databaseUrl: a.config.databaseUrl });
    ids = await demoIds(a.app);
    urlA = await listen(a);
    urlB = await listen(b);
  });
  afterEach(() => {
    while (open.length) open.pop()!.close();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close(); // A created the database and drops it
  });

  it('shares one database: a token from A works on B', async () => {
    const me = await b.app.inject({ method: 'GET', url: '/v1/users/me', headers: await a.as(USERS.tenant) });
    expect(me.statusCode).toBe(200);
  });

  it('a client connected to B sees an announcement created through A', async () => {
    const socket = await connect(urlB, await a.tokenFor(USERS.tenant));
    const events = collectEvents(socket);
    const created = await announceThrough(a, 'Z instance A');
    const event = await waitForEvent(events, (e) => e.type === 'announcement.created');
    expect(event).toMatchObject({ building_id: ids.building.VLT, data: { id: created.id, message: 'Z instance A' } });
  });

  it('numbers events of one building with one seq across instances', async () => {
    const onA = await connect(urlA, await a.tokenFor(USERS.owner));
    const onB = await connect(urlB, await b.tokenFor(USERS.owner));
    const eventsA = collectEvents(onA);
    const eventsB = collectEvents(onB);
    await announceThrough(a, 'první');
    await waitForEvent(eventsB, (e) => e.data !== null && (e.data as { message?: string }).message === 'první');
    await announceThrough(b, 'druhá');
    await announceThrough(a, 'třetí');
    for (const events of [eventsA, eventsB]) {
      await waitForEvent(events, (e) => (e.data as { message?: string }).message === 'třetí');
      expect(events.map((e) => (e.data as { message: string }).message)).toEqual(['první', 'druhá', 'třetí']);
      expect(events.map((e) => e.seq - events[0].seq)).toEqual([0, 1, 2]);
    }
  });

  it('a logout handled by A disconnects the socket on B at its next sweep', async () => {
    const login = await a.app.inject({
      method: 'POST',
      url: '/v1/auth/login/email',
      payload: { email: USERS.tenant, password: 'Domovnik2026' },
    });
    const token = login.json().access_token as string;
    const socket = await connect(urlB, token);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await a.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: { authorization: `Bearer ${token}` }, payload: {} });
    await b.app.live.sweep();
    expect(await gone).toBe('io server disconnect');
  });
});
