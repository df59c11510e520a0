/**
 * App-wide fire alarm awareness (issue 12 §1): the zones in alarm in every building the user can see,
 * loaded on start, polled like other live data, refetched on every fire.zone_changed of any building
 * and after every reconnect (the key is outside /buildings/, which the live bridge refetches). The
 * answer goes to activeFireAlarmsAtom for the navigation's badge, the banner under the top bar and
 * the palette; a new alarm is toasted once, briefly, and its toast goes when the alarm does. A zone's
 * change is patched into the list at once (issue 29 §6: the banner goes the moment an alarm clears
 * or is acknowledged), and the list is loaded again shortly after to be sure. A failed load is only
 * logged (spec 001 §8): the last known alarms stay.
 */
import { useEffect, useRef } from 'react';
import { useSetAtom } from 'jotai';
import { useRead } from '../lib/api';
import { subscribeLiveEvents } from '../live/events';
import { LIVE_POLL_MS, useLiveStatus } from '../live/useLive';
import type { ActiveFireAlarm, ActiveFireAlarmList } from '../../contract/fire-alarm';
import type { LiveEventData } from '../../contract/live';
import { activeFireAlarms } from '../../contract/routes/fire-alarm';
import { activeFireAlarmsAtom } from '../state/fireAlarms';
import { forgetToastedAlarms, syncAlarmToasts } from './fireAlarmToast';

/**
 * The refetch waits this long after the last zone change: a panel reports zones in flurries, and the
 * board paints the same event — refetching in the same task would delay that paint (bench:board).
 */
export const FIRE_REFETCH_DELAY_MS = 150;

type ZoneChange = LiveEventData['fire.zone_changed'];

/**
 * The cached answer with a zone's change in it: gone when OK again, otherwise its new state (acknowledged,
 * or a new alarm). A zone the list does not hold is left to the refetch, which brings its name and building.
 */
export function patchAlarms<L extends ActiveFireAlarmList | undefined>(current: L, buildingId: number, change: ZoneChange): L {
  const alarms = current?.alarms;
  if (!alarms?.some((a) => a.id === change.id && a.building_id === buildingId)) return current;
  const next: ActiveFireAlarm[] = [];
  for (const a of alarms) {
    if (a.id !== change.id || a.building_id !== buildingId) next.push(a);
    else if (change.status !== 0) next.push({ ...a, status: change.status, alarm_since: change.alarm_since, acknowledged_at: change.acknowledged_at });
  }
  return { ...current, alarms: next };
}

const logFailure = (error: unknown) => console.warn(`fire alarms: loading failed (${error instanceof Error ? error.message : String(error)})`);

export function useFireAlarms(): void {
  // the key is routeUrl(activeFireAlarms, {}): '/fire-alarm/active'; an answer of another shape is an error, the last good list stays
  const { data, error, mutate } = useRead(activeFireAlarms, {}, { pollMs: LIVE_POLL_MS.fireAlarm });
  const setAlarms = useSetAtom(activeFireAlarmsAtom);
  const latest = useRef(data);
  latest.current = data;

  useEffect(() => {
    if (error) logFailure(error);
  }, [error]);

  useEffect(() => {
    if (!data) return;
    setAlarms(data.alarms);
    syncAlarmToasts(data.alarms);
  }, [data, setAlarms]);

  // signing out unmounts the shell: nothing of this user's alarms stays behind
  useEffect(
    () => () => {
      setAlarms([]);
      forgetToastedAlarms();
    },
    [setAlarms],
  );

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = subscribeLiveEvents((event) => {
      if (event.type !== 'fire.zone_changed') return;
      // at once: the banner and the badge follow the event, not the refetch (a zone the list does not
      // hold changes nothing, and a load under way is not thrown away for it)
      const change = event.data as ZoneChange;
      if (patchAlarms(latest.current, event.building_id, change) !== latest.current) {
        void mutate((current) => patchAlarms(current, event.building_id, change), { revalidate: false });
      }
      clearTimeout(timer);
      timer = setTimeout(() => void mutate(), FIRE_REFETCH_DELAY_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [mutate]);

  // every reconnect, not the first connect (the list has just loaded): events may have been missed
  const status = useLiveStatus();
  const connectedBefore = useRef(false);
  useEffect(() => {
    if (status !== 'connected') return;
    if (connectedBefore.current) void mutate();
    connectedBefore.current = true;
  }, [status, mutate]);
}
