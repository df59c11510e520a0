/**
 * The stats tab's months (spec 001 §5, §9): from January 2020 to the current month, never a future
 * one. "Today" is the browser's date, as everywhere on screen (lib/format.ts does no zone arithmetic);
 * the server decides again by the building's day and answers 400 for a month it will not show.
 */
import { lightFormat } from 'date-fns';
import { cleaningMonthAllowed } from '../../../contract/rules/cleaning';

export interface Month {
  year: number;
  /** 1–12 */
  month: number;
}

/** yyyy-MM-dd of the browser's today, the form the shared rules compare. */
export const todayText = (now: Date = new Date()) => lightFormat(now, 'yyyy-MM-dd');

export const currentMonth = (now: Date = new Date()): Month => ({ year: now.getFullYear(), month: now.getMonth() + 1 });

/** The month `delta` months away ({2026, 1} − 1 → {2025, 12}). */
export function shiftMonth({ year, month }: Month, delta: number): Month {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const monthAllowed = (m: Month, now: Date = new Date()) => cleaningMonthAllowed(m.year, m.month, todayText(now));

/** yyyy-MM, the address's form (`?month=2026-11`). */
export const monthParam = ({ year, month }: Month) => `${year}-${String(month).padStart(2, '0')}`;

/** A `?month=` value, or null when it is not a month the stats may show. */
export function parseMonthParam(value: string | null, now: Date = new Date()): Month | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const m = { year: Number(match[1]), month: Number(match[2]) };
  return m.month >= 1 && m.month <= 12 && monthAllowed(m, now) ? m : null;
}

/** Every month the picker offers, newest first: the current one back to January 2020. */
export function allowedMonths(now: Date = new Date()): Month[] {
  const out: Month[] = [];
  for (let m = currentMonth(now); monthAllowed(m, now); m = shiftMonth(m, -1)) out.push(m);
  return out;
}

/** 'listopad 2026', 'November 2026' */
export function monthName({ year, month }: Month, lng: string): string {
  return new Intl.DateTimeFormat(lng, { month: 'long', year: 'numeric' }).format(new Date(year, month - 1, 1));
}

/** 'lis 26', 'Nov 26': the trend chart's axis, twelve of them at 360 px */
export function shortMonthName({ year, month }: Month, lng: string): string {
  return `${new Intl.DateTimeFormat(lng, { month: 'short' }).format(new Date(year, month - 1, 1))} ${String(year % 100).padStart(2, '0')}`;
}
