/**
 * Reception calls (issue 15 §2; contract/reception.ts). A register's list is read in keyset pages
 * joined under one SWR key below /buildings/{id}/reception (lib/useKeysetPages.ts), which the live
 * bridge revalidates on reception.changed; SWR polls as well, slower while the socket is up. Each
 * answer carries what the caller may do at the desk (`can`), kept beside the rows: the screen offers
 * the desk's actions from it and never re-derives permissions. Answers are checked for their shape:
 * one of the wrong shape is an error, not an empty list (spec 000 §8).
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CloseEntryRequest, CollectMailRequest, CreateKeyLoanRequest, CreateMailRequest, CreateVisitorRequest } from '../../../contract/reception';
import { LIVE_POLL_MS } from '../../live/useLive';
import { http } from '../../lib/http';
import { fetcher } from '../../lib/http';
import { type KeysetPage, type KeysetPages, useKeysetPages } from '../../lib/useKeysetPages';
import { closePath, type ListFilter, listBase, pageUrl, registerPath } from './paths';
import { type EntryOf, REGISTERS, type ReceptionEntry } from './registers';
import type { ReceptionTab } from './screen';

class MalformedReceptionAnswer extends Error {
  constructor() {
    super('malformed reception answer');
    this.name = 'MalformedReceptionAnswer';
  }
}

/** What the caller may do at this building's desk, as the server answered with the list. */
export interface DeskAbilities {
  manage: boolean;
}

const pageParser =
  <T extends ReceptionTab>(tab: T) =>
  (raw: unknown): KeysetPage<EntryOf[T], DeskAbilities> => {
    const answer = raw as Record<string, unknown> | null;
    const rows = answer?.[REGISTERS[tab].listField];
    const next = answer?.next_cursor;
    const can = answer?.can as Partial<DeskAbilities> | undefined;
    if (!Array.isArray(rows) || !(next === null || typeof next === 'string') || typeof can?.manage !== 'boolean') throw new MalformedReceptionAnswer();
    return { items: rows as EntryOf[T][], next_cursor: next, meta: { manage: can.manage } };
  };

// one parser per register, made once: the hook's fetcher reads it on every refetch
const PARSERS: { [T in ReceptionTab]: ReturnType<typeof pageParser<T>> } = {
  visitors: pageParser('visitors'),
  mail: pageParser('mail'),
  keys: pageParser('keys'),
};

/** A register's entries as filtered, newest first (the server's order), `pages` pages of them. */
export function useRegister<T extends ReceptionTab>(buildingId: number, tab: T, filter: ListFilter, pages: number) {
  const base = listBase(buildingId, tab, filter);
  const url = useCallback((cursor: string | null) => pageUrl(base, cursor), [base]);
  return useKeysetPages(base, (cursor) => fetcher(url(cursor)).then(PARSERS[tab] as (raw: unknown) => KeysetPage<EntryOf[T], DeskAbilities>), pages, LIVE_POLL_MS.reception);
}

function entryOf<T extends ReceptionTab>(tab: T, raw: unknown): EntryOf[T] {
  const entry = (raw as Record<string, unknown> | null)?.[REGISTERS[tab].entryField] as { id?: unknown } | undefined;
  if (typeof entry?.id !== 'number') throw new MalformedReceptionAnswer();
  return entry as EntryOf[T];
}

/** The bodies of the three records, as the forms send them (the server fills the time: now). */
export interface RecordBody {
  visitors: Omit<CreateVisitorRequest, 'arrived_at'>;
  mail: Omit<CreateMailRequest, 'received_at'>;
  keys: Omit<CreateKeyLoanRequest, 'borrowed_at'>;
}

export async function recordEntry<T extends ReceptionTab>(buildingId: number, tab: T, body: RecordBody[T]): Promise<EntryOf[T]> {
  return entryOf(tab, await http.post<unknown>(registerPath(buildingId, tab), body));
}

/** Check-out, collection or return; without `at` the server takes its own now. */
export async function closeEntry<T extends ReceptionTab>(buildingId: number, tab: T, entryId: number, body: T extends 'mail' ? CollectMailRequest : CloseEntryRequest): Promise<EntryOf[T]> {
  return entryOf(tab, await http.post<unknown>(closePath(buildingId, tab, entryId), body));
}

/**
 * After a change at the desk: a closed entry shows closed in every cached list of its register at
 * once (before the refetch answers), then every cached list of the register reloads — a new entry
 * finds its place there, a closed one leaves the "open" filter. The live event does the same for
 * everyone else.
 */
export function useRefreshRegister(buildingId: number, tab: ReceptionTab) {
  const { mutate } = useSWRConfig();
  return useCallback(
    (changed?: ReceptionEntry) => {
      const prefix = `${registerPath(buildingId, tab)}?`;
      void mutate(
        (key) => typeof key === 'string' && key.startsWith(prefix),
        (cached: KeysetPages<ReceptionEntry, DeskAbilities> | undefined) =>
          cached && changed ? { ...cached, items: cached.items.map((entry) => (entry.id === changed.id ? changed : entry)) } : cached,
        { revalidate: true },
      );
    },
    [mutate, buildingId, tab],
  );
}
