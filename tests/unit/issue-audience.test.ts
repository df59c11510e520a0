import { describe, expect, it } from 'vitest';
import { internalAudience, issueAudience } from '../../server/domain/issues/audience';
import { issueDueAt, priorityRank } from '../../server/domain/issues/deadline';

describe('issue audiences (who hears of an issue live)', () => {
  it('sends a building issue to every member, a unit issue to the unit, staff, its reporter and assignee', () => {
    expect(issueAudience({ location_type: 'building', unit_id: null, created_by: 3, assigned_to: 4 })).toEqual({ members: true });
    expect(issueAudience({ location_type: 'unit', unit_id: 7, created_by: 3, assigned_to: 4 })).toEqual({ units: [7], staff: true, users: [3, 4] });
    expect(issueAudience({ location_type: 'unit', unit_id: 7, created_by: null, assigned_to: null })).toEqual({ units: [7], staff: true, users: [] });
    expect(issueAudience({ location_type: 'unit', unit_id: 7, created_by: 5, assigned_to: 5 })).toEqual({ units: [7], staff: true, users: [5] });
  });

  it('sends what is internal to the staff room only; the resolvers are named by reachResolvers (tests/server/issue-comments.test.ts)', () => {
    expect(internalAudience()).toEqual({ staff: true });
  });
});

describe('issue deadlines', () => {
  const none = { due_days_critical: null, due_days_high: null, due_days_medium: null, due_days_low: null };
  it('counts the priority’s days from the report, or the category’s own', () => {
    const at = '2026-03-28T10:00:00.000Z';
    expect(issueDueAt(at, 'critical', null)).toBe('2026-03-29T10:00:00.000Z');
    expect(issueDueAt(at, 'low', none)).toBe('2026-04-11T10:00:00.000Z');
    expect(issueDueAt(at, 'high', { ...none, due_days_high: 10 })).toBe('2026-04-07T10:00:00.000Z');
    // a category's zero days means due at once, not the default
    expect(issueDueAt(at, 'medium', { ...none, due_days_medium: 0 })).toBe(at);
  });
  it('ranks priorities from low (1) to critical (4)', () => {
    expect((['low', 'medium', 'high', 'critical'] as const).map(priorityRank)).toEqual([1, 2, 3, 4]);
  });
});
