import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLiveSocket, SERVER_CLOSED_RETRY_MS } from '../../src/live/socket';
import { sockets } from './fakeSocket';

vi.mock('socket.io-client', () => import('./fakeSocket'));

/**
 * A server that closes the sockets itself (a restart, a deploy) gets them back: socket.io does not
 * reconnect after 'io server disconnect' on its own, so the client asks again (found by the board's
 * restart test, e2e/board-restart.spec.ts). A dropped connection is left to socket.io's own back-off.
 */
describe('live socket after the server closed it', () => {
  beforeEach(() => {
    sockets.length = 0;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  const open = () => {
    const statuses: string[] = [];
    const conn = openLiveSocket({ getToken: () => 'token', onStatus: (s) => statuses.push(s), onConnect: () => undefined, onEvent: () => undefined });
    return { conn, statuses, socket: sockets[0] };
  };

  it('connects again soon after the server closed it, and says it is connecting', () => {
    const { socket, statuses, conn } = open();
    socket.active = false;
    socket.emitLocal('disconnect', 'io server disconnect');
    expect(statuses.at(-1)).toBe('connecting');
    expect(socket.connectCalls).toBe(0);
    vi.advanceTimersByTime(SERVER_CLOSED_RETRY_MS);
    expect(socket.connectCalls).toBe(1);
    conn.close();
  });

  it('leaves a dropped transport to socket.io’s own reconnection', () => {
    const { socket, conn } = open();
    socket.active = true;
    socket.emitLocal('disconnect', 'transport close');
    vi.advanceTimersByTime(SERVER_CLOSED_RETRY_MS * 5);
    expect(socket.connectCalls).toBe(0);
    conn.close();
  });
});
