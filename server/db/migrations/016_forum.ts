import type { Kysely } from 'kysely';
import type { Dialect } from '../engine';
import { int, text, withId } from './columns';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

/**
 * Forum (issue 14, spec 001 §3 "Forum topic", "Forum post").
 *
 * - forum_topics: a building's topics. The list is pinned first, then by last activity, paged by
 *   keyset: (building_id, is_pinned, last_activity, id), walked backwards. post_count (posts not
 *   deleted) and last_activity are kept on the row, so the list reads no posts.
 * - forum_posts: a topic's posts, read whole per topic in id order: (topic_id, id). A post keeps its
 *   parent and its nesting level; a deleted post that others replied to stays as a placeholder
 *   (is_deleted, content emptied) so the thread stays whole.
 * - forum_subscriptions: who follows a topic, once each: (topic_id, user_id) — the subscribers of a
 *   new post — and (user_id) for a user's own.
 */
export function forumMigration(dialect: Dialect) {
  return {
    async up(db: Db) {
      await withId(dialect, db.schema.createTable('forum_topics'))
        .addColumn('building_id', int, (c) => c.notNull().references('buildings.id').onDelete('cascade'))
        .addColumn('title', text, (c) => c.notNull())
        .addColumn('content', text, (c) => c.notNull())
        .addColumn('author_id', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('is_pinned', int, (c) => c.notNull().defaultTo(0))
        .addColumn('post_count', int, (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('last_activity', text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('forum_topics_list').on('forum_topics').columns(['building_id', 'is_pinned', 'last_activity', 'id']).execute();

      await withId(dialect, db.schema.createTable('forum_posts'))
        .addColumn('topic_id', int, (c) => c.notNull().references('forum_topics.id').onDelete('cascade'))
        .addColumn('parent_post_id', int, (c) => c.references('forum_posts.id').onDelete('set null'))
        .addColumn('level', int, (c) => c.notNull().defaultTo(0))
        .addColumn('user_id', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('content', text, (c) => c.notNull())
        .addColumn('is_deleted', int, (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('updated_at', text)
        .execute();
      await db.schema.createIndex('forum_posts_topic').on('forum_posts').columns(['topic_id', 'id']).execute();
      // replies of a post, to know whether deleting it must leave a placeholder
      await db.schema.createIndex('forum_posts_parent').on('forum_posts').columns(['parent_post_id']).execute();

      await db.schema
        .createTable('forum_subscriptions')
        .addColumn('topic_id', int, (c) => c.notNull().references('forum_topics.id').onDelete('cascade'))
        .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', text, (c) => c.notNull())
        .addUniqueConstraint('forum_subscriptions_topic_user', ['topic_id', 'user_id'])
        .execute();
      await db.schema.createIndex('forum_subscriptions_user').on('forum_subscriptions').columns(['user_id']).execute();
    },
  };
}
