/**
 * Door calls (issue 10 §1; spec 001 §7 "Doors"): the building's doors with their state and the
 * server's `can_open` for the caller, and opening one, through the route table (contract/routes/doors.ts).
 * The SWR key is the API path, which the live bridge patches from door.state_changed and revalidates
 * (live/keys.ts, live/updates.ts); SWR polls as well, slower while the socket is up and not at all in
 * a hidden tab.
 */
import { mutate as globalMutate, type ScopedMutator } from 'swr';
import type { Door, DoorListResponse } from '../../../contract/doors';
import { listDoors, openDoor as openDoorRoute } from '../../../contract/routes/doors';
import { LIVE_POLL_MS } from '../../live/useLive';
import { call, routeUrl, useRead } from '../../lib/api';

export const doorsKey = (buildingId: number) => routeUrl(listDoors, { path: { id: buildingId } });

export function useDoors(buildingId: number | null) {
  const swr = useRead(listDoors, buildingId === null ? null : { path: { id: buildingId } }, { pollMs: LIVE_POLL_MS.doors });
  return { doors: swr.data?.doors, error: swr.error, isLoading: swr.isLoading, retry: () => void swr.mutate() };
}

/** The building's doors once, outside React (the palette's main-entrance shortcut). */
export async function fetchDoors(buildingId: number): Promise<Door[]> {
  return (await call(listDoors, { path: { id: buildingId } })).doors;
}

/**
 * Opens a door. The server decides and answers the door as it is now; that state goes into the
 * cached list at once (`mutate`: the SWR cache of the caller's tree, the app's default one outside React).
 */
export async function openDoor(buildingId: number, doorId: number, mutate: ScopedMutator = globalMutate): Promise<Door> {
  const { door } = await call(openDoorRoute, { path: { id: buildingId, doorId }, body: {} });
  void mutate(
    doorsKey(buildingId),
    (cached: DoorListResponse | undefined) => (cached ? { ...cached, doors: cached.doors.map((d) => (d.id === door.id ? door : d)) } : cached),
    { revalidate: false },
  );
  return door;
}
