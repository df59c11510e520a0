/** Cleaning records (issue 15 §1; spec 001 §4, §5, §9): limits and pure rules for the SPA and the server. */

/** spec 001 §9: the calendar starts here */
export const CLEANING_MIN_DATE = '2020-01-01';
export const CLEANING_STATUSES = ['started', 'finished'] as const;
export type CleaningStatus = (typeof CLEANING_STATUSES)[number];
export const CLEANING_NOTE_MAX = 500;
export const CLEANING_PAGE_DEFAULT = 30;
export const CLEANING_PAGE_MAX = 100;
/** a recorded or finished event longer than this is a mistake (a forgotten "finish"), not a cleaning */
export const CLEANING_MAX_MINUTES = 24 * 60;
/** the stats tab's trend: this many months ending with the chosen one */
export const CLEANING_TREND_MONTHS = 12;

/** spec 001 §4: in progress while started and not finished. */
export const isInProgress = (e: { status: string; finished_at: string | null }) => e.status === 'started' && e.finished_at === null;

/** Whole minutes between two instants, rounded (a cleaning of 29.6 minutes took 30). */
export function durationMinutes(startedAt: string, finishedAt: string): number {
  return Math.round((Date.parse(finishedAt) - Date.parse(startedAt)) / 60_000);
}

/**
 * The first instant a cleaning may start: CLEANING_MIN_DATE's midnight in the building's zone
 * (Europe/Prague, winter time), as the calendar counts days. Written out so the SPA need not carry a
 * time-zone library; tests/unit/cleaning-span.test.ts holds it to server/lib/building-time.ts.
 */
export const CLEANING_MIN_START = '2019-12-31T23:00:00.000Z';

export type CleaningSpanProblem = 'before_min' | 'in_future' | 'finished_before_started' | 'too_long';

/**
 * A finished or recorded cleaning's bounds, the one rule of the form and the server (issue 30 §6:
 * the form judged the first day in the browser's zone, the server in the building's): not before the
 * calendar's first day, neither end after `now`, not finished before it started, at most
 * CLEANING_MAX_MINUTES. Times are ISO instants.
 */
export function cleaningSpanProblem(startedAt: string, finishedAt: string, now: string): CleaningSpanProblem | null {
  const [start, end, at] = [Date.parse(startedAt), Date.parse(finishedAt), Date.parse(now)];
  if (start < Date.parse(CLEANING_MIN_START)) return 'before_min';
  if (start > at || end > at) return 'in_future';
  if (end < start) return 'finished_before_started';
  if (durationMinutes(startedAt, finishedAt) > CLEANING_MAX_MINUTES) return 'too_long';
  return null;
}

/** spec 001 §5: a calendar day may be chosen when it is not before 2020-01-01 and not after today. */
export function cleaningDateAllowed(date: string, today: string): boolean {
  return date >= CLEANING_MIN_DATE && date <= today;
}

/** A month (year, 1–12) the stats may show: from January 2020 to the current month. */
export function cleaningMonthAllowed(year: number, month: number, today: string): boolean {
  const ym = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  return ym >= CLEANING_MIN_DATE.slice(0, 7) && ym <= today.slice(0, 7);
}

/** The months of the trend: CLEANING_TREND_MONTHS of them ending with (year, month), oldest first, none before 2020. */
export function trendMonths(year: number, month: number): Array<{ year: number; month: number }> {
  const out: Array<{ year: number; month: number }> = [];
  for (let i = CLEANING_TREND_MONTHS - 1; i >= 0; i--) {
    const index = year * 12 + (month - 1) - i;
    const m = { year: Math.floor(index / 12), month: (index % 12) + 1 };
    if (m.year >= 2020) out.push(m);
  }
  return out;
}
