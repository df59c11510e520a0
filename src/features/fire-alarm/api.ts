/**
 * Fire alarm calls (spec 001 §7 "Fire alarm and sensors", issue 12 §1): the selected building's
 * zones, and acknowledging an alarm. The SWR key is the API path, which fire.zone_changed revalidates
 * (live/keys.ts row `fire`); SWR polls as well, slower while the socket is up and not at all in a
 * hidden tab. A failed load is only logged (spec 001 §8): the last known zones stay on screen.
 */
import { useEffect } from 'react';
import { mutate as globalMutate, type ScopedMutator } from 'swr';
import type { FireAckResponse, FireZone } from '../../../contract/fire-alarm';
import { LIVE_POLL_MS } from '../../live/useLive';
import { http } from '../../lib/http';
import { useParsedSWR } from '../../lib/useParsedSWR';
import { FIRE_ALARMS_KEY } from '../../state/fireAlarms';

export const fireZonesKey = (buildingId: number) => `/buildings/${buildingId}/fire-alarm`;

/** An answer of an unexpected shape is an error, not an empty list (spec 000 §8). */
export class MalformedZonesError extends Error {
  constructor() {
    super('fire alarm: unexpected answer');
    this.name = 'MalformedZonesError';
  }
}

/** GET …/fire-alarm answers an array of zones (spec 001 §7). */
export function parseZones(raw: unknown): FireZone[] {
  if (!Array.isArray(raw)) throw new MalformedZonesError();
  return raw as FireZone[];
}

export function useFireZones(buildingId: number | null) {
  const swr = useParsedSWR(buildingId === null ? null : fireZonesKey(buildingId), parseZones, LIVE_POLL_MS.fireAlarm);
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
  const answer = await http.post<Partial<FireAckResponse> | null>(`${fireZonesKey(buildingId)}/zones/${zoneId}/acknowledge`, { note });
  if (answer?.status !== 'success' || !answer.zone) throw new MalformedZonesError();
  const zone = answer.zone;
  void mutate(fireZonesKey(buildingId), (cached: unknown) => (Array.isArray(cached) ? (cached as FireZone[]).map((z) => (z.id === zone.id ? zone : z)) : cached), {
    revalidate: false,
  });
  void mutate(FIRE_ALARMS_KEY);
  return zone;
}
