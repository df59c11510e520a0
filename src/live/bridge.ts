/**
 * Live events → SWR cache. The socket is a fast path only: an event makes the
 * keys it touches refetch (a fresh snapshot replaces, never merges), and a
 * (re)connect or a gap in `seq` refetches everything live, so a missed event
 * can never leave a screen wrong.
 */
import { mutate } from 'swr';
import type { LiveEvent } from '../../contract/live';
import { LIVE_KEY_PREFIXES, matchesAny, prefixesForEvent } from './keys';

/** Revalidates every cached key the filter accepts (SWR's global mutate by default). */
export type Revalidate = (filter: (key: unknown) => boolean) => unknown;

const swrRevalidate: Revalidate = (filter) => mutate((key) => filter(key));

export function isLiveEvent(value: unknown): value is LiveEvent {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<LiveEvent>;
  return typeof v.type === 'string' && typeof v.building_id === 'number' && typeof v.seq === 'number';
}

export function revalidateAllLiveKeys(revalidate: Revalidate = swrRevalidate): void {
  void revalidate((key) => matchesAny(key, LIVE_KEY_PREFIXES));
}

export function revalidateBuilding(buildingId: number, revalidate: Revalidate = swrRevalidate): void {
  void revalidate((key) => matchesAny(key, [`/buildings/${buildingId}/`, '/units/']));
}

/**
 * Per-building sequence check. 'next' is the expected event; 'gap' means
 * something was missed — or seq went backwards, which happens when the server
 * restarted — so the caller refetches the building instead of trusting deltas.
 */
export function createSeqTracker() {
  const last = new Map<number, number>();
  return {
    check(event: Pick<LiveEvent, 'building_id' | 'seq'>): 'first' | 'next' | 'gap' | 'duplicate' {
      const prev = last.get(event.building_id);
      if (prev !== undefined && event.seq === prev) return 'duplicate';
      last.set(event.building_id, event.seq);
      if (prev === undefined) return 'first';
      return event.seq === prev + 1 ? 'next' : 'gap';
    },
    reset(): void {
      last.clear();
    },
  };
}

export type LiveListener = (event: LiveEvent) => void;
const listeners = new Set<LiveListener>();

/** For screens that want the raw event (e.g. to flash a row); the cache is updated regardless. */
export function subscribeLiveEvents(listener: LiveListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function createBridge(revalidate: Revalidate = swrRevalidate) {
  const seq = createSeqTracker();
  let connectedBefore = false;
  return {
    /**
     * Every reconnect: forget sequence state and take a fresh snapshot of all live keys. Not the
     * first connect: the socket opens right after the first screen, whose loads have just answered,
     * so a snapshot then only fetched /buildings and /units/my twice (issue 7); an event in that
     * short window is caught by the screens' SWR polling, as any event missed while offline.
     */
    onConnect(): void {
      seq.reset();
      if (connectedBefore) revalidateAllLiveKeys(revalidate);
      connectedBefore = true;
    },
    onEvent(event: LiveEvent): void {
      const order = seq.check(event);
      if (order === 'duplicate') return;
      if (order === 'gap') {
        revalidateBuilding(event.building_id, revalidate);
      } else {
        const prefixes = prefixesForEvent(event.type, event.building_id);
        if (prefixes.length) void revalidate((key) => matchesAny(key, prefixes));
      }
      listeners.forEach((l) => l(event));
    },
  };
}
