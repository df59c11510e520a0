/**
 * The zones in alarm in every building the user can see (GET /fire-alarm/active, issue 12 §1), as
 * the app-wide hook (app/useFireAlarms.ts) last loaded them: the navigation's badge, the palette's
 * 'Acknowledge alarm…' and the fire alarm screen read them here. Empty until the first answer and
 * after sign-out.
 */
import { atom } from 'jotai';
import type { ActiveFireAlarm, ActiveFireAlarmList } from '../../contract/fire-alarm';

/** The SWR key (an API path, as everywhere): outside /buildings/, so the shell revalidates it itself. */
export const FIRE_ALARMS_KEY = '/fire-alarm/active';

export const activeFireAlarmsAtom = atom<readonly ActiveFireAlarm[]>([]);

/** The answer's alarms; null for an answer of another shape (kept apart from the last good list). */
export function parseActiveAlarms(raw: unknown): ActiveFireAlarm[] | null {
  const alarms = (raw as Partial<ActiveFireAlarmList> | null | undefined)?.alarms;
  return Array.isArray(alarms) ? alarms : null;
}
