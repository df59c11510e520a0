import { describe, expect, it } from 'vitest';
import { fireAckProblem, fireZoneLabel, fireZoneState, isAlarm } from '../../contract/rules/fire-alarm';

describe('fire alarm rules', () => {
  it('status 0 is OK, anything else an alarm', () => {
    expect([0, 1, 2, -1, 99].map(isAlarm)).toEqual([false, true, true, true, true]);
    expect([0, 3].map(fireZoneState)).toEqual(['ok', 'alarm']);
  });
  it("a zone without text is 'Zone {number}'", () => {
    expect(fireZoneLabel({ text: 'Garáže', number: 1 })).toEqual({ text: 'Garáže' });
    expect(fireZoneLabel({ text: '  ', number: 5 })).toEqual({ key: 'zone', number: 5 });
    expect(fireZoneLabel({ text: null, number: 7 })).toEqual({ key: 'zone', number: 7 });
  });
  it('only an unacknowledged alarm can be acknowledged', () => {
    expect(fireAckProblem({ status: 0, acknowledged_at: null })).toBe('not_in_alarm');
    expect(fireAckProblem({ status: 1, acknowledged_at: '2026-01-01T00:00:00Z' })).toBe('already_acknowledged');
    expect(fireAckProblem({ status: 2, acknowledged_at: null })).toBeNull();
  });
});
