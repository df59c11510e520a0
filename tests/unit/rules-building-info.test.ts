import { describe, expect, it } from 'vitest';
import { WEEKDAYS, timeRangeProblem } from '../../contract/rules/building-info';
import { TimeRange } from '../../contract/building-info';

describe('contract/rules/building-info', () => {
  it('the week starts on Monday (spec 000 §9)', () => {
    expect(WEEKDAYS[0]).toBe('monday');
    expect(WEEKDAYS).toHaveLength(7);
  });

  it('a range needs HH:MM times and an end after its start; the contract agrees', () => {
    const cases: Array<[string, string, ReturnType<typeof timeRangeProblem>]> = [
      ['08:00', '12:00', null],
      ['8:00', '12:00', 'time_format'],
      ['08:00', '24:00', 'time_format'],
      ['12:00', '12:00', 'range_order'],
      ['13:00', '12:00', 'range_order'],
    ];
    for (const [from, to, problem] of cases) {
      expect(timeRangeProblem({ from, to })).toBe(problem);
      expect(TimeRange.safeParse({ from, to }).success).toBe(problem === null);
    }
  });
});
