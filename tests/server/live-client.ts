import { io, type Socket } from 'socket.io-client';
import type { LiveEvent } from '../../contract/live';

/** Test helpers for socket.io clients against a listening test app. */
export function connectLive(
  baseUrl: string,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<Socket> {
  const socket = io(baseUrl, {
    path: '/v1/socket.io',
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** Collects every `event` the socket receives. */
export function collectEvents(socket: Socket): LiveEvent[] {
  const events: LiveEvent[] = [];
  socket.on('event', (e: LiveEvent) => events.push(e));
  return events;
}

/** Resolves with the first collected event that matches, or fails after `ms`. */
export async function waitForEvent(events: LiveEvent[], match: (e: LiveEvent) => boolean, ms = 5000): Promise<LiveEvent> {
  const until = Date.now() + ms;
  for (;;) {
    const found = events.find(match);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no matching live event within ${ms} ms; got ${JSON.stringify(events.map((e) => e.type))}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

