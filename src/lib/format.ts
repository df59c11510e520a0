/**
 * Display formatting (spec 000 §9). Functions take an optional language and
 * "now" so they stay pure in tests; screens call them without either.
 */
import { format, isValid, parseISO } from 'date-fns';
import { cs, enGB } from 'date-fns/locale';
import type { Locale } from 'date-fns';
import { currentLanguage, i18n, type Language } from './i18n';

/** Weeks start on Monday in both languages (spec 000 §9). */
export const WEEK_STARTS_ON = 1 as const;

export type DateInput = string | number | Date | null | undefined;

/** date-fns locale for a language; en-GB because it keeps Monday as the first weekday. */
export function dateLocale(lng: Language = currentLanguage()): Locale {
  return lng === 'en' ? enGB : cs;
}

export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(d) ? d : null;
}

/** dd.MM.yyyy; '' for a missing or unreadable date so tables show an empty cell. */
export function formatDate(value: DateInput): string {
  const d = toDate(value);
  return d ? format(d, 'dd.MM.yyyy') : '';
}

/** dd.MM.yyyy HH:mm */
export function formatDateTime(value: DateInput): string {
  const d = toDate(value);
  return d ? format(d, 'dd.MM.yyyy HH:mm') : '';
}

/** yyyy-MM-dd, the form the API takes for plain dates (e.g. vehicle valid_to). */
export function formatApiDate(value: DateInput): string {
  const d = toDate(value);
  return d ? format(d, 'yyyy-MM-dd') : '';
}

/**
 * 'just now', 'Nm ago', 'Nh ago', 'Nd ago', then the date in the viewer's locale.
 * Future times (clock skew) count as 'just now' rather than a negative age.
 */
export function formatRelative(value: DateInput, now: Date = new Date(), lng: Language = currentLanguage()): string {
  const d = toDate(value);
  if (!d) return '';
  const seconds = Math.floor((now.getTime() - d.getTime()) / 1000);
  const t = (key: string, n?: number) => i18n.t(key, { lng, n });
  if (seconds < 60) return t('format.justNow');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('format.minutesAgo', minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('format.hoursAgo', hours);
  const days = Math.floor(hours / 24);
  if (days < 7) return t('format.daysAgo', days);
  return format(d, 'P', { locale: dateLocale(lng) });
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
