import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Notification } from '../../../contract/notifications';
import type { Lang } from '../../lib/i18n';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { presentNotification } from './present';

/**
 * The user's notifications newest first, in keyset pages on (created_at, id): all of them by
 * notifications_user_created, the unread ones by the partial notifications_user_unread.
 */
export async function listNotifications(
  db: Kysely<DB>,
  userId: number,
  lang: Lang,
  query: { unread: boolean; limit: number; cursor?: string },
): Promise<{ notifications: Notification[]; next_cursor: string | null }> {
  let q = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
  if (query.unread) q = q.where('read_at', 'is', null);
  if (query.cursor) {
    const c = decodeCursor(query.cursor, 'server.notifications.cursor_invalid');
    q = q.where((eb) => eb.or([eb('created_at', '<', c.at), eb.and([eb('created_at', '=', c.at), eb('id', '<', c.id)])]));
  }
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit + 1).execute();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    notifications: page.map((r) => presentNotification(r, lang)),
    next_cursor: rows.length > query.limit && last ? encodeCursor(last.created_at, last.id) : null,
  };
}

/** One of the user's notifications, or undefined when it is not theirs or not there. */
export async function findNotification(db: Kysely<DB>, userId: number, id: number, lang: Lang): Promise<Notification | undefined> {
  const row = await db.selectFrom('notifications').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row && presentNotification(row, lang);
}
