/**
 * The notification store (issue 15 §3): what the sources make is kept per user, once per cause, and
 * read, counted and marked read only by its owner. Text is stored as message keys with parameters
 * and put into words when read (present.ts), in the reader's language of the moment.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { NotificationImportance, NotificationSource, NotificationType } from '../../../contract/rules/notifications';
import { DEFAULT_SETTINGS } from '../../../contract/rules/settings';
import { nowIso } from '../../lib/time';

/** One notification to make for one user. */
export interface Draft {
  userId: number;
  buildingId: number | null;
  source: NotificationSource;
  /** names the cause; with the user, unique (a cause handled twice still makes one) */
  sourceKey: string;
  type: NotificationType;
  importance: NotificationImportance;
  titleKey: string;
  bodyKey: string;
  /** the keys' parameters; a parameter named `x_key` is a message key put into words as `x` (present.ts) */
  params: Record<string, string | number>;
  link: string | null;
}

/** Whether each user wants e-mail: their setting, or the default for one who never saved any. */
async function mailWanted(db: Kysely<DB>, userIds: number[]): Promise<Set<number>> {
  const rows = await db.selectFrom('user_settings').select(['user_id', 'email_notifications']).where('user_id', 'in', userIds).execute();
  const saved = new Map(rows.map((r) => [r.user_id, r.email_notifications === 1]));
  return new Set(userIds.filter((id) => saved.get(id) ?? DEFAULT_SETTINGS.email_notifications));
}

/**
 * Stores the drafts in one statement; a (user, cause) pair already stored is skipped. Answers the
 * users who got a new notification, so only they are told live.
 */
export async function storeNotifications(db: Kysely<DB>, drafts: readonly Draft[], now = nowIso()): Promise<number[]> {
  if (drafts.length === 0) return [];
  const mail = await mailWanted(db, [...new Set(drafts.map((d) => d.userId))]);
  const rows = await db
    .insertInto('notifications')
    .values(
      drafts.map((d) => ({
        user_id: d.userId,
        building_id: d.buildingId,
        source: d.source,
        source_key: d.sourceKey,
        type: d.type,
        importance: d.importance,
        title_key: d.titleKey,
        body_key: d.bodyKey,
        params: JSON.stringify(d.params),
        link: d.link,
        created_at: now,
        read_at: null,
        mail_pending: mail.has(d.userId) ? 1 : 0,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'source_key']).doNothing())
    .returning('user_id')
    .execute();
  return [...new Set(rows.map((r) => r.user_id))];
}

const unreadQuery = (db: Kysely<DB>, userId: number) => db.selectFrom('notifications').where('user_id', '=', userId).where('read_at', 'is', null);

/** The user's unread count (the partial index notifications_user_unread). */
export async function unreadCount(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await unreadQuery(db, userId).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks one of the user's notifications read (keeping the first reading's time); false when it is not theirs or not there. */
export async function markRead(db: Kysely<DB>, userId: number, id: number, now = nowIso()): Promise<boolean> {
  const found = await db.selectFrom('notifications').select('read_at').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!found) return false;
  if (found.read_at === null) {
    await db.updateTable('notifications').set({ read_at: now, mail_pending: 0 }).where('id', '=', id).where('user_id', '=', userId).where('read_at', 'is', null).execute();
  }
  return true;
}

/** Marks every unread notification of the user read; answers how many there were. */
export async function markAllRead(db: Kysely<DB>, userId: number, now = nowIso()): Promise<number> {
  const res = await db.updateTable('notifications').set({ read_at: now, mail_pending: 0 }).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows);
}
