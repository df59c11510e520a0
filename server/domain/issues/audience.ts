import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Audience } from '../../../contract/live';
import type { IssueFacts } from './access';
import { nowIso } from '../../lib/time';
import { listAssignees } from './assignees';
import { prepared } from '../../db/prepared';

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

/**
 * Who may know of an internal comment: exactly who reads one by REST (access.ts `readsInternal`:
 * staff and resolvers). Staff are a room; `reachResolvers` names the resolvers. The assignee is
 * not named for being the assignee: one who no longer resolves reads no internal comment, so
 * hears of none (issue 30 §6: the audience was "staff + assignee" beside that rule).
 */
export function internalAudience(): Audience {
  return { staff: true };
}

const people = (...ids: Array<number | null>): number[] => [...new Set(ids.filter((id): id is number => id !== null))];

/**
 * Resolvers who are not staff (technicians holding issue:resolve) see every issue of the building
 * and its internal comments (access.ts), but no socket room gathers them: a narrow audience names
 * them. Every member hears a building issue already, so that one is left as it is.
 */
export async function reachResolvers(db: Kysely<DB>, buildingId: number, audience: Audience, now = nowIso()): Promise<Audience> {
  if (audience.members) return audience;
  const [assignees, staff] = await Promise.all([listAssignees(db, buildingId, now), staffOf.all(db, { buildingId })]);
  // staff are in the staff room already (every narrow issue audience includes it)
  const inStaffRoom = new Set(staff.map((s) => s.user_id));
  const resolvers = assignees.map((a) => a.id).filter((id) => !inStaffRoom.has(id));
  if (resolvers.length === 0) return audience;
  return { ...audience, users: [...new Set([...(audience.users ?? []), ...resolvers])] };
}

const staffOf = prepared((db, p: { buildingId: number }) =>
  db.selectFrom('building_roles').select('user_id').where('building_id', '=', p.buildingId).where('role', 'in', ['admin', 'manager']),
);
