/**
 * The zones in alarm in every building the user can see (GET /fire-alarm/active, issue 12 §1), as
 * the app-wide hook (app/useFireAlarms.ts) last loaded them: the navigation's badge, the palette's
 * 'Acknowledge alarm…' and the fire alarm screen read them here. Empty until the first answer and
 * after sign-out.
 */
import { atom } from 'jotai';
import type { ActiveFireAlarm } from '../../contract/fire-alarm';

export const activeFireAlarmsAtom = atom<readonly ActiveFireAlarm[]>([]);

