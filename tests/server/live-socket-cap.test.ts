import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import { describeEngines, createTestApp, USERS, type TestApp } from './harness';
import { connectLive } from './live-client';

/** The cap on one user's live sockets (issue 28 §4): a small one, so the test opens only a few. */
const MAX = 3;

describeEngines('the socket cap', (engine) => {
  let t: TestApp;
  let url: string;
  const open: Socket[] = [];

  const connectAs = async (email: string, headers?: Record<string, string>) => {
    const socket = await connectLive(url, await t.tokenFor(email), headers);
    open.push(socket);
    return socket;
  };
  const fill = async (email: string) => {
    const sockets: Socket[] = [];
    for (let i = 0; i < MAX; i++) sockets.push(await connectAs(email));
    return sockets;
  };
  /** Closes a socket and waits until the server has let it go (its own disconnect, not a sleep). */
  const closeAndWait = async (socket: Socket) => {
    const onServer = t.app.live.io.of('/').sockets.get(socket.id!);
    expect(onServer).toBeDefined();
    const gone = new Promise((resolve) => onServer!.once('disconnect', resolve));
    socket.close();
    await gone;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { maxSocketsPerUser: MAX });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).filter((s) => s.connected).map(closeAndWait));
  });
  afterAll(async () => t?.close());

  it('refuses the socket after the cap with a 429 in the socket’s language, and a closed socket frees its slot', async () => {
    const sockets = await fill(USERS.tenant);
    await expect(connectLive(url, await t.tokenFor(USERS.tenant))).rejects.toMatchObject({
      message: 'Máte otevřeno příliš mnoho oken s živými přehledy (nejvýše 3). Zavřete některá a zkuste to znovu.',
      data: { status: 429 },
    });
    await expect(connectLive(url, await t.tokenFor(USERS.tenant), { 'accept-language': 'en' })).rejects.toMatchObject({
      message: 'You have too many windows with live views open (at most 3). Close some and try again.',
      data: { status: 429 },
    });
    // the refused ones took no slot; closing an open one gives one back
    await closeAndWait(sockets[0]);
    const again = await connectAs(USERS.tenant);
    expect(again.connected).toBe(true);
    await expect(connectLive(url, await t.tokenFor(USERS.tenant))).rejects.toMatchObject({ data: { status: 429 } });
  });

  it('leaves another user unaffected', async () => {
    await fill(USERS.tenant);
    await expect(connectLive(url, await t.tokenFor(USERS.tenant))).rejects.toMatchObject({ data: { status: 429 } });
    const others = await fill(USERS.owner);
    expect(others.every((s) => s.connected)).toBe(true);
  });

  it('lets no more than the cap through when many handshakes arrive at once', async () => {
    // a global admin's handshake waits for the list of buildings after the count: the widest gap
    const token = await t.tokenFor(USERS.globalAdmin);
    const n = MAX + 4;
    // Handshakes over one machine's loopback are handled one after another, so a real burst would
    // never overlap. Here every handshake's sign-in check finishes together, once all have begun:
    // all of them reach the count at the same moment, the worst case for a count-then-join cap.
    const resolveAuth = t.app.resolveAuth;
    let release!: () => void;
    const together = new Promise<void>((resolve) => (release = resolve));
    let begun = 0;
    t.app.resolveAuth = async (...args: Parameters<typeof resolveAuth>) => {
      const auth = await resolveAuth(...args);
      if (++begun === n) release();
      await together;
      return auth;
    };
    let tries: PromiseSettledResult<Socket>[];
    try {
      tries = await Promise.allSettled(Array.from({ length: n }, () => connectLive(url, token)));
    } finally {
      t.app.resolveAuth = resolveAuth;
    }
    for (const r of tries) if (r.status === 'fulfilled') open.push(r.value);
    expect(tries.filter((r) => r.status === 'fulfilled')).toHaveLength(MAX);
    for (const r of tries) if (r.status === 'rejected') expect(r.reason).toMatchObject({ data: { status: 429 } });
  });
});
