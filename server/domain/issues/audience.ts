import type { Audience } from '../../../contract/live';
import type { IssueFacts } from './access';

type AudienceFacts = Pick<IssueFacts, 'location_type' | 'unit_id' | 'created_by' | 'assigned_to'>;

const present = (ids: readonly (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))];

/**
 * Who hears of an issue on the live feed (contract/live.ts issue.*): the same people who may see
 * it (access.ts canSeeIssue). A building issue: every member. A unit issue: the unit's people,
 * staff, the reporter and the assignee — never the rest of the building.
 */
export function issueAudience(issue: AudienceFacts): Audience {
  if (issue.location_type === 'building') return { members: true };
  return { units: present([issue.unit_id]), staff: true, users: present([issue.created_by, issue.assigned_to]) };
}

/** An internal comment reaches staff and the assignee only: never the building, a unit or the reporter. */
export function internalAudience(issue: Pick<IssueFacts, 'assigned_to'>): Audience {
  return { staff: true, users: present([issue.assigned_to]) };
}
