/** The cleaning rules shared by the calendar and the server (contract/rules/cleaning.ts). */
import { describe, expect, it } from 'vitest';
import { cleaningDateAllowed, cleaningMonthAllowed, durationMinutes, isInProgress, trendMonths } from '../../contract/rules/cleaning';

describe('cleaning rules', () => {
  it('allows calendar days from 2020-01-01 up to today, never in the future', () => {
    expect(cleaningDateAllowed('2020-01-01', '2026-11-27')).toBe(true);
    expect(cleaningDateAllowed('2019-12-31', '2026-11-27')).toBe(false);
    expect(cleaningDateAllowed('2026-11-27', '2026-11-27')).toBe(true);
    expect(cleaningDateAllowed('2026-11-28', '2026-11-27')).toBe(false);
    expect(cleaningMonthAllowed(2020, 1, '2026-11-27')).toBe(true);
    expect(cleaningMonthAllowed(2019, 12, '2026-11-27')).toBe(false);
    expect(cleaningMonthAllowed(2026, 11, '2026-11-27')).toBe(true);
    expect(cleaningMonthAllowed(2026, 12, '2026-11-27')).toBe(false);
  });

  it('is in progress while started and unfinished; rounds durations to whole minutes', () => {
    expect(isInProgress({ status: 'started', finished_at: null })).toBe(true);
    expect(isInProgress({ status: 'finished', finished_at: '2025-01-01T08:00:00Z' })).toBe(false);
    expect(durationMinutes('2025-01-01T08:00:00Z', '2025-01-01T08:29:40Z')).toBe(30);
  });

  it('spans the trend over twelve months across a year end, never before 2020', () => {
    const t = trendMonths(2025, 3);
    expect(t).toHaveLength(12);
    expect(t[0]).toEqual({ year: 2024, month: 4 });
    expect(t.at(-1)).toEqual({ year: 2025, month: 3 });
    expect(trendMonths(2020, 3)).toEqual([1, 2, 3].map((month) => ({ year: 2020, month })));
  });
});
