import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccessProfile } from '../../access/profile';
import type { IssueCapabilities, IssueLocationType, IssueStatus } from '../../../contract/rules/issues';
import { isFinished } from '../../../contract/rules/issues';
import { PERMISSION } from '../../../contract/rules/permissions';
import { activeUnitsIn, can, canSeeBuilding, isBuildingStaff } from '../../access/engine';
import { prepared } from '../../db/prepared';
import { notFound, unauthorized } from '../../lib/http-error';
import { nowIso } from '../../lib/time';

/**
 * Who may do what with a building's issues (issue 11 §1; README "Issues"). One module, so the
 * list's filter, the detail's 404, the capabilities the SPA shows and every write agree:
 *
 * - every member of the building reports issues, sees the building's issues (location building),
 *   the issues of their own live units, and the ones they reported or are assigned to;
 * - staff (building admins, managers, global admins) see and do everything;
 * - resolvers — holders of `issue:resolve` in the building (staff roles and technicians carry it) —
 *   see every issue of the building, change status, assign, and read and write internal comments;
 * - the reporter edits and deletes while the issue is `new`; staff edit and delete always;
 * - comments and attachments are closed once the issue is resolved, closed or refused.
 */
export interface IssueViewer {
  userId: number;
  buildingId: number;
  staff: boolean;
  resolver: boolean;
  /** the caller's live units in the building */
  unitIds: readonly number[];
}

/** What an issue is, as far as access is concerned. */
export interface IssueFacts {
  building_id: number;
  location_type: IssueLocationType;
  unit_id: number | null;
  status: IssueStatus;
  created_by: number | null;
  assigned_to: number | null;
}

/** "Not found" and "not yours" look the same. */
export const ISSUE_NOT_FOUND = 'server.issues.not_found';

export function issueViewer(profile: AccessProfile, buildingId: number, now = nowIso()): IssueViewer {
  const staff = isBuildingStaff(profile, buildingId);
  return {
    userId: profile.userId,
    buildingId,
    staff,
    resolver: staff || can(profile, PERMISSION.issueResolve, { buildingId }, now),
    unitIds: activeUnitsIn(profile, buildingId, now).map((u) => u.unitId),
  };
}

/** The viewer for a request in a building it can see; 404 for a building it cannot. */
export function requireIssueViewer(req: FastifyRequest, buildingId: number): IssueViewer {
  if (!req.auth) throw unauthorized();
  const now = nowIso();
  if (!canSeeBuilding(req.auth.profile, buildingId, now)) throw notFound('server.errors.building_not_found');
  return issueViewer(req.auth.profile, buildingId, now);
}

export function canSeeIssue(viewer: IssueViewer, issue: IssueFacts): boolean {
  if (issue.building_id !== viewer.buildingId) return false;
  if (viewer.staff || viewer.resolver) return true;
  if (issue.location_type === 'building') return true;
  if (issue.unit_id !== null && viewer.unitIds.includes(issue.unit_id)) return true;
  return issue.created_by === viewer.userId || issue.assigned_to === viewer.userId;
}

/** Internal comments: staff and resolvers only (never sent to anyone else, by REST or socket). */
export const readsInternal = (viewer: IssueViewer): boolean => viewer.staff || viewer.resolver;

export function issueCapabilities(viewer: IssueViewer, issue: IssueFacts): IssueCapabilities {
  const reporter = issue.created_by === viewer.userId;
  const open = !isFinished(issue.status);
  const manage = viewer.staff || (reporter && issue.status === 'new');
  return {
    edit: manage,
    delete: manage,
    change_status: viewer.staff || viewer.resolver,
    assign: (viewer.staff || viewer.resolver) && open,
    comment: open,
    comment_internal: open && readsInternal(viewer),
    attach: open,
  };
}

const issueFacts = prepared((db, p: { id: number }) =>
  db.selectFrom('issues').select(['id', 'building_id', 'location_type', 'unit_id', 'status', 'created_by', 'assigned_to']).where('id', '=', p.id),
);

/** The issue as the caller may see it, or the one 404 for missing, another building's and not theirs. */
export async function requireIssue(db: Kysely<DB>, viewer: IssueViewer, issueId: number) {
  const issue = await issueFacts.first(db, { id: issueId });
  if (!issue || !canSeeIssue(viewer, issue)) throw notFound(ISSUE_NOT_FOUND);
  return issue;
}
