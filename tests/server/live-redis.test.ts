import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import { createTestApp, demoIds, USERS, type TestApp } from './harness';
import { collectEvents, connectLive, waitForEvent } from './live-client';
import { createResetToken } from '../../server/domain/auth/password-reset';
import { UNSEQUENCED } from '../../contract/live';

/**
 * Two API instances on one PostgreSQL database and one Redis (docs/architecture.md "Scale"): a socket on
 * one instance must see what the other instance publishes, numbered by one per-building seq.
 */
const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
const title = enabled
  ? 'live updates across two instances (PostgreSQL + Redis)'
  : 'live updates across two instances — SKIPPED: set both TEST_DATABASE_URL and REDIS_URL to run';

describe.skipIf(!enabled)(title, { tags: ['postgres', 'redis'] }, () => {
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
    // a prefix of this run's own: other test runs may share the Redis server
    const redisPrefix = `domovnik-test-${crypto.randomBytes(4).toString('hex')}`;
    a = await createTestApp('postgres', { redisUrl, redisPrefix });
    b = await createTestApp('postgres', { redisUrl, redisPrefix, databaseUrl: a.config.databaseUrl });
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

  it('keeps an event to a narrower audience out of the shared seq on both instances', async () => {
    const onB = await connect(urlB, await b.tokenFor(USERS.buildingAdmin));
    const events = collectEvents(onB);
    await announceThrough(a, 'před');
    a.app.bus.publish('reception.changed', ids.building.VLT, { kind: 'mail', id: 1, unit_id: null }, { staff: true });
    await announceThrough(b, 'po');
    await waitForEvent(events, (e) => (e.data as { message?: string }).message === 'po');
    expect(events.map((e) => e.type)).toEqual(['announcement.created', 'reception.changed', 'announcement.created']);
    expect(events.map((e) => e.seq - events[0].seq)).toEqual([0, UNSEQUENCED - events[0].seq, 1]);
  });

  const signIn = async (t: TestApp, email: string) => {
    const login = await t.app.inject({ method: 'POST', url: '/v1/auth/login/email', payload: { email, password: 'Domovnik2026' } });
    expect(login.statusCode).toBe(200);
    return login.json().access_token as string;
  };
  const closed = (socket: Socket) =>
    new Promise<{ reason: string; message: string | null }>((resolve) => {
      let message: string | null = null;
      socket.once('session_ended', (e: { message: string }) => (message = e.message));
      socket.once('disconnect', (reason) => resolve({ reason, message }));
    });

  it("a logout handled by A closes that session's socket on B at once, without a sweep, and only that one", async () => {
    const token = await signIn(a, USERS.tenant);
    const other = await signIn(a, USERS.tenant);
    const socket = await connect(urlB, token);
    const sameUserOtherSession = await connect(urlB, other);
    const gone = closed(socket);
    const res = await a.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(res.statusCode).toBe(200);
    // no sweep is run: the logout itself reaches B through Redis
    const ended = await gone;
    expect(ended.reason).toBe('io server disconnect');
    expect(ended.message).toMatch(/\S/);
    // the user's other session keeps its socket: it still receives events
    const events = collectEvents(sameUserOtherSession);
    await announceThrough(a, 'po odhlášení jiné relace');
    await waitForEvent(events, (e) => (e.data as { message?: string }).message === 'po odhlášení jiné relace');
    expect(sameUserOtherSession.connected).toBe(true);
  });

  it('a password reset confirmed on A closes every socket of that user on B at once', async () => {
    const token = await signIn(b, USERS.owner);
    const socket = await connect(urlB, token);
    const gone = closed(socket);
    const mail = await createResetToken(a.app.db, USERS.owner, 'http://x');
    const resetToken = new URL(mail!.text.match(/https?:\S+/)![0]).searchParams.get('token')!;
    const res = await a.app.inject({
      method: 'POST',
      url: '/v1/users/password/reset/confirm',
      payload: { token: resetToken, new_password: 'NoveHeslo2026' },
    });
    expect(res.statusCode).toBe(200);
    expect((await gone).reason).toBe('io server disconnect');
  });
});
