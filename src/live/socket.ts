/**
 * The tab's one socket.io connection (path /v1/socket.io). It knows nothing
 * about SWR or React: it reports status and events to the callbacks it is given.
 */
import { io, type Socket } from 'socket.io-client';
import type { LiveEvent } from '../../contract/live';
import { isLiveEvent } from './bridge';
import type { LiveStatus } from './status';

export const LIVE_PATH = '/v1/socket.io';

/** After the server refuses the handshake socket.io stops retrying; we try again this much later. */
export const REFUSED_RETRY_MS = 30_000;
/** The handshake's status when the user already holds the most live sockets the server allows. */
const TOO_MANY_STATUS = 429;

export interface LiveCallbacks {
  /** read on every (re)connect so a renewed token is used without a new socket */
  getToken: () => string | null;
  onStatus: (status: LiveStatus) => void;
  onConnect: () => void;
  onEvent: (event: LiveEvent) => void;
  /** the handshake was refused: the session may be dead, let the caller re-check it */
  onRefused?: () => void;
  /** the server refused for a reason the user can act on (too many open windows): its message, in the user's language */
  onNotice?: (message: string) => void;
}

export interface LiveConnection {
  close: () => void;
  socket: Socket;
}

/** How soon to connect again after the server closed the socket (a restart takes about this long). */
export const SERVER_CLOSED_RETRY_MS = 1_000;

export function openLiveSocket(cb: LiveCallbacks, url?: string): LiveConnection {
  const socket = io(url ?? '', {
    path: LIVE_PATH,
    auth: (send) => send({ token: cb.getToken() }),
    // websocket first: no sticky sessions needed behind a load balancer; polling only as fallback
    transports: ['websocket', 'polling'],
  });
  let retry: ReturnType<typeof setTimeout> | undefined;
  const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;
  const report = (s: LiveStatus) => cb.onStatus(s === 'connected' || online() ? s : 'offline');

  report('connecting');
  socket.on('connect', () => {
    report('connected');
    cb.onConnect();
  });
  socket.on('disconnect', (reason) => {
    // The server closed the socket itself (it is restarting, or it dropped a session it no longer
    // accepts): socket.io does not come back from that on its own, so a server restart would leave
    // every open page without live updates. Connect again soon; a refused handshake then takes the
    // refused path below, a server still down the manager's back-off.
    if (reason === 'io server disconnect') {
      report('connecting');
      clearTimeout(retry);
      retry = setTimeout(() => cb.getToken() && socket.connect(), SERVER_CLOSED_RETRY_MS);
      return;
    }
    report(socket.active ? 'connecting' : 'disconnected');
  });
  socket.io.on('reconnect_attempt', () => report('connecting'));
  socket.on('connect_error', (err: Error & { data?: { status?: unknown } }) => {
    if (socket.active) {
      report('disconnected'); // socket.io retries by itself with back-off
      return;
    }
    report('disconnected');
    // Too many sockets of this user (429): the session is fine, so no re-check; the user is told why
    // and the slow retry below connects once a window has been closed, without hammering the server.
    if (err.data?.status === TOO_MANY_STATUS) cb.onNotice?.(err.message);
    else cb.onRefused?.();
    clearTimeout(retry);
    retry = setTimeout(() => cb.getToken() && socket.connect(), REFUSED_RETRY_MS);
  });
  // The server may name its events after the type or use one channel; the envelope decides.
  socket.onAny((_name: string, payload: unknown) => {
    if (isLiveEvent(payload)) cb.onEvent(payload);
  });

  const onOffline = () => cb.onStatus('offline');
  const onOnline = () => report(socket.connected ? 'connected' : 'connecting');
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);

  return {
    socket,
    close: () => {
      clearTimeout(retry);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      socket.removeAllListeners();
      socket.io.removeAllListeners();
      socket.disconnect();
      cb.onStatus('disconnected');
    },
  };
}
