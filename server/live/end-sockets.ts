import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import { rooms } from '../access/rooms';
import type { SocketEnd } from '../lib/event-bus';
import { languageOf, translate } from '../lib/i18n';
import type { AnySocket } from './types';

/** Tells the socket why, in its own language, then closes it. The one way a live connection is ended. */
export function endSocket(socket: AnySocket): void {
  const lang = languageOf(socket.handshake.headers['accept-language']);
  socket.emit('session_ended', { message: translate(lang, 'server.live.session_ended') });
  socket.disconnect(true);
}

/** Ends the sockets of a session or of a user (logout, password change, deactivation); works across instances. */
export async function endSockets(io: Server, target: SocketEnd, log: FastifyBaseLogger): Promise<void> {
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
    log.warn({ err }, "live: other instances unreachable; ending this instance's sockets only");
    sockets = await select(io.local).fetchSockets();
  }
  for (const socket of sockets) endSocket(socket);
}
