import { BUILDING_TIME_ZONE } from '../../lib/building-time';
import type { Lang } from '../../lib/i18n';

const formats: Record<Lang, Intl.DateTimeFormat> = {
  cs: new Intl.DateTimeFormat('cs-CZ', { timeZone: BUILDING_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: BUILDING_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }),
};

/** A stored UTC instant as people in the building read it (messages, the pass e-mail). */
export const buildingTimeText = (lang: Lang, iso: string): string => formats[lang].format(new Date(iso));
