/**
 * Reception calls (issue 15 §2), through the route table (contract/routes/reception.ts). A register's
 * list is read in keyset pages joined under one SWR key below /buildings/{id}/reception
 * (lib/useKeysetPages.ts), which the live bridge revalidates on reception.changed; SWR polls as well,
 * slower while the socket is up. Each answer carries what the caller may do at the desk (`can`), kept
 * beside the rows: the screen offers the desk's actions from it and never re-derives permissions.
 * Answers are checked for their shape by the typed client (an error, not an empty list: spec 000 §8).
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CloseEntryRequest, CollectMailRequest, CreateKeyLoanRequest, CreateMailRequest, CreateVisitorRequest } from '../../../contract/reception';
import type { Route } from '../../../contract/route';
import { LIVE_POLL_MS } from '../../live/useLive';
import { call, type CallInput } from '../../lib/api';
import { type KeysetPage, type KeysetPages, useKeysetPages } from '../../lib/useKeysetPages';
import { type ListFilter, listBase, listQuery, REGISTER_ROUTES, registerPrefix } from './paths';
import { type EntryOf, REGISTERS, type ReceptionEntry } from './registers';
import type { ReceptionTab } from './screen';

/** What the caller may do at this building's desk, as the server answered with the list. */
export interface DeskAbilities {
  manage: boolean;
}

/** A call whose route is chosen by the register: its answer is read by the register's field names. */
const callLoose = (route: Route, input: object) => call(route, input as CallInput<Route>) as Promise<unknown>;

/** A register's entries as filtered, newest first (the server's order), `pages` pages of them. */
export function useRegister<T extends ReceptionTab>(buildingId: number, tab: T, filter: ListFilter, pages: number) {
  const base = listBase(buildingId, tab, filter);
  const readPage = useCallback(
    async (cursor: string | null): Promise<KeysetPage<EntryOf[T], DeskAbilities>> => {
      const answer = (await callLoose(REGISTER_ROUTES[tab].list, { path: { id: buildingId }, query: listQuery(filter, cursor) })) as Record<string, unknown> & {
        next_cursor: string | null;
        can: DeskAbilities;
      };
      return { items: answer[REGISTERS[tab].listField] as EntryOf[T][], next_cursor: answer.next_cursor, meta: { manage: answer.can.manage } };
    },
    // the filter's fields, not its object: a new object of the same filter reads the same pages
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [buildingId, tab, filter.status, filter.q],
  );
  return useKeysetPages(base, readPage, pages, LIVE_POLL_MS.reception);
}

const entryOf = <T extends ReceptionTab>(tab: T, answer: unknown) => (answer as Record<string, unknown>)[REGISTERS[tab].entryField] as EntryOf[T];

/** The bodies of the three records, as the forms send them (the server fills the time: now). */
export interface RecordBody {
  visitors: Omit<CreateVisitorRequest, 'arrived_at'>;
  mail: Omit<CreateMailRequest, 'received_at'>;
  keys: Omit<CreateKeyLoanRequest, 'borrowed_at'>;
}

export async function recordEntry<T extends ReceptionTab>(buildingId: number, tab: T, body: RecordBody[T]): Promise<EntryOf[T]> {
  return entryOf(tab, await callLoose(REGISTER_ROUTES[tab].record, { path: { id: buildingId }, body }));
}

/** Check-out, collection or return; without `at` the server takes its own now. */
export async function closeEntry<T extends ReceptionTab>(buildingId: number, tab: T, entryId: number, body: T extends 'mail' ? CollectMailRequest : CloseEntryRequest): Promise<EntryOf[T]> {
  return entryOf(tab, await callLoose(REGISTER_ROUTES[tab].close, { path: { id: buildingId, entryId }, body }));
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
      const prefix = registerPrefix(buildingId, tab);
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
