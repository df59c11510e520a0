/** React hooks over the live connection. Cheap to import: no socket code in here. */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai';
import type { LiveEvent } from '../../contract/live';
import { subscribeLiveEvents } from './events';
import { liveStatusAtom, type LiveStatus } from './status';

export function useLiveStatus(): LiveStatus {
  return useAtomValue(liveStatusAtom);
}

function subscribeVisibility(cb: () => void): () => void {
  document.addEventListener('visibilitychange', cb);
  return () => document.removeEventListener('visibilitychange', cb);
}

export function useDocumentHidden(): boolean {
  return useSyncExternalStore(subscribeVisibility, () => document.hidden, () => false);
}

/**
 * Base polling periods of live screens (docs/architecture.md "Live": the socket is a fast path, never the only
 * one). Used as they are while the socket is down, four times slower while it is up.
 */
export const LIVE_POLL_MS = {
  announcements: 30_000,
  buildingInfo: 60_000,
  // a cleaning started or finished shows at once over the socket; polling only catches up
  cleaning: 60_000,
  documents: 60_000,
  // a door's open/closed state: the socket shows it at once, polling only catches up
  doors: 30_000,
  // zones in alarm (the app-wide badge and toast, the fire alarm screen): the socket shows a change at once
  fireAlarm: 30_000,
  floorplans: 60_000,
  // a new post shows at once over the socket; polling only catches up
  forum: 30_000,
  // a status change or comment shows at once over the socket; polling only catches up
  issues: 30_000,
  // the bell's count and the notification lists: a new one shows at once over the socket; polling only catches up
  notifications: 60_000,
  // the gate log: a pass should show soon even with the socket down
  parking: 30_000,
  qr: 60_000,
  // a visitor recorded or a parcel collected at the desk shows at once over the socket; polling only catches up
  reception: 30_000,
  // readings arrive in rounds over the socket; polling only catches up
  sensors: 30_000,
  units: 60_000,
} as const;

/** Polling pace for a live key: slow while the socket carries updates, full speed without it, paused while hidden. */
export function liveRefreshInterval(baseMs: number, status: LiveStatus, hidden: boolean): number {
  if (hidden) return 0;
  return status === 'connected' ? baseMs * 4 : baseMs;
}

/** Use as SWR's refreshInterval: `useSWR(key, fetcher, { refreshInterval: useLiveRefreshInterval(30_000) })`. */
export function useLiveRefreshInterval(baseMs: number): number {
  return liveRefreshInterval(baseMs, useLiveStatus(), useDocumentHidden());
}

/**
 * Calls `handler` for each live event whose type starts with `typePrefix`
 * (e.g. 'fire_alarm.'). The SWR cache is already being refreshed; use this for
 * transient effects such as highlighting a row.
 */
export function useLiveEvent(typePrefix: string, handler: (event: LiveEvent) => void): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(
    () =>
      subscribeLiveEvents((event) => {
        if (event.type.startsWith(typePrefix)) ref.current(event);
      }),
    [typePrefix],
  );
}
