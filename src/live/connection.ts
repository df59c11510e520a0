/**
 * Mounted once in the signed-in shell: one socket while there is a token, a
 * new one when the token changes, none after sign-out (the effect cleanup
 * closes it, so logout and a 401 both end the connection).
 */
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { readToken } from '../lib/http';
import { ME_KEY, tokenAtom } from '../state/session';
import { appStore } from '../state/store';
import type { LiveConnection } from './socket';
import { liveStatusAtom } from './status';

/** The toast of a refused live connection (too many windows open); one id, so a repeat replaces it. */
export const LIVE_NOTICE_TOAST = 'live-notice';
/** Longer than a plain toast: it asks the user to do something. */
const NOTICE_MS = 10_000;

export function useLiveConnection(): void {
  const token = useAtomValue(tokenAtom);
  // the cache this tree actually uses (the default one in the app, a private one in tests)
  const { mutate, cache } = useSWRConfig();

  useEffect(() => {
    if (!token) return;
    let conn: LiveConnection | undefined;
    let stopToasts: (() => void) | undefined;
    let cancelled = false;
    appStore.set(liveStatusAtom, 'connecting');
    // socket.io-client, the bridge (events → SWR keys) and the toasts of important notifications
    // load after the first screen is up: they are not needed to paint it, and screens polled until now anyway
    void Promise.all([import('./socket'), import('./bridge'), import('./notificationToasts')]).then(([{ openLiveSocket }, { cacheUpdate, createBridge }, { startNotificationToasts }]) => {
      if (cancelled) return;
      stopToasts = startNotificationToasts(mutate);
      const bridge = createBridge((filter) => mutate((key) => filter(key)), cacheUpdate(cache, mutate));
      conn = openLiveSocket({
        getToken: readToken,
        onStatus: (s) => appStore.set(liveStatusAtom, s),
        onConnect: bridge.onConnect,
        onEvent: bridge.onEvent,
        // re-checking the profile turns a dead session into the usual 401 → /login
        onRefused: () => void mutate(ME_KEY),
        // one toast, however often the slow retry is refused again
        onNotice: (message) => void toast.error(message, { id: LIVE_NOTICE_TOAST, duration: NOTICE_MS }),
      });
    });
    return () => {
      cancelled = true;
      stopToasts?.();
      conn?.close();
      appStore.set(liveStatusAtom, 'disconnected');
    };
  }, [token, mutate, cache]);
}
