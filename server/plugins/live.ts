import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { useRedisAdapter, type LiveRedis } from '../live/redis-adapter';
import { liveHandshake } from '../live/handshake';
import { createSharedSeq } from '../live/seq';
import { broadcastBusEvents } from '../live/broadcast';
import { endSockets } from '../live/end-sockets';
import { moveUserSockets } from '../live/room-sync';
import { createSweeper } from '../live/sweep';

export const LIVE_PATH = '/v1/socket.io';
/**
 * How often every open connection is re-checked. Logout, password change, deactivation and access
 * changes act at once (see below); the sweep is the safety net for what no call announces: a session
 * that expires, a unit access whose validity window closes or opens.
 */
export const LIVE_SWEEP_MS = 60_000;

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

/**
 * Live updates (docs/architecture.md "Live"): socket.io on Fastify's own HTTP server at /v1/socket.io.
 * The handshake needs a live session token (server/live/handshake.ts). Each connection joins one
 * room per audience it belongs to (server/access/rooms.ts: the building's members, its staff, its
 * residents, each of its units, each unit it owns) plus its user's and its session's own rooms. A
 * bus event goes only to the rooms of its audience (contract/live.ts; server/live/broadcast.ts), so
 * nobody receives what their REST view would not show.
 *
 * Changes act at once, on every instance: logout ends the session's sockets, a password change
 * or deactivation ends the user's (server/live/end-sockets.ts), an access change moves the user's
 * sockets between rooms (server/live/room-sync.ts). With Redis these go through the adapter
 * (disconnectSockets, fetchSockets + join/leave reach the sockets of every instance). Every
 * LIVE_SWEEP_MS one batched check of all local connections (server/live/sweep.ts) catches what no
 * call announces (expiry, validity windows).
 *
 * Several instances (REDIS_URL): the socket.io Redis adapter (server/live/redis-adapter.ts) carries
 * each room broadcast to the sockets of every instance, and `seq` comes from one Redis counter per
 * building (server/live/seq.ts), so it rises per building across instances instead of per process.
 * This file only wires those pieces to the app, the bus and the app's lifecycle.
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
    const redis: LiveRedis | undefined = app.config.redisUrl ? await useRedisAdapter(io, app.config.redisUrl, redisKey, app.log) : undefined;

    io.attach(app.server);
    io.use(liveHandshake(app, io));
    io.on('connection', () => {
      // clients only listen; anything they send is ignored
    });

    const unsubscribe = broadcastBusEvents(io, app.bus, createSharedSeq(redis?.pub, redisKey), app.log);
    const stopEnding = app.bus.onEndSockets((target) => {
      endSockets(io, target, app.log).catch((err) => app.log.error({ err }, 'live: could not end sockets'));
    });
    const stopAccess = app.bus.onAccessChanged((userId) => {
      moveUserSockets(io, app.db, userId).catch((err) => app.log.error({ err }, 'live: could not move sockets after an access change'));
    });

    const sweeper = createSweeper(io, app.db, app.config.sessionIdleMinutes);
    const timer = setInterval(() => {
      sweeper.sweep().catch((err) => app.log.error({ err }, 'live: sweep failed'));
    }, LIVE_SWEEP_MS);
    timer.unref();

    app.decorate('live', { io, sweep: sweeper.sweep });

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
      await sweeper.running()?.catch(() => undefined);
      await Promise.resolve(io.of('/').adapter.close()).catch(() => undefined);
      await redis?.close();
    });
  },
  { name: 'live', dependencies: ['db', 'bus', 'auth'] },
);
