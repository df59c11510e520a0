import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Notification } from '../../../contract/notifications';
import type { Lang } from '../../lib/i18n';
import { notFound } from '../../lib/http-error';
import { findNotification, listNotifications } from './list';
import { markAllRead, markRead, unreadCount } from './store';

/**
 * What the caller's notification routes answer (issue 15 §3): each change comes back with the unread
 * count as it is after it, so the bell follows without a second request.
 */

/** A page of the user's notifications and their unread count. */
export async function pageWithCount(db: Kysely<DB>, userId: number, lang: Lang, query: { unread: boolean; limit: number; cursor?: string }) {
  const [page, unread] = await Promise.all([listNotifications(db, userId, lang, query), unreadCount(db, userId)]);
  return { ...page, unread_count: unread };
}

/** Marks all the user's notifications read: how many were unread. */
export async function readAll(db: Kysely<DB>, userId: number) {
  return { updated: await markAllRead(db, userId), unread_count: 0 };
}

/** Marks one read; another user's notification is "not found" like a missing one. */
export async function readOne(db: Kysely<DB>, userId: number, id: number, lang: Lang): Promise<{ notification: Notification; unread_count: number }> {
  if (!(await markRead(db, userId, id))) throw notFound('server.notifications.not_found');
  const notification = await findNotification(db, userId, id, lang);
  if (!notification) throw notFound('server.notifications.not_found');
  return { notification, unread_count: await unreadCount(db, userId) };
}
