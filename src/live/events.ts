/**
 * Who wants the raw live events (a toast, a flashing row, the board's tiles), apart from the bridge
 * that turns events into SWR refetches: screens subscribe from the first paint on, while the bridge
 * (with the key table and the early list updates) loads with the socket, after the first screen.
 */
import type { LiveEvent } from '../../contract/live';

export type LiveListener = (event: LiveEvent) => void;
const listeners = new Set<LiveListener>();

/** For screens that want the raw event (e.g. to flash a row); the cache is updated regardless. */
export function subscribeLiveEvents(listener: LiveListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The bridge hands each event on once the cache has been told. */
export function emitLiveEvent(event: LiveEvent): void {
  listeners.forEach((l) => l(event));
}
