import type { Audience } from '../../../contract/live';
import type { IssueFacts } from './access';

/**
 * Who hears of an issue on the live feed (contract/live.ts 'issue.*'): those who may see it
 * (access.ts canSeeIssue). A building issue: every member. A unit issue: the unit's people, the
 * building's staff, and its reporter and assignee wherever they live. Events carry only ids, so
 * every listener refetches what it may see.
 */
export function issueAudience(issue: Pick<IssueFacts, 'location_type' | 'unit_id' | 'created_by' | 'assigned_to'>): Audience {
  if (issue.location_type === 'building' || issue.unit_id === null) return { members: true };
  return { units: [issue.unit_id], staff: true, users: people(issue.created_by, issue.assigned_to) };
}

/** What only staff and the assignee may know of (an internal comment). */
export function internalAudience(issue: Pick<IssueFacts, 'assigned_to'>): Audience {
  return { staff: true, users: people(issue.assigned_to) };
}

const people = (...ids: Array<number | null>): number[] => [...new Set(ids.filter((id): id is number => id !== null))];
