/**
 * Display formatting (spec 000 §9), the one home for dates on screen: date-fns with the cs and
 * en-GB locales. Functions take an optional language and "now" so they stay pure in tests;
 * screens call them without either. The client does no time-zone arithmetic: dates are shown in
 * the browser's zone, and plain API dates (yyyy-MM-dd) are sent as picked.
 */
import { format, formatDistanceStrict, isValid, parseISO } from 'date-fns';
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

/**
 * One date format per language (issue 7), the locale's short date: Czech dd.MM.yyyy (spec 000 §9),
 * English (en-GB) dd/MM/yyyy. Tables, cards and the relative dates' fallback all use it.
 * '' for a missing or unreadable date so tables show an empty cell.
 */
export function formatDate(value: DateInput, lng: Language = currentLanguage()): string {
  const d = toDate(value);
  return d ? format(d, 'P', { locale: dateLocale(lng) }) : '';
}

/** The date as above with two-digit hour and minute (spec 000 §9): 07.03.2025 09:05, 07/03/2025 09:05. */
export function formatDateTime(value: DateInput, lng: Language = currentLanguage()): string {
  const d = toDate(value);
  return d ? format(d, 'P HH:mm', { locale: dateLocale(lng) }) : '';
}

/** yyyy-MM-dd, the form the API takes for plain dates (e.g. vehicle valid_to). */
export function formatApiDate(value: DateInput): string {
  const d = toDate(value);
  return d ? format(d, 'yyyy-MM-dd') : '';
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Spec 000 §9's steps: under a minute 'just now', then whole minutes, hours, days (under 7) ago,
 * worded by date-fns in the viewer's language ('5 minutes ago', 'před 5 minutami'); from a week
 * on, the date. Future times (clock skew) count as 'just now' rather than a negative age.
 */
export function formatRelative(value: DateInput, now: Date = new Date(), lng: Language = currentLanguage()): string {
  const d = toDate(value);
  if (!d) return '';
  const seconds = (now.getTime() - d.getTime()) / 1000;
  if (seconds < MINUTE) return i18n.t('format.justNow', { lng });
  if (seconds >= 7 * DAY) return formatDate(d, lng);
  const unit = seconds < HOUR ? 'minute' : seconds < DAY ? 'hour' : 'day';
  return formatDistanceStrict(d, now, { addSuffix: true, unit, roundingMethod: 'floor', locale: dateLocale(lng) });
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
