import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server, type Socket } from 'socket.io';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { LiveEvent } from '../../contract/live';
import { allBuildingIds, visibleBuildingIds, visibleBuildingIdsOfUsers } from '../domain/buildings/visible';
import { languageOf, translate } from '../lib/i18n';
import { addMinutes, nowIso } from '../lib/time';

export const LIVE_PATH = '/v1/socket.io';
/** How often every open connection is re-checked: ended sessions are cut, rooms follow access changes. */
export const LIVE_SWEEP_MS = 60_000;
/** Redis keys and pub/sub channels of the live layer. */
const REDIS_KEY = 'domovnik:live';
/** When Redis does not hand out a shared seq this fast, the instance's own seq is used (the client sees a gap and refetches). */
const SEQ_TIMEOUT_MS = 500;

export const buildingRoom = (buildingId: number) => `building:${buildingId}`;

interface SocketData {
  userId: number;
  sessionId: number;
  buildingIds: number[];
}
type LiveSocket = Socket<Record<string, never>, { event: (e: LiveEvent) => void; session_ended: (e: { message: string }) => void }, Record<string, never>, SocketData>;

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
 * Live updates (DESIGN.md "Live"): socket.io on Fastify's own HTTP server at /v1/socket.io.
 * The handshake needs a live session token; each connection joins one room per building its
 * user may see; every bus event goes to its building's room as `event` with the envelope.
 *
 * Ended sessions: every LIVE_SWEEP_MS one batched query checks the sessions behind all local
 * connections (logout deletes the row; expiry and deactivation count too) and disconnects the
 * dead ones; the same sweep moves connections between rooms when access changed. A sweep reads
 * the shared database, so it works the same on every instance — a bus event would only reach
 * the instance that handled the logout.
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

    let pub: Redis | undefined;
    let sub: Redis | undefined;
    if (app.config.redisUrl) {
      pub = new Redis(app.config.redisUrl, { lazyConnect: true });
      sub = pub.duplicate();
      for (const client of [pub, sub]) client.on('error', (err) => app.log.warn({ err }, 'live: redis error'));
      let connected = true;
      try {
        await Promise.all([pub.connect(), sub.connect()]);
      } catch (err) {
        connected = false;
        // keep serving: this instance's sockets still get its own events; ioredis keeps reconnecting
        app.log.error({ err }, 'live: redis unreachable at start; events will not cross instances until it is back');
      }
      io.adapter(createAdapter(pub, sub, { key: REDIS_KEY }));
      // The adapter subscribes asynchronously; a ping queued behind it answers once it has.
      if (connected) await sub.ping().catch(() => undefined);
    }

    io.attach(app.server);

    io.use(async (socket, next) => {
      const lang = languageOf(socket.handshake.headers['accept-language']);
      try {
        const auth = await app.resolveAuth(tokenOf(socket));
        if (!auth) {
          const err = new Error(translate(lang, 'server.errors.unauthorized')) as Error & { data?: unknown };
          err.data = { status: 401 };
          return next(err);
        }
        const buildingIds = auth.profile.globalAdmin ? await allBuildingIds(app.db) : (visibleBuildingIds(auth.profile) ?? []);
        Object.assign(socket.data as SocketData, { userId: auth.userId, sessionId: auth.sessionId, buildingIds });
        next();
      } catch (err) {
        app.log.error({ err }, 'live: handshake failed');
        next(new Error(translate(lang, 'server.errors.internal')));
      }
    });

    io.on('connection', (socket: LiveSocket) => {
      void socket.join(socket.data.buildingIds.map(buildingRoom));
      // clients only listen; anything they send is ignored
    });

    async function sharedSeq(event: LiveEvent): Promise<number> {
      if (!pub || pub.status !== 'ready') return event.seq;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<number>((resolve) => {
        timer = setTimeout(() => resolve(event.seq), SEQ_TIMEOUT_MS);
      });
      const seq = pub.incr(`${REDIS_KEY}:seq:${event.building_id}`).catch(() => event.seq);
      try {
        return await Promise.race([seq, timeout]);
      } finally {
        clearTimeout(timer);
      }
    }

    const unsubscribe = app.bus.subscribe((event) => {
      // INCR replies come back in the order they were sent, so one instance's events keep their order
      void sharedSeq(event).then((seq) => {
        io.to(buildingRoom(event.building_id)).emit('event', { ...event, seq });
      });
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
      const visible = await visibleBuildingIdsOfUsers(app.db, alive.map((s) => s.data.userId));
      for (const socket of alive) {
        const want = new Set((visible.get(socket.data.userId) ?? []).map(buildingRoom));
        for (const room of socket.rooms) {
          if (room.startsWith('building:') && !want.has(room)) void socket.leave(room);
        }
        for (const room of want) if (!socket.rooms.has(room)) void socket.join(room);
        socket.data.buildingIds = visible.get(socket.data.userId) ?? [];
      }
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
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await sweeping?.catch(() => undefined);
      await Promise.resolve(io.of('/').adapter.close()).catch(() => undefined);
      await Promise.all([pub?.quit().catch(() => undefined), sub?.quit().catch(() => undefined)]);
    });
  },
  { name: 'live', dependencies: ['db', 'bus', 'auth'] },
);
