/**
 * Posts of a topic: reply (nested under a post of the same topic, never a deleted one), edit (the
 * author or a global admin: marked edited), delete (the author, building staff, a global admin). A
 * deleted post others replied to stays as a placeholder so the thread stays whole; one without
 * replies goes, and so does a placeholder parent left with no replies. Subscribers but the poster
 * get `forum.subscribed_post` — what the notifications consume.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { CreatePostRequest, ForumPost, UpdatePostRequest } from '../../../contract/forum';
import { replyLevel } from '../../../contract/rules/forum';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { writeAudit } from '../audit';
import { canDeletePost, canEditPost, type ForumViewer } from './access';
import { presentPost, type PostRow } from './present';
import { requireTopic, type ForumDeps } from './topics';

const POST_NOT_FOUND = 'server.forum.post_not_found';

function postQuery(db: Kysely<DB>) {
  return db
    .selectFrom('forum_posts as p')
    .innerJoin('forum_topics as t', 't.id', 'p.topic_id')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.topic_id', 'p.parent_post_id', 'p.level', 'p.user_id', 'u.name as author_name', 'p.content', 'p.is_deleted', 'p.created_at', 'p.updated_at']);
}

/** A live post of the viewer's building (the topic's building is part of the key), or 404. */
async function requirePost(db: Kysely<DB>, viewer: ForumViewer, postId: number): Promise<PostRow> {
  const row = await postQuery(db).where('p.id', '=', postId).where('t.building_id', '=', viewer.buildingId).executeTakeFirst();
  if (!row || row.is_deleted === 1) throw notFound(POST_NOT_FOUND);
  return row;
}

/**
 * Who hears of a new post: the topic's subscribers but its author, who can still see the building
 * (a global admin, a building role there, or a unit access there valid now).
 */
async function subscribersToTell(db: Kysely<DB>, buildingId: number, topicId: number, authorId: number, now: string): Promise<number[]> {
  const rows = await db
    .selectFrom('forum_subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('s.user_id')
    .where('s.topic_id', '=', topicId)
    .where('s.user_id', '!=', authorId)
    .where('u.is_active', '=', 1)
    .where((eb) =>
      eb.or([
        eb('u.global_role', '=', 'admin'),
        eb.exists(eb.selectFrom('building_roles as br').select('br.user_id').whereRef('br.user_id', '=', 's.user_id').where('br.building_id', '=', buildingId)),
        eb.exists(
          eb
            .selectFrom('unit_access as ua')
            .innerJoin('units as un', 'un.id', 'ua.unit_id')
            .select('ua.user_id')
            .whereRef('ua.user_id', '=', 's.user_id')
            .where('un.building_id', '=', buildingId)
            .where((w) => w.or([w('ua.valid_from', 'is', null), w('ua.valid_from', '<=', now)]))
            .where((w) => w.or([w('ua.valid_until', 'is', null), w('ua.valid_until', '>=', now)])),
        ),
      ]),
    )
    .execute();
  return rows.map((r) => r.user_id);
}

export async function createPost(deps: ForumDeps, viewer: ForumViewer, topicId: number, input: CreatePostRequest): Promise<ForumPost> {
  await requireTopic(deps.db, viewer, topicId);
  const now = nowIso();
  const id = await deps.db.transaction().execute(async (trx) => {
    let level = replyLevel(null);
    const parentId = input.parent_post_id ?? null;
    if (parentId !== null) {
      const parent = await trx.selectFrom('forum_posts').select(['topic_id', 'level', 'is_deleted']).where('id', '=', parentId).executeTakeFirst();
      // a post of another topic (or building) is refused alike, never attached across
      if (!parent || parent.topic_id !== topicId) throw badRequest('server.forum.parent_not_in_topic');
      if (parent.is_deleted === 1) throw badRequest('server.forum.parent_deleted');
      level = replyLevel(parent.level);
    }
    const { id } = await trx
      .insertInto('forum_posts')
      .values({ topic_id: topicId, parent_post_id: parentId, level, user_id: viewer.userId, content: input.content, created_at: now, updated_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('forum_topics')
      .set({ post_count: sql`post_count + 1`, last_activity: now })
      .where('id', '=', topicId)
      .execute();
    return id;
  });
  deps.bus.publish('forum.topic_changed', viewer.buildingId, { id: topicId }, { members: true });
  const tell = await subscribersToTell(deps.db, viewer.buildingId, topicId, viewer.userId, now);
  if (tell.length) deps.bus.publish('forum.subscribed_post', viewer.buildingId, { topic_id: topicId, post_id: id }, { users: tell }, { actorId: viewer.userId });
  return presentPost(await requirePost(deps.db, viewer, id), viewer, deps.unknownAuthor);
}

export async function updatePost(deps: ForumDeps, viewer: ForumViewer, postId: number, input: UpdatePostRequest): Promise<ForumPost> {
  const before = await requirePost(deps.db, viewer, postId);
  if (!canEditPost(viewer, before)) throw forbidden('server.forum.edit_forbidden');
  await deps.db.updateTable('forum_posts').set({ content: input.content, updated_at: nowIso() }).where('id', '=', postId).where('is_deleted', '=', 0).execute();
  deps.bus.publish('forum.topic_changed', viewer.buildingId, { id: before.topic_id }, { members: true });
  return presentPost(await requirePost(deps.db, viewer, postId), viewer, deps.unknownAuthor);
}

const hasReplies = async (db: Kysely<DB>, postId: number) =>
  (await db.selectFrom('forum_posts').select('id').where('parent_post_id', '=', postId).limit(1).executeTakeFirst()) !== undefined;

export async function deletePost(deps: ForumDeps, viewer: ForumViewer, postId: number): Promise<void> {
  const post = await requirePost(deps.db, viewer, postId);
  if (!canDeletePost(viewer, post)) throw forbidden('server.forum.delete_forbidden');
  await deps.db.transaction().execute(async (trx) => {
    if (await hasReplies(trx, postId)) {
      await trx.updateTable('forum_posts').set({ is_deleted: 1, content: '' }).where('id', '=', postId).execute();
    } else {
      await trx.deleteFrom('forum_posts').where('id', '=', postId).execute();
      // a placeholder that has just lost its last reply has nothing left to hold together
      let parentId = post.parent_post_id;
      while (parentId !== null) {
        const parent = await trx.selectFrom('forum_posts').select(['is_deleted', 'parent_post_id']).where('id', '=', parentId).executeTakeFirst();
        if (!parent || parent.is_deleted !== 1 || (await hasReplies(trx, parentId))) break;
        await trx.deleteFrom('forum_posts').where('id', '=', parentId).execute();
        parentId = parent.parent_post_id;
      }
    }
    await trx
      .updateTable('forum_topics')
      .set({ post_count: sql`post_count - 1` })
      .where('id', '=', post.topic_id)
      .execute();
    await writeAudit(trx, {
      userId: viewer.userId,
      buildingId: viewer.buildingId,
      action: 'forum.post.delete',
      target: `forum_post:${postId}`,
      outcome: 'success',
      // whose words were removed, and a glimpse of them: moderation stays accountable
      detail: { topic_id: post.topic_id, author_id: post.user_id, by_author: post.user_id === viewer.userId, content: post.content.slice(0, 200) },
    });
  });
  deps.bus.publish('forum.topic_changed', viewer.buildingId, { id: post.topic_id }, { members: true });
}
