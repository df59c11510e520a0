/**
 * Display formatting (spec 000 §9), the one home for dates on screen: date-fns with one fixed
 * pattern per language. Functions take an optional language and "now" so they stay pure in tests;
 * screens call them without either. The client does no time-zone arithmetic: dates are shown in
 * the browser's zone, and plain API dates (yyyy-MM-dd) are sent as picked.
 */
import { differenceInDays, differenceInHours, differenceInMinutes, isValid, lightFormat, parseISO } from 'date-fns';
import { currentLanguage, i18n, type Language } from './i18n';


export type DateInput = string | number | Date | null | undefined;

/**
 * The patterns themselves (date-fns' lightFormat), not locale objects: they hold only digits, so the locales' month
 * and day names (several KB of the first screen) are not needed.
 */
const DATE_PATTERN: Record<Language, string> = { cs: 'dd.MM.yyyy', en: 'dd/MM/yyyy' };

export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(d) ? d : null;
}

/**
 * One date format per language (issue 7), the locale's short date: Czech dd.MM.yyyy (spec 000 §9),
 * English (en-GB) dd/MM/yyyy. Tables, cards and the relative dates' fallback all use it.
 * '' for a missing or unreadable date so tables show an empty cell.
 */
export function formatDate(value: DateInput, lng: Language = currentLanguage()): string {
  const d = toDate(value);
  return d ? lightFormat(d, DATE_PATTERN[lng]) : '';
}

/** The date as above with two-digit hour and minute (spec 000 §9): 07.03.2025 09:05, 07/03/2025 09:05. */
export function formatDateTime(value: DateInput, lng: Language = currentLanguage()): string {
  const d = toDate(value);
  return d ? lightFormat(d, `${DATE_PATTERN[lng]} HH:mm`) : '';
}

/** yyyy-MM-dd, the form the API takes for plain dates (e.g. vehicle valid_to). */
export function formatApiDate(value: DateInput): string {
  const d = toDate(value);
  return d ? lightFormat(d, 'yyyy-MM-dd') : '';
}

/**
 * Spec 000 §9's steps, in its words: under a minute 'just now', under an hour '5m ago', under a day
 * '3h ago', under a week '2d ago' (Czech 'před 5 min', 'před 3 h', 'před 2 d'); from a week on, the
 * date. date-fns does the arithmetic; the texts are the spec's, which date-fns' own wording
 * ('5 minutes ago') is not. Future times (clock skew) count as 'just now' rather than a negative age.
 */
export function formatRelative(value: DateInput, now: Date = new Date(), lng: Language = currentLanguage()): string {
  const d = toDate(value);
  if (!d) return '';
  const minutes = differenceInMinutes(now, d);
  if (minutes < 1) return i18n.t('format.justNow', { lng });
  if (minutes < 60) return i18n.t('format.minutesAgo', { lng, n: minutes });
  const hours = differenceInHours(now, d);
  if (hours < 24) return i18n.t('format.hoursAgo', { lng, n: hours });
  const days = differenceInDays(now, d);
  if (days < 7) return i18n.t('format.daysAgo', { lng, n: days });
  return formatDate(d, lng);
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** Steps of 1024, at most one decimal, capped at GB: 0 → '0 B', 1536 → '1.5 KB'. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes === 0) return '0 B';
  const i = Math.max(0, Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1));
  const value = bytes / 1024 ** i;
  return `${parseFloat(value.toFixed(1))} ${SIZE_UNITS[i]}`;
}

/** A count in the language's notation: 10 000 in Czech, 10,000 in English. */
export function formatCount(n: number, lng: Language = currentLanguage()): string {
  return new Intl.NumberFormat(lng === 'en' ? 'en-GB' : 'cs-CZ').format(n);
}
