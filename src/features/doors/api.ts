/**
 * Door calls (issue 10 §1; spec 001 §7 "Doors"): the building's doors with their state and the
 * server's `can_open` for the caller, and opening one. The SWR key is the API path, which the live
 * bridge patches from door.state_changed and revalidates (live/keys.ts, live/updates.ts); SWR polls
 * as well, slower while the socket is up and not at all in a hidden tab.
 */
import { mutate as globalMutate, type ScopedMutator } from 'swr';
import type { Door, DoorListResponse, DoorToggleResponse } from '../../../contract/doors';
import { LIVE_POLL_MS } from '../../live/useLive';
import { http } from '../../lib/http';
import { useParsedSWR } from '../../lib/useParsedSWR';

export const doorsKey = (buildingId: number) => `/buildings/${buildingId}/doors`;

/** An answer of an unexpected shape is an error, not an empty list (spec 000 §8). */
export class MalformedDoorsError extends Error {
  constructor() {
    super('doors: unexpected answer');
    this.name = 'MalformedDoorsError';
  }
}

export function parseDoors(raw: unknown): Door[] {
  const doors = (raw as Partial<DoorListResponse> | null)?.doors;
  if (!Array.isArray(doors)) throw new MalformedDoorsError();
  return doors;
}

export function useDoors(buildingId: number | null) {
  const swr = useParsedSWR(buildingId === null ? null : doorsKey(buildingId), parseDoors, LIVE_POLL_MS.doors);
  return { doors: swr.data, error: swr.error, isLoading: swr.isLoading, retry: () => void swr.mutate() };
}

/** The building's doors once, outside React (the palette's main-entrance shortcut). */
export async function fetchDoors(buildingId: number): Promise<Door[]> {
  return parseDoors(await http.get(doorsKey(buildingId)));
}

/**
 * Opens a door (POST …/toggle with an empty body). The server decides and answers the door as it
 * is now; that state goes into the cached list at once (`mutate`: the SWR cache of the caller's tree,
 * the app's default one outside React). Anything but `status: 'success'` is a failure.
 */
export async function openDoor(buildingId: number, doorId: number, mutate: ScopedMutator = globalMutate): Promise<Door> {
  const answer = await http.post<Partial<DoorToggleResponse> | null>(`${doorsKey(buildingId)}/${doorId}/toggle`);
  if (answer?.status !== 'success' || !answer.door) throw new MalformedDoorsError();
  const door = answer.door;
  void mutate(
    doorsKey(buildingId),
    (cached: unknown) => {
      const doors = (cached as Partial<DoorListResponse> | undefined)?.doors;
      return Array.isArray(doors) ? { ...(cached as object), doors: doors.map((d) => (d.id === door.id ? door : d)) } : cached;
    },
    { revalidate: false },
  );
  return door;
}
