import { describe, expect, it } from 'vitest';
import { CONTACT_PHONE_PATTERN, WEEKDAYS, timeRangeProblem } from '../../contract/rules/building-info';
import { TimeRange } from '../../contract/building-info';

describe('contract/rules/building-info', () => {
  it('the week starts on Monday (spec 000 §9)', () => {
    expect(WEEKDAYS).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
  });

  it('a contact phone holds digits, spaces and + ( ) - / only, or nothing', () => {
    const table: Array<[string, boolean]> = [
      ['', true],
      ['+420 123 456 789', true],
      ['(02) 123-456/7', true],
      ['112', true],
      ['abc', false],
      ['112a', false],
      ['a112', false],
      ['+420 123 456 789 ext. 5', false],
    ];
    for (const [phone, ok] of table) expect(CONTACT_PHONE_PATTERN.test(phone), JSON.stringify(phone)).toBe(ok);
  });

  it('a range needs HH:MM times and an end after its start; the contract agrees', () => {
    const cases: Array<[string, string, ReturnType<typeof timeRangeProblem>]> = [
      ['08:00', '12:00', null],
      ['8:00', '12:00', 'time_format'],
      ['08:00', '24:00', 'time_format'],
      ['x08:00', '12:00', 'time_format'],
      ['08:00', '12:000', 'time_format'],
      ['00:00', '23:59', null],
      ['12:00', '12:00', 'range_order'],
      ['13:00', '12:00', 'range_order'],
    ];
    for (const [from, to, problem] of cases) {
      expect(timeRangeProblem({ from, to })).toBe(problem);
      expect(TimeRange.safeParse({ from, to }).success).toBe(problem === null);
    }
  });
});
