/**
 * The cleaning rules shared by the calendar and the server (contract/rules/cleaning.ts), pinned to
 * spec 001 §2, §4, §5, §9: the calendar blocks future dates and dates before 2020-01-01; an event is
 * in progress when its status is started and it has no finish time, otherwise completed.
 */
import { describe, expect, it } from 'vitest';
import {
  CLEANING_MAX_MINUTES,
  CLEANING_MIN_DATE,
  cleaningDateAllowed,
  cleaningMonthAllowed,
  durationMinutes,
  isInProgress,
  trendMonths,
} from '../../contract/rules/cleaning';

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

  it('pins the calendar to the spec: from 2020-01-01 to today inclusive, by this table', () => {
    expect(CLEANING_MIN_DATE).toBe('2020-01-01');
    const today = '2026-03-15';
    const days: Array<[string, boolean]> = [
      ['2019-01-01', false],
      ['2019-12-31', false],
      ['2020-01-01', true],
      ['2020-01-02', true],
      ['2024-02-29', true],
      ['2026-03-14', true],
      ['2026-03-15', true],
      ['2026-03-16', false],
      ['2026-04-01', false],
      ['2027-01-01', false],
    ];
    for (const [date, allowed] of days) expect(cleaningDateAllowed(date, today), date).toBe(allowed);
    const months: Array<[number, number, boolean]> = [
      [2019, 12, false],
      [2020, 1, true],
      [2020, 12, true],
      [2025, 12, true],
      [2026, 1, true],
      [2026, 2, true],
      [2026, 3, true],
      [2026, 4, false],
      [2027, 1, false],
    ];
    for (const [year, month, allowed] of months) expect(cleaningMonthAllowed(year, month, today), `${year}-${month}`).toBe(allowed);
    // months before October compare as two digits: February is not after November
    expect(cleaningMonthAllowed(2026, 2, '2026-11-27')).toBe(true);
    expect(cleaningMonthAllowed(2026, 9, '2026-11-27')).toBe(true);
  });

  it('is in progress only while started and without a finish time, otherwise completed (spec 001 §4)', () => {
    const table: Array<[string, string | null, boolean]> = [
      ['started', null, true],
      ['started', '2025-01-01T08:30:00Z', false],
      ['finished', null, false],
      ['finished', '2025-01-01T08:30:00Z', false],
    ];
    for (const [status, finished_at, inProgress] of table) expect(isInProgress({ status, finished_at }), `${status} ${finished_at}`).toBe(inProgress);
    // a cleaning longer than a day is a forgotten "finish"
    expect(CLEANING_MAX_MINUTES).toBe(1440);
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
