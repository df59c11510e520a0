/**
 * A list read in keyset pages (`next_cursor`) with a "load more" button, kept under ONE SWR key that
 * holds the pages already joined — the way the forum's topic list does it (features/forum/api.ts):
 * SWR's filtered mutate, which the live bridge calls, skips useSWRInfinite's keys, and pages cached
 * apart would go stale apart (a row that moved up would show twice). The key is `${base}#pages=N`,
 * so it lies under `base` for the bridge's prefix match (live/keys.ts `hasPrefix`) but is no API path:
 * the fetcher asks for the pages itself.
 */
import useSWR, { useSWRConfig } from 'swr';
import { useLiveRefreshInterval } from '../live/useLive';
import type { ApiError } from './http';

export interface KeysetPage<T, M = undefined> {
  items: T[];
  next_cursor: string | null;
  /** what an answer says beside its rows (e.g. what the caller may do there), as the newest page read said it */
  meta?: M;
}

/** The list as far as the user has paged. */
export interface KeysetPages<T, M = undefined> extends KeysetPage<T, M> {
  /** how many pages were asked for */
  pages: number;
}

export const keysetPagesKey = (base: string, pages: number) => `${base}#pages=${pages}`;

/** Pages 1..`pages`, each after the previous one's cursor; `shown` (the pages on screen) are kept and only the rest asked for. */
async function fetchPages<T extends { id: number }, M>(
  readPage: (cursor: string | null) => Promise<KeysetPage<T, M>>,
  pages: number,
  shown?: KeysetPages<T, M>,
): Promise<KeysetPages<T, M>> {
  let items = shown?.items ?? [];
  let cursor = shown?.next_cursor ?? null;
  let meta = shown?.meta;
  for (let page = shown?.pages ?? 0; page < pages && (page === 0 || cursor !== null); page++) {
    const answer = await readPage(cursor);
    // a row that moved between two requests must not show twice
    const seen = new Set(items.map((item) => item.id));
    items = [...items, ...answer.items.filter((item) => !seen.has(item.id))];
    cursor = answer.next_cursor;
    meta = answer.meta;
  }
  return { items, next_cursor: cursor, pages, meta };
}

/**
 * `base` null reads nothing (no building yet); it is the list's API path without its cursor.
 * `readPage` reads one page after a cursor, through the typed client (src/lib/api.ts `call`), which
 * checks the answer's shape (a wrong one is an error, not an empty list: spec 000 §8).
 */
export function useKeysetPages<T extends { id: number }, M = undefined>(
  base: string | null,
  readPage: (cursor: string | null) => Promise<KeysetPage<T, M>>,
  pages: number,
  pollMs: number,
) {
  const { cache } = useSWRConfig();
  const refreshInterval = useLiveRefreshInterval(pollMs);
  const swr = useSWR<KeysetPages<T, M>, ApiError>(
    base === null ? null : keysetPagesKey(base, pages),
    () => {
      const key = base as string;
      // "Load more" is the only fetch of a key with nothing cached yet while the page before it is on
      // screen: only the next page is asked for. Every other fetch (a live event, polling, a
      // reconnect) takes all pages afresh, so the list is a snapshot, never a merge.
      const shown = pages > 1 && cache.get(keysetPagesKey(key, pages))?.data === undefined ? (cache.get(keysetPagesKey(key, pages - 1))?.data as KeysetPages<T, M> | undefined) : undefined;
      return fetchPages(readPage, pages, shown);
    },
    { keepPreviousData: true, refreshInterval },
  );
  return {
    data: swr.data,
    error: swr.error as Error | undefined,
    /** the first load: nothing to show yet */
    isLoading: swr.isLoading && swr.data === undefined,
    /** a further page is on its way; the pages before stay on screen */
    loadingMore: swr.isLoading && swr.data !== undefined,
    retry: () => void swr.mutate(),
  };
}
