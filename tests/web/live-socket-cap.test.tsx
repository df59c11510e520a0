/**
 * The server caps one user's live sockets (issue 28 §4) and refuses the next handshake with a 429
 * and a message in the user's language. The page shows that message and asks again only slowly,
 * instead of treating it as a dead session or retrying at once.
 */
import { act, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../src/app/App';
import { openLiveSocket, REFUSED_RETRY_MS } from '../../src/live/socket';
import { sockets } from './fakeSocket';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { shellRoutes } from './doors-fixtures';
import { member } from './parking-fixtures';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const MESSAGE = 'You have too many windows with live views open (at most 20). Close some and try again.';
const refusal = (status: number, message = MESSAGE) => Object.assign(new Error(message), { data: { status } });

beforeEach(() => {
  sockets.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('a live socket refused for too many windows', () => {
  const open = () => {
    const notices: string[] = [];
    const refused = vi.fn();
    const conn = openLiveSocket({
      getToken: () => 'token',
      onStatus: () => undefined,
      onConnect: () => undefined,
      onEvent: () => undefined,
      onRefused: refused,
      onNotice: (m) => notices.push(m),
    });
    const socket = sockets[0];
    // a handshake the server refuses ends socket.io's own retrying
    socket.active = false;
    return { conn, socket, notices, refused };
  };

  it('passes the server’s message on, does not re-check the session, and tries again only after the long delay', () => {
    vi.useFakeTimers();
    const { conn, socket, notices, refused } = open();
    socket.emitLocal('connect_error', refusal(429));
    expect(notices).toEqual([MESSAGE]);
    expect(refused).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REFUSED_RETRY_MS - 1);
    expect(socket.connectCalls).toBe(0);
    vi.advanceTimersByTime(1);
    expect(socket.connectCalls).toBe(1);
    conn.close();
  });

  it('still treats a 401 as a session to re-check, with no message', () => {
    const { conn, socket, notices, refused } = open();
    socket.emitLocal('connect_error', refusal(401, 'You are not signed in'));
    expect(refused).toHaveBeenCalledOnce();
    expect(notices).toEqual([]);
    conn.close();
  });

  it('shows the message in a toast in the signed-in app, once however often it is refused', { timeout: 20_000 }, async () => {
    resetApp('/profile');
    toast.remove();
    signIn();
    mockApi({ ...shellRoutes(member()), 'GET /v1/users/me/settings': { body: {} }, 'GET /v1/fire-alarm/active': { body: { alarms: [] } } });
    renderWithApp(<AppRoutes />);
    await waitFor(() => expect(sockets).toHaveLength(1), { timeout: 10_000 });
    const socket = sockets[0];
    socket.active = false;
    act(() => socket.emitLocal('connect_error', refusal(429)));
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    act(() => socket.emitLocal('connect_error', refusal(429)));
    expect(screen.getAllByText(MESSAGE)).toHaveLength(1);
  });
});
