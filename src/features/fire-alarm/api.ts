/**
 * Fire alarm calls (spec 001 §7 "Fire alarm and sensors", issue 12 §1): the selected building's
 * zones, and acknowledging an alarm, through the route table (contract/routes/fire-alarm.ts). The
 * SWR key is the API path, which fire.zone_changed revalidates (live/keys.ts row `fire`); SWR polls
 * as well, slower while the socket is up and not at all in a hidden tab. A failed load (or an answer
 * of the wrong shape) is only logged (spec 001 §8): the last known zones stay on screen.
 */
import { useEffect } from 'react';
import { mutate as globalMutate, type ScopedMutator } from 'swr';
import type { FireZone } from '../../../contract/fire-alarm';
import { acknowledgeFireZone, activeFireAlarms, listFireZones } from '../../../contract/routes/fire-alarm';
import { LIVE_POLL_MS } from '../../live/useLive';
import { call, routeUrl, useRead } from '../../lib/api';

export function useFireZones(buildingId: number | null) {
  const swr = useRead(listFireZones, buildingId === null ? null : { path: { id: buildingId } }, { pollMs: LIVE_POLL_MS.fireAlarm });
  useEffect(() => {
    if (swr.error) console.warn(`fire alarm: loading the zones failed (${swr.error.message})`);
  }, [swr.error]);
  return { zones: swr.data, failed: Boolean(swr.error), isLoading: swr.isLoading, isValidating: swr.isValidating, retry: () => void swr.mutate() };
}

/**
 * Acknowledges an alarm with a note. The answer's zone goes into the building's cached list at once
 * (`mutate`: the SWR cache of the caller's tree, the app's default one outside React), and the
 * app-wide list of alarms is loaded again; the live event tells everyone else.
 */
export async function acknowledgeAlarm(buildingId: number, zoneId: number, note: string, mutate: ScopedMutator = globalMutate): Promise<FireZone> {
  const { zone } = await call(acknowledgeFireZone, { path: { id: buildingId, zoneId }, body: { note } });
  const zonesKey = routeUrl(listFireZones, { path: { id: buildingId } });
  void mutate(zonesKey, (cached: FireZone[] | undefined) => cached?.map((z) => (z.id === zone.id ? zone : z)), { revalidate: false });
  void mutate(routeUrl(activeFireAlarms, {}));
  return zone;
}
