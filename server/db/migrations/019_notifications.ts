import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../engine';
import { int, text, withId } from './columns';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

/**
 * Notifications (issue 15 §3): one row per user and cause. The text is stored as message keys with
 * their parameters, so a notification reads in whichever language its reader uses today (the page,
 * the e-mail). `source_key` names the cause (e.g. `issue:12:status:2026-…`); unique per user, so a
 * cause produces one notification per person even if it were handled twice.
 *
 * Lists: the user's newest first by keyset on (created_at, id), all or unread only; the unread count
 * and the e-mail worker's pending ones are partial indexes, so they stay small whatever the history.
 */
export function notificationsMigration(dialect: Dialect) {
  return {
    async up(db: Db) {
      await withId(dialect, db.schema.createTable('notifications'))
        .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('building_id', int, (c) => c.references('buildings.id').onDelete('cascade'))
        .addColumn('source', text, (c) => c.notNull())
        .addColumn('source_key', text, (c) => c.notNull())
        .addColumn('type', text, (c) => c.notNull())
        .addColumn('importance', text, (c) => c.notNull())
        .addColumn('title_key', text, (c) => c.notNull())
        .addColumn('body_key', text, (c) => c.notNull())
        .addColumn('params', text, (c) => c.notNull())
        .addColumn('link', text)
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('read_at', text)
        // 1 while an e-mail should still tell of it (the user's e-mail setting was on when it was made)
        .addColumn('mail_pending', int, (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('notifications_user_source').unique().on('notifications').columns(['user_id', 'source_key']).execute();
      await db.schema.createIndex('notifications_user_created').on('notifications').columns(['user_id', 'created_at', 'id']).execute();
      await db.schema
        .createIndex('notifications_user_unread')
        .on('notifications')
        .columns(['user_id', 'created_at', 'id'])
        .where(sql.ref('read_at'), 'is', null)
        .execute();
      await db.schema
        .createIndex('notifications_mail_pending')
        .on('notifications')
        .columns(['user_id', 'id'])
        .where(sql.ref('mail_pending'), '=', 1)
        .execute();
      // when each user was last sent a notification e-mail: the batching's one home across instances
      await db.schema
        .createTable('notification_mail_state')
        .addColumn('user_id', int, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('last_sent_at', text, (c) => c.notNull())
        .execute();
    },
  };
}
