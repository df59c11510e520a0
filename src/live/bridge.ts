/**
 * Live events → SWR cache. The socket is a fast path only: an event makes the
 * keys it touches refetch (a fresh snapshot replaces, never merges), and a
 * (re)connect or a gap in `seq` refetches everything live, so a missed event
 * can never leave a screen wrong. An event that carries a whole row
 * (updates.ts) is put into its cached list first, so it paints before the refetch answers.
 */
import { mutate } from 'swr';
import { UNSEQUENCED, type LiveEvent } from '../../contract/live';
import { emitLiveEvent } from './events';
import { LIVE_KEY_PREFIXES, matchesAny, prefixesForEvent } from './keys';
import { listUpdateFor } from './updates';

/** Revalidates every cached key the filter accepts (SWR's global mutate by default). */
export type Revalidate = (filter: (key: unknown) => boolean) => unknown;

const swrRevalidate: Revalidate = (filter) => mutate((key) => filter(key));

/** Replaces the cached data of `key` with `apply(data)`, without a refetch; a key without data is left alone. */
export type Update = (key: string, apply: (data: unknown) => unknown) => unknown;

/** An Update over one SWR cache: only a key that holds data, and only when `apply` changed it. */
export function cacheUpdate(
  cache: { get(key: string): { data?: unknown } | undefined },
  swrMutate: (key: string, data: unknown, opts: { revalidate: false }) => unknown,
): Update {
  return (key, apply) => {
    const data = cache.get(key)?.data;
    if (data === undefined) return;
    const next = apply(data);
    if (next !== data) void swrMutate(key, next, { revalidate: false });
  };
}

export function isLiveEvent(value: unknown): value is LiveEvent {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<LiveEvent>;
  return typeof v.type === 'string' && typeof v.building_id === 'number' && typeof v.seq === 'number';
}

export function revalidateAllLiveKeys(revalidate: Revalidate = swrRevalidate): void {
  void revalidate((key) => matchesAny(key, LIVE_KEY_PREFIXES));
}

/** `also`: key prefixes outside the building to refetch in the same sweep. */
export function revalidateBuilding(buildingId: number, revalidate: Revalidate = swrRevalidate, also: readonly string[] = []): void {
  void revalidate((key) => matchesAny(key, [`/buildings/${buildingId}/`, '/units/', ...also]));
}

/**
 * Per-building sequence check. 'next' is the expected event; 'gap' means
 * something was missed — or seq went backwards, which happens when the server
 * restarted — so the caller refetches the building instead of trusting deltas.
 * An unsequenced event (to a narrower audience than the members) says nothing
 * of the sequence and is taken as it comes.
 */
export function createSeqTracker() {
  const last = new Map<number, number>();
  return {
    check(event: Pick<LiveEvent, 'building_id' | 'seq'>): 'first' | 'next' | 'gap' | 'duplicate' | 'unsequenced' {
      if (event.seq === UNSEQUENCED) return 'unsequenced';
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

/** `update` is the early path of updates.ts; without it every event is only refetched. */
export function createBridge(revalidate: Revalidate = swrRevalidate, update?: Update) {
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
      // Before the refetch, not after: SWR drops the answer of a request that started before a
      // mutation of its key, so the other order would throw the refetch away.
      const early = update && listUpdateFor(event);
      if (early) update(early.key, early.apply);
      const prefixes = prefixesForEvent(event.type, event.building_id);
      if (order === 'gap') {
        // The building's keys, and the event's own keys outside it (the bell lies outside /buildings/).
        revalidateBuilding(event.building_id, revalidate, prefixes.filter((p) => !p.startsWith('/buildings/')));
      } else if (prefixes.length) {
        void revalidate((key) => matchesAny(key, prefixes));
      }
      emitLiveEvent(event);
    },
  };
}
