import type { FastifyInstance } from 'fastify';
import type { Server, Socket } from 'socket.io';
import { allBuildingIds } from '../domain/buildings/visible';
import { rooms, roomsOf } from '../access/rooms';
import { languageOf, translate } from '../lib/i18n';
import type { SocketData } from './types';

function tokenOf(socket: Socket): string | null {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth;
  const header = socket.handshake.headers.authorization;
  const [scheme, token] = (header ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * The handshake (io.use): needs a live session token, caps the sockets per user, and joins the
 * connection to its user's, its session's and its access rooms before it is reported.
 */
export function liveHandshake(app: FastifyInstance, io: Server): Parameters<Server['use']>[0] {
  return async (socket, next) => {
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
  };
}
