/** A cleaning's bounds, one rule for the form and the server (issue 30 §6). */
import { describe, expect, it } from 'vitest';
import { CLEANING_MIN_DATE, CLEANING_MIN_START, cleaningSpanProblem } from '../../contract/rules/cleaning';
import { validateRecord } from '../../src/features/cleaning/rules';
import { startOfBuildingDay } from '../../server/lib/building-time';

const NOW = '2026-11-20T12:00:00.000Z';

describe('a cleaning’s span', () => {
  it('starts no earlier than the calendar’s first day at midnight in the building’s zone', () => {
    expect(CLEANING_MIN_START).toBe(startOfBuildingDay(CLEANING_MIN_DATE));
    expect(cleaningSpanProblem(CLEANING_MIN_START, '2020-01-01T01:00:00.000Z', NOW)).toBeNull();
    expect(cleaningSpanProblem('2019-12-31T22:59:59.999Z', '2020-01-01T01:00:00.000Z', NOW)).toBe('before_min');
  });

  it('is not in the future, in order, and at most a day', () => {
    const at = (h: number) => new Date(Date.parse(NOW) + h * 3_600_000).toISOString();
    expect(cleaningSpanProblem(at(-2), at(-1), NOW)).toBeNull();
    expect(cleaningSpanProblem(at(-2), NOW, NOW)).toBeNull();
    expect(cleaningSpanProblem(at(-1), at(1), NOW)).toBe('in_future');
    expect(cleaningSpanProblem(at(-1), at(-2), NOW)).toBe('finished_before_started');
    expect(cleaningSpanProblem(at(-25), at(-1), NOW)).toBeNull();
    expect(cleaningSpanProblem(at(-26), at(-1), NOW)).toBe('too_long');
  });
});

describe('the record form', () => {
  // local datetime values far from any edge, so the runner's zone does not matter
  const now = new Date(NOW);
  const check = (startedAt: string, finishedAt: string) => validateRecord({ startedAt, finishedAt, note: '' }, now);

  it('asks for both times, then says each of the shared rule’s complaints at its field', () => {
    expect(check('', '')).toEqual({ startedAt: 'cleaning.record.errors.startRequired', finishedAt: 'cleaning.record.errors.endRequired' });
    expect(check('2026-11-19T08:00', '2026-11-19T09:00')).toEqual({});
    expect(check('2019-06-01T08:00', '2019-06-01T09:00')).toEqual({ startedAt: 'cleaning.record.errors.beforeMin' });
    expect(check('2026-11-25T08:00', '2026-11-25T09:00')).toEqual({ startedAt: 'cleaning.record.errors.future', finishedAt: 'cleaning.record.errors.future' });
    expect(check('2026-11-19T08:00', '2026-11-25T09:00')).toEqual({ finishedAt: 'cleaning.record.errors.future' });
    expect(check('2026-11-19T09:00', '2026-11-19T08:00')).toEqual({ finishedAt: 'cleaning.record.errors.endBeforeStart' });
    expect(check('2026-11-17T08:00', '2026-11-19T08:00')).toEqual({ finishedAt: 'cleaning.record.errors.tooLong' });
  });
});
