import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Issue, IssuePatch } from '../../../contract/issues';
import { foldText } from '../../../contract/rules/text';
import { writeAudit } from '../audit';
import { unionAudience } from '../../access/rooms';
import { badRequest } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { issueCapabilities, requireIssue, type IssueViewer } from './access';
import { issueAudience, reachResolvers } from './audience';
import { categoryOf } from './categories';
import { issueDueAt, priorityRank } from './deadline';
import { loadIssueDetail } from './detail';
import { checkedLocation } from './location';
import { refuseIssueWrite } from './denied';

/** The place after a patch: a unit only with location unit; switching to the building clears the unit. */
function nextPlace(current: { location_type: 'building' | 'unit'; unit_id: number | null }, patch: z.output<typeof IssuePatch>) {
  const location_type = patch.location_type ?? current.location_type;
  if (location_type === 'building') {
    if (patch.unit_id !== undefined && patch.unit_id !== null) throw badRequest('server.issues.unit_not_allowed');
    return { location_type, unit_id: null, changed: current.location_type !== 'building' };
  }
  const unit_id = patch.unit_id !== undefined ? patch.unit_id : current.location_type === 'unit' ? current.unit_id : null;
  return { location_type, unit_id, changed: location_type !== current.location_type || unit_id !== current.unit_id };
}

/**
 * Changes an issue's fields (spec 001 §7 PATCH): whoever may edit it (access.ts: staff always,
 * the reporter while it is new); anyone else who sees it gets 403. The category and place are
 * checked as on create; a new priority or category moves the due date (counted from the report).
 */
export async function updateIssue(app: FastifyInstance, viewer: IssueViewer, issueId: number, patch: z.output<typeof IssuePatch>): Promise<Issue> {
  const facts = await requireIssue(app.db, viewer, issueId);
  if (!issueCapabilities(viewer, facts).edit) await refuseIssueWrite(app.db, viewer, facts, 'issue.update', 'server.issues.forbidden_edit');
  const current = await app.db
    .selectFrom('issues')
    .select(['title', 'description', 'category_id', 'type', 'priority', 'location_type', 'unit_id', 'created_at'])
    .where('id', '=', issueId)
    .executeTakeFirstOrThrow();

  const categoryChanged = patch.category_id !== undefined && patch.category_id !== current.category_id;
  // the chosen category must be this building's; the current one is (categories are per building)
  const category = await categoryOf(app.db, viewer.buildingId, patch.category_id !== undefined ? patch.category_id : current.category_id);
  const place = nextPlace(current, patch);
  if (place.changed) await checkedLocation(app.db, viewer, place.location_type, place.unit_id);
  const priority = patch.priority ?? current.priority;

  const at = nowIso();
  const next = {
    title: patch.title ?? current.title,
    description: patch.description ?? current.description,
    category_id: category?.id ?? null,
    type: patch.type ?? current.type,
    priority,
    priority_rank: priorityRank(priority),
    location_type: place.location_type,
    unit_id: place.unit_id,
  };
  const moveDue = categoryChanged || priority !== current.priority;
  const changed = (Object.keys(next) as Array<keyof typeof next>).filter((k) => k !== 'priority_rank' && next[k] !== current[k as keyof typeof current]);

  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('issues')
      .set({ ...next, search_text: foldText(next.title), ...(moveDue ? { due_at: issueDueAt(current.created_at, priority, category) } : {}), updated_at: at })
      .where('id', '=', issueId)
      .execute();
    await trx
      .insertInto('issue_history')
      .values({ issue_id: issueId, kind: 'updated', user_id: viewer.userId, from_status: null, to_status: null, reason: null, assignee_id: null, at })
      .execute();
    await writeAudit(trx, {
      userId: viewer.userId,
      action: 'issue.update',
      buildingId: viewer.buildingId,
      unitId: next.unit_id,
      target: `issue:${issueId}`,
      outcome: 'success',
      detail: { fields: changed },
      at,
    });
  });
  // who saw it before or sees it after (a unit issue made a building one, or the other way)
  app.bus.publish('issue.updated', viewer.buildingId, { id: issueId }, await reachResolvers(app.db, viewer.buildingId, unionAudience(issueAudience(facts), issueAudience({ ...facts, ...next }))));
  return loadIssueDetail(app.db, viewer, issueId);
}
