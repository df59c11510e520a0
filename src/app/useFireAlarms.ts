/**
 * App-wide fire alarm awareness (issue 12 §1): the zones in alarm in every building the user can see,
 * loaded on start, polled like other live data, refetched on every fire.zone_changed of any building
 * and after every reconnect (the key is outside /buildings/, which the live bridge refetches). The
 * answer goes to activeFireAlarmsAtom for the navigation's badge and the palette; a new alarm is
 * toasted once. A failed load is only logged (spec 001 §8): the last known alarms stay.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useSetAtom } from 'jotai';
import useSWR from 'swr';
import { fetcher } from '../lib/http';
import { subscribeLiveEvents } from '../live/events';
import { LIVE_POLL_MS, useLiveRefreshInterval, useLiveStatus } from '../live/useLive';
import { activeFireAlarmsAtom, FIRE_ALARMS_KEY, parseActiveAlarms } from '../state/fireAlarms';
import { forgetToastedAlarms, toastNewAlarms } from './fireAlarmToast';

/**
 * The refetch waits this long after the last zone change: a panel reports zones in flurries, and the
 * board paints the same event — refetching in the same task would delay that paint (bench:board).
 */
export const FIRE_REFETCH_DELAY_MS = 150;

const logFailure = (error: unknown) => console.warn(`fire alarms: loading failed (${error instanceof Error ? error.message : String(error)})`);

export function useFireAlarms(): void {
  const refreshInterval = useLiveRefreshInterval(LIVE_POLL_MS.fireAlarm);
  const { data, mutate } = useSWR<unknown>(FIRE_ALARMS_KEY, fetcher, { refreshInterval, onError: logFailure });
  const setAlarms = useSetAtom(activeFireAlarmsAtom);
  const alarms = useMemo(() => (data === undefined ? null : parseActiveAlarms(data)), [data]);

  useEffect(() => {
    if (data !== undefined && alarms === null) logFailure(new Error('unexpected answer'));
    if (!alarms) return;
    setAlarms(alarms);
    toastNewAlarms(alarms);
  }, [data, alarms, setAlarms]);

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
