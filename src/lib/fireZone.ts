/**
 * A fire zone's name on screen (spec 001 §2): its text, or 'Zone {number}' in the user's language
 * (contract/rules/fire-alarm.ts fireZoneLabel). Used by the fire alarm screen and the app's alarm
 * toast, so the fallback is a text every screen has (fireAlarm.zone, src/lib/pageTexts.ts).
 */
import type { TFunction } from 'i18next';
import { fireZoneLabel } from '../../contract/rules/fire-alarm';

export function fireZoneName(zone: { text: string | null; number: number }, t: TFunction): string {
  const label = fireZoneLabel(zone);
  return 'text' in label ? label.text : t('fireAlarm.zone', { number: label.number });
}
