import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { Audience, LiveEvent } from '../../contract/live';
import { roomsOf } from '../../server/access/rooms';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import { collectEvents, connectLive, waitForEvent } from './live-client';

// counted, not changed: the sweep must work a user's rooms out once, however many sockets they hold
vi.mock('../../server/access/rooms', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../server/access/rooms')>();
  return { ...actual, roomsOf: vi.fn(actual.roomsOf) };
});

/**
 * What one event costs per socket (issue 28 §4): the payload is serialised and framed once per
 * event, not once per socket, so a room of 5,000 sockets costs 5,000 writes of the same bytes and
 * nothing more. Counted here, not timed: bench/fanout.ts measures the time.
 */
describeEngines('live fan-out', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let url: string;
  const open: Socket[] = [];

  const connectMany = async (email: string, n: number) => {
    const token = await t.tokenFor(email);
    const sockets: Socket[] = [];
    for (let i = 0; i < n; i++) sockets.push(await connectLive(url, token));
    open.push(...sockets);
    return sockets;
  };

  /** ws's frame builder (not in its type declarations): socket.io's adapter builds a broadcast's frame with it once */
  const Sender = (WebSocket as unknown as { Sender: { frame(data: Buffer, options: { mask?: boolean }): Buffer[] } }).Sender;

  /** Counts the server's encodes of `event` packets and the WebSocket frames it builds (unmasked: the clients' own are masked). */
  const countEncoding = () => {
    const encode = vi.spyOn(t.app.live.io.encoder, 'encode');
    const frame = vi.spyOn(Sender, 'frame');
    return {
      encodes: () => encode.mock.calls.filter(([packet]) => (packet as { data?: unknown[] }).data?.[0] === 'event').length,
      frames: () => frame.mock.calls.filter(([, options]) => !options.mask).length,
      restore: () => {
        encode.mockRestore();
        frame.mockRestore();
      },
    };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    while (open.length) open.pop()!.close();
    // until the server has let them go too: the sweep test counts the users of the sockets it holds
    const until = Date.now() + 5000;
    while (t.app.live.io.of('/').sockets.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
  });
  afterAll(async () => t?.close());

  it('keeps per-message compression off: a deflated frame would be compressed once per socket', () => {
    expect(t.app.live.io.engine.opts.perMessageDeflate).toBeFalsy();
  });

  it('serialises and frames one event once for every socket of its audience, and for none outside it', async () => {
    const vlt = ids.building.VLT;
    const members = [
      ...(await connectMany(USERS.tenant, 4)),
      ...(await connectMany(USERS.owner, 4)),
      ...(await connectMany(USERS.buildingAdmin, 4)),
      ...(await connectMany(USERS.manager, 4)),
    ];
    const outsiders = await connectMany(USERS.otherBuilding, 3);
    const got = members.map(collectEvents);
    const outside = outsiders.map(collectEvents);

    const cases: Array<{ audience: Audience; reaches: number }> = [
      // every member: one room
      { audience: { members: true }, reaches: members.length },
      // several rooms that overlap (staff, the tenant's and the owner's units, a named user): each socket once
      {
        audience: { staff: true, units: [ids.unit['VLT-2.03'], ids.unit['VLT-1.01']], unitOwners: [ids.unit['VLT-1.01']], users: [ids.user[USERS.tenant]] },
        reaches: members.length,
      },
    ];
    for (const [i, { audience, reaches }] of cases.entries()) {
      const counts = countEncoding();
      try {
        const published = t.app.bus.publish('document.created', vlt, { id: 9_000 + i }, audience);
        const mine = (e: LiveEvent) => e.type === 'document.created' && (e.data as { id: number }).id === 9_000 + i;
        await Promise.all(got.map((events) => waitForEvent(events, mine)));
        expect(got.filter((events) => events.some(mine))).toHaveLength(reaches);
        // arrived once per socket, with the same bytes
        for (const events of got) expect(events.filter(mine)).toEqual([{ ...published, seq: expect.any(Number) }]);
        expect(counts.encodes()).toBe(1);
        expect(counts.frames()).toBe(1);
      } finally {
        counts.restore();
      }
    }
    // a later event the outsiders do get proves their sockets were listening all along
    const theirs = t.app.bus.publish('document.created', ids.building.SLN, { id: 9_100 }, { members: true });
    await Promise.all(outside.map((events) => waitForEvent(events, (e) => e.building_id === theirs.building_id)));
    for (const events of outside) expect(events.map((e) => (e.data as { id: number }).id)).toEqual([9_100]);
  });

  it('works out the rooms of each user once in a sweep, however many sockets they hold, and keeps them right', async () => {
    await connectMany(USERS.tenant, 5);
    await connectMany(USERS.owner, 5);
    const admins = await connectMany(USERS.globalAdmin, 3);
    vi.mocked(roomsOf).mockClear();
    await t.app.live.sweep();
    expect(vi.mocked(roomsOf)).toHaveBeenCalledTimes(3);
    // every socket still in its rooms: a staff event reaches the global admin's sockets
    const got = admins.map(collectEvents);
    t.app.bus.publish('document.created', ids.building.VLT, { id: 9_200 }, { staff: true });
    await Promise.all(got.map((events) => waitForEvent(events, (e) => (e.data as { id: number }).id === 9_200)));
  });
});
