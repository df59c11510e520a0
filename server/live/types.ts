import type { RemoteSocket, Socket } from 'socket.io';
import type { LiveEvent } from '../../contract/live';

/** What the handshake stores on a connection (server/live/handshake.ts). */
export interface SocketData {
  userId: number;
  sessionId: number;
}
export type ServerEvents = { event: (e: LiveEvent) => void; session_ended: (e: { message: string }) => void };
/** A connection of this instance. */
export type LiveSocket = Socket<Record<string, never>, ServerEvents, Record<string, never>, SocketData>;
/** A connection of this instance or, through the Redis adapter, of another one. */
export type AnySocket = LiveSocket | RemoteSocket<ServerEvents, SocketData>;
