/**
 * Cleaning calls (spec 001 §7 "Cleaning"; issue 15 §1): the building's history newest first in
 * keyset pages, a month's statistics, and start / finish / record. Every SWR key lies under
 * /buildings/{id}/utilities/cleaning, which the live bridge revalidates on cleaning.changed
 * (live/keys.ts); SWR polls as well, slower while the socket is up. Answers are checked for their
 * shape: one of the wrong shape is an error, not an empty list (spec 000 §8).
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CleaningEvent, CleaningEventRequest } from '../../../contract/cleaning';
import { CLEANING_PAGE_DEFAULT } from '../../../contract/rules/cleaning';
import { changeCleaning, cleaningStats, listCleaningEvents } from '../../../contract/routes/cleaning';
import { LIVE_POLL_MS } from '../../live/useLive';
import { call, routeUrl, useRead } from '../../lib/api';
import { type KeysetPages, useKeysetPages } from '../../lib/useKeysetPages';
import type { Month } from './months';

/** What a history answer says beside its rows: the cleaning in progress, wherever it is in the history. */
export interface HistoryMeta {
  inProgress: CleaningEvent | null;
}
type History = KeysetPages<CleaningEvent, HistoryMeta>;

/** The history's API path without a cursor: the keyset pages' key lies under it. */
const eventsPath = (buildingId: number) => routeUrl(listCleaningEvents, { path: { id: buildingId } });
/** Every cleaning read of the building lies under this path (the live bridge's row `cleaning`, live/keys.ts). */
const cleaningPrefix = (buildingId: number) => eventsPath(buildingId).replace(/\/events$/, '/');

/** The building's cleanings, newest first (the server's order), `pages` pages of them. */
export function useCleaningEvents(buildingId: number | null, pages: number) {
  const readPage = useCallback(
    async (cursor: string | null) => {
      const answer = await call(listCleaningEvents, { path: { id: buildingId as number }, query: { limit: CLEANING_PAGE_DEFAULT, cursor: cursor ?? undefined } });
      return { items: answer.events, next_cursor: answer.next_cursor, meta: { inProgress: answer.in_progress } };
    },
    [buildingId],
  );
  return useKeysetPages(buildingId === null ? null : eventsPath(buildingId), readPage, pages, LIVE_POLL_MS.cleaning);
}

/** A month's figures, each of its days and the 12-month trend. */
export function useCleaningStats(buildingId: number | null, month: Month) {
  const swr = useRead(cleaningStats, buildingId === null ? null : { path: { id: buildingId }, query: { year: month.year, month: month.month } }, {
    pollMs: LIVE_POLL_MS.cleaning,
  });
  // the previous month's answer stays in SWR while the next one loads: never show it under the new month's name
  const data = swr.data && swr.data.year === month.year && swr.data.month === month.month ? swr.data : undefined;
  return { data, error: swr.error, isLoading: data === undefined && !swr.error, retry: () => void swr.mutate() };
}

/** POST …/utilities/cleaning/event: the event as the server saved it. */
export async function sendCleaning(buildingId: number, body: CleaningEventRequest): Promise<CleaningEvent> {
  return (await call(changeCleaning, { path: { id: buildingId }, body })).event;
}

/** The cleaning in progress once this answered event is known: it, when unfinished; none, when it finished the one in progress. */
function inProgressAfter(meta: HistoryMeta | undefined, event: CleaningEvent): HistoryMeta {
  if (event.finished_at === null) return { inProgress: event };
  return { inProgress: meta?.inProgress && meta.inProgress.id !== event.id ? meta.inProgress : null };
}

/** The answered event in a cached history: in its place when listed, else where its start sorts it (newest first). */
function placeEvent(pages: History, event: CleaningEvent): History {
  const meta = inProgressAfter(pages.meta, event);
  const others = pages.items.filter((e) => e.id !== event.id);
  const at = others.findIndex((e) => e.started_at < event.started_at || (e.started_at === event.started_at && e.id < event.id));
  // past the last loaded row it belongs to a page not loaded yet, unless the list has no more pages
  if (at === -1 && pages.next_cursor !== null) return { ...pages, items: others, meta };
  const items = at === -1 ? [...others, event] : [...others.slice(0, at), event, ...others.slice(at)];
  return { ...pages, items, meta };
}

/**
 * After a change: the answered event shows in the cached history at once (before the refetch
 * answers), then every cached cleaning answer of the building reloads — the history's pages and
 * the stats. The live event does the same for everyone else.
 */
export function useShowCleaning(buildingId: number) {
  const { mutate } = useSWRConfig();
  return useCallback(
    (event: CleaningEvent) => {
      const history = `${eventsPath(buildingId)}#`;
      void mutate(
        (key) => typeof key === 'string' && key.startsWith(history),
        (cached: History | undefined) => (cached ? placeEvent(cached, event) : cached),
        { revalidate: true },
      );
      const prefix = cleaningPrefix(buildingId);
      void mutate((key) => typeof key === 'string' && key.startsWith(prefix) && !key.startsWith(history));
    },
    [mutate, buildingId],
  );
}
