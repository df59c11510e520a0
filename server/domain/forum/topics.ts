/**
 * A building's forum topics: the list (pinned first, then by last activity, paged by keyset), one
 * topic with its posts in thread order, opening a topic, pinning, and following. Live events are
 * published after the commit; they carry ids only, since each reader's view has their own
 * subscription and abilities in it.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import type { CreateTopicRequest, ForumPost, ForumTopic } from '../../../contract/forum';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { writeAudit } from '../audit';
import { canPin, type ForumViewer } from './access';
import { presentPost, presentTopic, threadOrder, type TopicRow } from './present';

export interface ForumDeps {
  db: Kysely<DB>;
  bus: EventBus;
  /** the name shown for an author whose account is gone */
  unknownAuthor: string;
}

export const TOPIC_NOT_FOUND = 'server.forum.not_found';

/** A building's topics as the viewer reads them (their own subscription in each). */
export function topicQuery(db: Kysely<DB>, viewer: ForumViewer) {
  return db
    .selectFrom('forum_topics as t')
    .leftJoin('users as u', 'u.id', 't.author_id')
    .select(['t.id', 't.building_id', 't.title', 't.content', 't.author_id', 'u.name as author_name', 't.post_count', 't.created_at', 't.last_activity', 't.is_pinned'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('forum_subscriptions as s').select('s.user_id').whereRef('s.topic_id', '=', 't.id').where('s.user_id', '=', viewer.userId))
        .as('is_subscribed'),
    )
    .where('t.building_id', '=', viewer.buildingId);
}

/** The topic in the viewer's building, or 404 — a topic of another building is not found either. */
export async function requireTopic(db: Kysely<DB>, viewer: ForumViewer, topicId: number): Promise<TopicRow> {
  const row = await topicQuery(db, viewer).where('t.id', '=', topicId).executeTakeFirst();
  if (!row) throw notFound(TOPIC_NOT_FOUND);
  return row as TopicRow;
}

// ---------------------------------------------------------------- the list

interface TopicCursor {
  pinned: number;
  at: string;
  id: number;
}

const encodeCursor = (c: TopicCursor) => Buffer.from(`${c.pinned}|${c.at}|${c.id}`).toString('base64url');

function decodeCursor(text: string): TopicCursor {
  const [pinned, at, id] = Buffer.from(text, 'base64url').toString().split('|');
  const n = Number(id);
  if ((pinned !== '0' && pinned !== '1') || !at || !/^\d{4}-\d{2}-\d{2}T/.test(at) || !Number.isSafeInteger(n) || n < 1) {
    throw badRequest('server.forum.cursor_invalid');
  }
  return { pinned: Number(pinned), at, id: n };
}

/**
 * One page of topics: pinned first, then the most recently active, by keyset on (is_pinned,
 * last_activity, id) — the order of forum_topics_list walked backwards, so page 100 costs page 1.
 */
export async function listTopics(deps: ForumDeps, viewer: ForumViewer, limit: number, cursor?: string): Promise<{ topics: ForumTopic[]; next_cursor: string | null }> {
  let q = topicQuery(deps.db, viewer);
  if (cursor) {
    const c = decodeCursor(cursor);
    q = q.where((eb) =>
      eb.or([
        eb('t.is_pinned', '<', c.pinned),
        eb.and([
          eb('t.is_pinned', '=', c.pinned),
          eb.or([eb('t.last_activity', '<', c.at), eb.and([eb('t.last_activity', '=', c.at), eb('t.id', '<', c.id)])]),
        ]),
      ]),
    );
  }
  const rows = (await q.orderBy('t.is_pinned', 'desc').orderBy('t.last_activity', 'desc').orderBy('t.id', 'desc').limit(limit + 1).execute()) as TopicRow[];
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    topics: page.map((r) => presentTopic(r, viewer, deps.unknownAuthor, false)),
    next_cursor: rows.length > limit && last ? encodeCursor({ pinned: last.is_pinned, at: last.last_activity, id: last.id }) : null,
  };
}

// ---------------------------------------------------------------- one topic

export async function topicWithPosts(deps: ForumDeps, viewer: ForumViewer, topicId: number): Promise<{ topic: ForumTopic; posts: ForumPost[] }> {
  const row = await requireTopic(deps.db, viewer, topicId);
  const posts = await deps.db
    .selectFrom('forum_posts as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.topic_id', 'p.parent_post_id', 'p.level', 'p.user_id', 'u.name as author_name', 'p.content', 'p.is_deleted', 'p.created_at', 'p.updated_at'])
    .where('p.topic_id', '=', topicId)
    .orderBy('p.id')
    .execute();
  return {
    topic: presentTopic(row, viewer, deps.unknownAuthor, true),
    posts: threadOrder(posts).map((p) => presentPost(p, viewer, deps.unknownAuthor)),
  };
}

async function reloadTopic(deps: ForumDeps, viewer: ForumViewer, topicId: number): Promise<ForumTopic> {
  return presentTopic(await requireTopic(deps.db, viewer, topicId), viewer, deps.unknownAuthor, true);
}

/** A new topic; its author follows it from the start (they can stop). */
export async function createTopic(deps: ForumDeps, viewer: ForumViewer, input: CreateTopicRequest): Promise<ForumTopic> {
  const now = nowIso();
  const id = await deps.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('forum_topics')
      .values({ building_id: viewer.buildingId, title: input.title, content: input.content, author_id: viewer.userId, is_pinned: 0, created_at: now, last_activity: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('forum_subscriptions').values({ topic_id: id, user_id: viewer.userId, created_at: now }).execute();
    return id;
  });
  deps.bus.publish('forum.topic_created', viewer.buildingId, { id }, { members: true });
  return reloadTopic(deps, viewer, id);
}

/** Pin or unpin (a toggle, spec 001 §7: POST …/pin with an empty body): building staff only. */
export async function togglePin(deps: ForumDeps, viewer: ForumViewer, topicId: number): Promise<ForumTopic> {
  const before = await requireTopic(deps.db, viewer, topicId);
  if (!canPin(viewer)) throw forbidden('server.forum.pin_forbidden');
  const pinned = before.is_pinned === 1 ? 0 : 1;
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('forum_topics').set({ is_pinned: pinned }).where('id', '=', topicId).where('building_id', '=', viewer.buildingId).execute();
    await writeAudit(trx, {
      userId: viewer.userId,
      buildingId: viewer.buildingId,
      action: 'forum.topic.pin',
      target: `forum_topic:${topicId}`,
      outcome: 'success',
      detail: { pinned: pinned === 1 },
    });
  });
  deps.bus.publish('forum.topic_changed', viewer.buildingId, { id: topicId }, { members: true });
  return reloadTopic(deps, viewer, topicId);
}

/** Follow or stop following: idempotent, the viewer's own business (no live event). */
export async function setSubscription(deps: ForumDeps, viewer: ForumViewer, topicId: number, subscribed: boolean): Promise<ForumTopic> {
  await requireTopic(deps.db, viewer, topicId);
  if (subscribed) {
    await deps.db
      .insertInto('forum_subscriptions')
      .values({ topic_id: topicId, user_id: viewer.userId, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['topic_id', 'user_id']).doNothing())
      .execute();
  } else {
    await deps.db.deleteFrom('forum_subscriptions').where('topic_id', '=', topicId).where('user_id', '=', viewer.userId).execute();
  }
  return reloadTopic(deps, viewer, topicId);
}
