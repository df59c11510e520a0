import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server, type RemoteSocket, type Socket } from 'socket.io';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { UNSEQUENCED, type LiveEvent } from '../../contract/live';
import { allBuildingIds, roomProfilesOfUsers, type RoomProfile } from '../domain/buildings/visible';
import { audienceRooms, isAccessRoom, rooms, roomsOf } from '../access/rooms';
import type { SocketEnd } from '../lib/event-bus';
import { languageOf, translate } from '../lib/i18n';
import { addMinutes, nowIso } from '../lib/time';
import { catchRejections, closeRedis, connectRedis, createRedisClient } from '../lib/redis-client';
import { createOutageLog } from '../lib/outage-log';

export const LIVE_PATH = '/v1/socket.io';
/**
 * How often every open connection is re-checked. Logout, password change, deactivation and access
 * changes act at once (see below); the sweep is the safety net for what no call announces: a session
 * that expires, a unit access whose validity window closes or opens.
 */
export const LIVE_SWEEP_MS = 60_000;
/** When Redis does not hand out a shared seq this fast, the instance's own seq is used (the client sees a gap and refetches). */
const SEQ_TIMEOUT_MS = 500;

interface SocketData {
  userId: number;
  sessionId: number;
}
type ServerEvents = { event: (e: LiveEvent) => void; session_ended: (e: { message: string }) => void };
type LiveSocket = Socket<Record<string, never>, ServerEvents, Record<string, never>, SocketData>;
type AnySocket = LiveSocket | RemoteSocket<ServerEvents, SocketData>;

export interface LiveService {
  io: Server;
  /** Re-checks every local connection now (the timer does it every LIVE_SWEEP_MS). */
  sweep(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveService;
  }
}

/** Ids of the sessions among `ids` that are still live: the same rule as resolveSession, without touching them. */
async function liveSessionIds(
  db: Kysely<DB>,
  ids: number[],
  policy: { idleMinutes: number },
  now = new Date(),
): Promise<Set<number>> {
  const live = new Set<number>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.id')
      .where('sessions.id', 'in', ids.slice(i, i + 500))
      .where('users.is_active', '=', 1)
      .where('sessions.expires_at', '>', nowIso(now))
      .where('sessions.last_seen_at', '>', nowIso(addMinutes(now, -policy.idleMinutes)))
      .execute();
    for (const r of rows) live.add(r.id);
  }
  return live;
}

function tokenOf(socket: Socket): string | null {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth;
  const header = socket.handshake.headers.authorization;
  const [scheme, token] = (header ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Live updates (docs/architecture.md "Live"): socket.io on Fastify's own HTTP server at /v1/socket.io.
 * The handshake needs a live session token. Each connection joins one room per audience it belongs
 * to (server/access/rooms.ts: the building's members, its staff, its residents, each of its units,
 * each unit it owns) plus its user's and its session's own rooms. A bus event goes only to the
 * rooms of its audience (contract/live.ts), so nobody receives what their REST view would not show.
 *
 * Changes act at once, on every instance: logout ends the session's sockets, a password change
 * or deactivation ends the user's, an access change moves the user's sockets between rooms. With
 * Redis these go through the adapter (disconnectSockets, fetchSockets + join/leave reach the
 * sockets of every instance). Every LIVE_SWEEP_MS one batched check of all local connections
 * catches what no call announces (expiry, validity windows).
 *
 * Several instances (REDIS_URL): the socket.io Redis adapter carries each room broadcast to the
 * sockets of every instance, and `seq` comes from one Redis counter per building (INCR), so it
 * rises per building across instances instead of per process.
 */
export default fp(
  async (app) => {
    const io: Server = new Server({
      path: LIVE_PATH,
      serveClient: false,
      // clients only listen; nothing big ever comes from them
      maxHttpBufferSize: 16 * 1024,
      // same origin only: no CORS headers. The token travels in the handshake, not in a cookie,
      // so another site's page cannot ride on the user's session.
    });
    const redisKey = `${app.config.redisPrefix}:live`;

    let pub: Redis | undefined;
    let sub: Redis | undefined;
    if (app.config.redisUrl) {
      // While Redis is away this instance keeps serving: its own sockets still get its own events,
      // seq is its own (clients see a gap and refetch), logout ends its own sockets (endSockets);
      // ioredis keeps reconnecting, then re-subscribes, and events cross instances again.
      const outage = createOutageLog(app.log, {
        down: "live: redis unavailable; events reach only this instance's sockets until it is back",
        up: 'live: redis is back; events cross instances again',
      });
      const [p, s] = [createRedisClient(app.config.redisUrl, 'commands'), createRedisClient(app.config.redisUrl, 'subscriber')];
      for (const client of [p, s]) {
        client.on('error', (err) => outage.down(err));
        client.on('ready', () => {
          if (p.status === 'ready' && s.status === 'ready') outage.up();
        });
      }
      catchRejections(p, ['publish'], (err) => outage.down(err));
      catchRejections(s, ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'], (err) => outage.down(err));
      [pub, sub] = [p, s];
      const connected = (await Promise.all([connectRedis(pub), connectRedis(sub)])).every(Boolean);
      io.adapter(createAdapter(pub, sub, { key: redisKey }));
      // The adapter subscribes asynchronously; a ping queued behind it answers once it has.
      if (connected) await sub.ping().catch(() => undefined);
    }

    io.attach(app.server);

    /** The access rooms of one user now; none for an inactive or unknown user. */
    async function accessRoomsOf(profiles: Map<number, RoomProfile>, userId: number, everyBuilding: () => Promise<number[]>) {
      const profile = profiles.get(userId);
      if (!profile) return new Set<string>();
      return roomsOf(profile, profile.globalAdmin ? await everyBuilding() : []);
    }
    const lazyBuildings = () => {
      let all: Promise<number[]> | undefined;
      return () => (all ??= allBuildingIds(app.db));
    };

    /** Moves a socket (local or on another instance) to exactly the access rooms in `want`. */
    function syncRooms(socket: AnySocket, want: Set<string>) {
      for (const room of socket.rooms) if (isAccessRoom(room) && !want.has(room)) void socket.leave(room);
      const missing = [...want].filter((room) => !socket.rooms.has(room));
      if (missing.length) void socket.join(missing);
    }

    io.use(async (socket, next) => {
      const lang = languageOf(socket.handshake.headers['accept-language']);
      try {
        const auth = await app.resolveAuth(tokenOf(socket));
        if (!auth) {
          const err = new Error(translate(lang, 'server.errors.unauthorized')) as Error & { data?: unknown };
          err.data = { status: 401 };
          return next(err);
        }
        // At most maxSocketsPerUser sockets per user (issue 28 §4), counted on this instance only: the
        // cap keeps one client from exhausting this process's memory, and the local room is exact,
        // instant and there while Redis is away (a cluster-wide fetchSockets would be none of these).
        // The room holds handshakes still in progress too, and the count and the join below happen
        // without an await between them, so a burst of parallel handshakes cannot all slip under the
        // cap. A socket that closes, or whose handshake fails, leaves its rooms and frees its slot.
        const userRoom = rooms.user(auth.userId);
        const max = app.config.maxSocketsPerUser;
        if ((io.of('/').adapter.rooms.get(userRoom)?.size ?? 0) >= max) {
          const err = new Error(translate(lang, 'server.live.too_many_sockets', { max })) as Error & { data?: unknown };
          err.data = { status: 429 };
          return next(err);
        }
        void socket.join(userRoom);
        Object.assign(socket.data as SocketData, { userId: auth.userId, sessionId: auth.sessionId });
        const access = roomsOf(auth.profile, auth.profile.globalAdmin ? await allBuildingIds(app.db) : []);
        // joined before the connection is reported: an event published right after connect reaches it
        await socket.join([rooms.session(auth.sessionId), ...access]);
        next();
      } catch (err) {
        app.log.error({ err }, 'live: handshake failed');
        next(new Error(translate(lang, 'server.errors.internal')));
      }
    });

    io.on('connection', () => {
      // clients only listen; anything they send is ignored
    });

    async function sharedSeq(event: LiveEvent): Promise<number> {
      // an event to a narrower audience than the members stays outside the building's sequence
      if (event.seq === UNSEQUENCED || !pub || pub.status !== 'ready') return event.seq;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<number>((resolve) => {
        timer = setTimeout(() => resolve(event.seq), SEQ_TIMEOUT_MS);
      });
      const seq = pub.incr(`${redisKey}:seq:${event.building_id}`).catch(() => event.seq);
      try {
        return await Promise.race([seq, timeout]);
      } finally {
        clearTimeout(timer);
      }
    }

    // Events leave in the order they were published. INCR replies come back in the order they were
    // sent, but an unsequenced event needs no INCR and would overtake the ones still waiting for
    // theirs: each emit waits for the one before it (the INCRs themselves still go out at once).
    let emitted: Promise<void> = Promise.resolve();
    const unsubscribe = app.bus.subscribe(({ event, audience }) => {
      const targets = audienceRooms(event.building_id, audience);
      if (targets.length === 0) return;
      const seq = sharedSeq(event);
      emitted = emitted
        .then(() => seq)
        .then((n) => {
          // a socket in several of the rooms receives the event once
          io.to(targets).emit('event', { ...event, seq: n });
        })
        // one failed emit must not stop every later one
        .catch((err: unknown) => app.log.error({ err }, 'live: an event could not be sent'));
    });

    /** Tells each socket why, in its own language, then closes it; works across instances. */
    async function endSockets(target: SocketEnd) {
      const select = (from: Pick<Server, 'in'>) =>
        'sessionId' in target
          ? from.in(rooms.session(target.sessionId))
          : target.exceptSessionId !== undefined
            ? from.in(rooms.user(target.userId)).except(rooms.session(target.exceptSessionId))
            : from.in(rooms.user(target.userId));
      let sockets: AnySocket[];
      try {
        sockets = await select(io).fetchSockets();
      } catch (err) {
        // Redis is away, so the other instances cannot be asked; this instance's own sockets must
        // still go now (a logout that left them open would keep sending the user's events)
        app.log.warn({ err }, "live: other instances unreachable; ending this instance's sockets only");
        sockets = await select(io.local).fetchSockets();
      }
      for (const socket of sockets) {
        const lang = languageOf(socket.handshake.headers['accept-language']);
        socket.emit('session_ended', { message: translate(lang, 'server.live.session_ended') });
        socket.disconnect(true);
      }
    }
    const stopEnding = app.bus.onEndSockets((target) => {
      endSockets(target).catch((err) => app.log.error({ err }, 'live: could not end sockets'));
    });

    async function refreshUser(userId: number) {
      const sockets = await io.in(rooms.user(userId)).fetchSockets();
      if (sockets.length === 0) return;
      const want = await accessRoomsOf(await roomProfilesOfUsers(app.db, [userId]), userId, lazyBuildings());
      for (const socket of sockets) syncRooms(socket, want);
    }
    const stopAccess = app.bus.onAccessChanged((userId) => {
      refreshUser(userId).catch((err) => app.log.error({ err }, 'live: could not move sockets after an access change'));
    });

    let sweeping: Promise<void> | null = null;
    async function runSweep(): Promise<void> {
      const sockets = [...(io.of('/').sockets.values() as Iterable<LiveSocket>)];
      if (sockets.length === 0) return;
      const live = await liveSessionIds(
        app.db,
        [...new Set(sockets.map((s) => s.data.sessionId))],
        { idleMinutes: app.config.sessionIdleMinutes },
      );
      const alive: LiveSocket[] = [];
      for (const socket of sockets) {
        if (live.has(socket.data.sessionId)) {
          alive.push(socket);
          continue;
        }
        const lang = languageOf(socket.handshake.headers['accept-language']);
        socket.emit('session_ended', { message: translate(lang, 'server.live.session_ended') });
        socket.disconnect(true);
      }
      // Rooms are worked out once per user, not per socket (one user may hold up to maxSocketsPerUser),
      // all before any socket moves, so the moving is one synchronous pass without an await per socket.
      const users = [...new Set(alive.map((s) => s.data.userId))];
      const profiles = await roomProfilesOfUsers(app.db, users);
      const everyBuilding = lazyBuildings();
      const wanted = new Map<number, Set<string>>();
      for (const userId of users) wanted.set(userId, await accessRoomsOf(profiles, userId, everyBuilding));
      // a socket that closed during the awaits is gone from its rooms; joining would put it back
      for (const socket of alive) if (socket.connected) syncRooms(socket, wanted.get(socket.data.userId)!);
    }
    const sweep = async () => {
      // one sweep at a time; a caller during a sweep waits for that one
      sweeping ??= runSweep().finally(() => {
        sweeping = null;
      });
      return sweeping;
    };
    const timer = setInterval(() => {
      sweep().catch((err) => app.log.error({ err }, 'live: sweep failed'));
    }, LIVE_SWEEP_MS);
    timer.unref();

    app.decorate('live', { io, sweep });

    // Before the HTTP server closes: open websockets would otherwise keep it from closing.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      unsubscribe();
      stopEnding();
      stopAccess();
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await sweeping?.catch(() => undefined);
      await Promise.resolve(io.of('/').adapter.close()).catch(() => undefined);
      // not quit(): while Redis is away it would wait for Redis to come back
      await Promise.all([pub && closeRedis(pub), sub && closeRedis(sub)]);
    });
  },
  { name: 'live', dependencies: ['db', 'bus', 'auth'] },
);
