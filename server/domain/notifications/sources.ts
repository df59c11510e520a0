/**
 * What each bus event means for people's notifications (issue 15 §3): one rule per source, each
 * answering the drafts to store. The rules read the facts they need from the database (the event's
 * data stays ids-only for the sockets) and the publisher's server-only `facts` (who acted, an issue's
 * old and new status). Whoever caused a change is never notified of it.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AddressedEvent } from '../../lib/event-bus';
import type { LiveEventData } from '../../../contract/live';
import { excerpt } from '../../../contract/rules/notifications';
import { canSeeIssue, issueViewer, readsInternal } from '../issues/access';
import { buildingPeople, profilesOf, unitPeople } from './recipients';
import { receptionDrafts } from './reception-source';
import type { Draft } from './store';

type Rule = (db: Kysely<DB>, addressed: AddressedEvent, now: string) => Promise<Draft[]>;

const others = (ids: readonly number[], actorId: number | undefined) => ids.filter((id) => id !== actorId);

const data = <K extends keyof LiveEventData>(addressed: AddressedEvent, _type: K) => addressed.event.data as LiveEventData[K];

/** A new announcement of high importance: every person of the building but its author. */
const announcement: Rule = async (db, addressed, now) => {
  const a = data(addressed, 'announcement.created');
  if (a.importance !== 'high') return [];
  const people = others(await buildingPeople(db, a.building_id, now), addressed.facts?.actorId);
  return people.map((userId) => ({
    userId,
    buildingId: a.building_id,
    source: 'announcement',
    sourceKey: `announcement:${a.id}`,
    type: a.announcement_type,
    importance: 'high',
    titleKey: 'server.notifications.announcement.title',
    bodyKey: 'server.notifications.text',
    params: { text: excerpt(a.message) },
    link: '/',
  }));
};

async function issueOf(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('issues')
    .select(['id', 'building_id', 'title', 'location_type', 'unit_id', 'status', 'created_by', 'assigned_to'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The issue's reporter and assignee who still see it (and, for an internal comment, read internal ones). */
async function issuePeople(db: Kysely<DB>, issue: NonNullable<Awaited<ReturnType<typeof issueOf>>>, now: string, internal: boolean, actorId?: number) {
  const candidates = others([issue.created_by, issue.assigned_to].filter((id): id is number => id !== null), actorId);
  const profiles = await profilesOf(db, candidates);
  return profiles
    .map((p) => issueViewer(p, issue.building_id, now))
    .filter((v) => canSeeIssue(v, issue) && (!internal || readsInternal(v)))
    .map((v) => v.userId);
}

/** An issue's status changed: its reporter and assignee, but who changed it. */
const issueStatus: Rule = async (db, addressed, now) => {
  const change = addressed.facts?.status;
  if (!change) return [];
  const issue = await issueOf(db, data(addressed, 'issue.updated').id);
  if (!issue) return [];
  const people = await issuePeople(db, issue, now, false, addressed.facts?.actorId);
  return people.map((userId) => ({
    userId,
    buildingId: issue.building_id,
    source: 'issue_status',
    sourceKey: `issue:${issue.id}:status:${addressed.event.at}`,
    type: 'maintenance',
    importance: 'normal',
    titleKey: 'server.notifications.issue_status.title',
    bodyKey: 'server.notifications.issue_status.body',
    params: { title: excerpt(issue.title, 120), status_key: `server.issues.status.${change.to}` },
    link: `/issues/${issue.id}`,
  }));
};

/** A comment on an issue: its reporter and assignee but the commenter; an internal one only to those who read internal ones. */
const issueComment: Rule = async (db, addressed, now) => {
  const d = data(addressed, 'issue.commented');
  const comment = await db
    .selectFrom('issue_comments')
    .leftJoin('users', 'users.id', 'issue_comments.user_id')
    .select(['issue_comments.content', 'issue_comments.is_internal', 'issue_comments.user_id', 'users.name'])
    .where('issue_comments.id', '=', d.comment_id)
    .executeTakeFirst();
  const issue = await issueOf(db, d.issue_id);
  if (!comment || !issue) return [];
  const people = await issuePeople(db, issue, now, comment.is_internal === 1, comment.user_id ?? addressed.facts?.actorId);
  return people.map((userId) => ({
    userId,
    buildingId: issue.building_id,
    source: 'issue_comment',
    sourceKey: `issue_comment:${d.comment_id}`,
    type: 'maintenance',
    importance: 'normal',
    titleKey: 'server.notifications.issue_comment.title',
    bodyKey: 'server.notifications.said',
    params: { title: excerpt(issue.title, 120), author: comment.name ?? '', text: excerpt(comment.content) },
    link: `/issues/${issue.id}`,
  }));
};

/** A new post in a followed topic: the event's named subscribers (the poster is never among them). */
const forumPost: Rule = async (db, addressed) => {
  const d = data(addressed, 'forum.subscribed_post');
  const post = await db
    .selectFrom('forum_posts')
    .innerJoin('forum_topics', 'forum_topics.id', 'forum_posts.topic_id')
    .leftJoin('users', 'users.id', 'forum_posts.user_id')
    .select(['forum_posts.content', 'forum_posts.user_id', 'forum_topics.title', 'forum_topics.building_id', 'users.name'])
    .where('forum_posts.id', '=', d.post_id)
    .executeTakeFirst();
  if (!post) return [];
  const people = others(addressed.audience.users ?? [], post.user_id ?? undefined);
  return people.map((userId) => ({
    userId,
    buildingId: post.building_id,
    source: 'forum_post',
    sourceKey: `forum_post:${d.post_id}`,
    type: 'general',
    importance: 'low',
    titleKey: 'server.notifications.forum_post.title',
    bodyKey: 'server.notifications.said',
    params: { title: excerpt(post.title, 120), author: post.name ?? '', text: excerpt(post.content) },
    link: `/building/${post.building_id}/forum/${d.topic_id}`,
  }));
};

/** A fire zone went into alarm (not its clearing or acknowledgement): every person of the building, at high importance. */
const fireAlarm: Rule = async (db, addressed, now) => {
  const z = data(addressed, 'fire.zone_changed');
  if (z.status === 0 || z.alarm_since === null || z.acknowledged_at !== null) return [];
  const buildingId = addressed.event.building_id;
  const [zone, building] = await Promise.all([
    db.selectFrom('fire_zones').select(['number', 'text']).where('id', '=', z.id).executeTakeFirst(),
    db.selectFrom('buildings').select('name').where('id', '=', buildingId).executeTakeFirst(),
  ]);
  if (!zone || !building) return [];
  const people = await buildingPeople(db, buildingId, now);
  return people.map((userId) => ({
    userId,
    buildingId,
    source: 'fire_alarm',
    // one alarm of a zone is one cause, however often its state is sent again
    sourceKey: `fire:${z.id}:${z.alarm_since}`,
    type: 'warning',
    importance: 'high',
    titleKey: 'server.notifications.fire_alarm.title',
    bodyKey: 'server.notifications.fire_alarm.body',
    params: { zone: zone.text?.trim() || String(zone.number), building: building.name },
    link: '/technology/fire-alarm',
  }));
};

/** The gate refused a plate of a unit: that unit's people. */
const gateDenied: Rule = async (db, addressed, now) => {
  const e = data(addressed, 'parking.gate_event');
  if (e.was_granted || e.unit_id === null) return [];
  const people = await unitPeople(db, e.unit_id, now);
  return people.map((userId) => ({
    userId,
    buildingId: addressed.event.building_id,
    source: 'gate_denied',
    sourceKey: `gate:${e.log_id}`,
    type: 'warning',
    importance: 'normal',
    titleKey: 'server.notifications.gate_denied.title',
    bodyKey: 'server.notifications.gate_denied.body',
    params: { plate: e.license_plate, gate: e.door_name },
    link: '/parking',
  }));
};

/** The rules by event type; an event type without one makes no notifications. */
export const SOURCES: Partial<Record<AddressedEvent['event']['type'], Rule>> = {
  'announcement.created': announcement,
  'issue.updated': issueStatus,
  'issue.commented': issueComment,
  'forum.subscribed_post': forumPost,
  'fire.zone_changed': fireAlarm,
  'parking.gate_event': gateDenied,
  'reception.changed': receptionDrafts,
};
