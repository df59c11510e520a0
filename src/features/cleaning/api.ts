/**
 * Cleaning calls (spec 001 §7 "Cleaning"; issue 15 §1): the building's history newest first in
 * keyset pages, a month's statistics, and start / finish / record. Every SWR key lies under
 * /buildings/{id}/utilities/cleaning, which the live bridge revalidates on cleaning.changed
 * (live/keys.ts); SWR polls as well, slower while the socket is up. Answers are checked for their
 * shape: one of the wrong shape is an error, not an empty list (spec 000 §8).
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CleaningEvent, CleaningEventRequest, CleaningStats } from '../../../contract/cleaning';
import { LIVE_POLL_MS } from '../../live/useLive';
import { http } from '../../lib/http';
import { fetcher } from '../../lib/http';
import { type KeysetPage, type KeysetPages, useKeysetPages } from '../../lib/useKeysetPages';
import { useParsedSWR } from '../../lib/useParsedSWR';
import type { Month } from './months';
import { cleaningPath, eventPath, eventsPageUrl, eventsPath, statsUrl } from './paths';

class MalformedCleaningAnswer extends Error {
  constructor() {
    super('malformed cleaning answer');
    this.name = 'MalformedCleaningAnswer';
  }
}

/** What a history answer says beside its rows: the cleaning in progress, wherever it is in the history. */
export interface HistoryMeta {
  inProgress: CleaningEvent | null;
}
type History = KeysetPages<CleaningEvent, HistoryMeta>;

function parseEventsPage(raw: unknown): KeysetPage<CleaningEvent, HistoryMeta> {
  const answer = raw as { events?: unknown; next_cursor?: unknown; in_progress?: CleaningEvent | null } | null;
  if (!Array.isArray(answer?.events) || !(answer.next_cursor === null || typeof answer.next_cursor === 'string')) throw new MalformedCleaningAnswer();
  if (!(answer.in_progress === null || typeof answer.in_progress?.id === 'number')) throw new MalformedCleaningAnswer();
  return { items: answer.events as CleaningEvent[], next_cursor: answer.next_cursor, meta: { inProgress: answer.in_progress } };
}

function parseStats(raw: unknown): CleaningStats {
  const stats = raw as Partial<CleaningStats> | null;
  if (typeof stats?.total_events !== 'number' || !Array.isArray(stats.days) || !Array.isArray(stats.trend)) throw new MalformedCleaningAnswer();
  return stats as CleaningStats;
}

/** The building's cleanings, newest first (the server's order), `pages` pages of them. */
export function useCleaningEvents(buildingId: number | null, pages: number) {
  const pageUrl = useCallback((cursor: string | null) => eventsPageUrl(buildingId as number, cursor), [buildingId]);
  return useKeysetPages(buildingId === null ? null : eventsPath(buildingId), (cursor) => fetcher(pageUrl(cursor)).then(parseEventsPage), pages, LIVE_POLL_MS.cleaning);
}

/** A month's figures, each of its days and the 12-month trend. */
export function useCleaningStats(buildingId: number | null, month: Month) {
  const swr = useParsedSWR(buildingId === null ? null : statsUrl(buildingId, month.year, month.month), parseStats, LIVE_POLL_MS.cleaning);
  // the previous month's answer stays in SWR while the next one loads: never show it under the new month's name
  const data = swr.data && swr.data.year === month.year && swr.data.month === month.month ? swr.data : undefined;
  return { data, error: swr.error, isLoading: data === undefined && !swr.error, retry: () => void swr.mutate() };
}

/** POST …/utilities/cleaning/event: the event as the server saved it. */
export async function sendCleaning(buildingId: number, body: CleaningEventRequest): Promise<CleaningEvent> {
  const answer = await http.post<{ event?: CleaningEvent } | null>(eventPath(buildingId), body);
  if (typeof answer?.event?.id !== 'number') throw new MalformedCleaningAnswer();
  return answer.event;
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
      const prefix = `${cleaningPath(buildingId)}/`;
      void mutate((key) => typeof key === 'string' && key.startsWith(prefix) && !key.startsWith(history));
    },
    [mutate, buildingId],
  );
}
