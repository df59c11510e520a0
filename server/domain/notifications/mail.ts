/**
 * Notification e-mail (issue 15 §3), batched: at most one message per user every
 * NOTIFICATION_MAIL_GAP_MINUTES, listing what is still unread and not yet mailed. Only notifications
 * made while the user's e-mail setting was on are mailed (store.ts sets `mail_pending`); turning the
 * setting off also stops what is pending. Safe with several instances: a user's slot is taken by one
 * conditional write (notification_mail_state), and the notifications to tell are claimed by an
 * update that only one claimant can make.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { MailMessage } from '../mail/outbox';
import { NOTIFICATION_MAIL_GAP_MINUTES, NOTIFICATION_MAIL_ITEMS } from '../../../contract/rules/notifications';
import { DEFAULT_SETTINGS } from '../../../contract/rules/settings';
import { translate, type Lang } from '../../lib/i18n';
import { presentNotification } from './present';

/** Users with something to mail whose last notification e-mail is older than the gap (or who never had one). */
async function dueUsers(db: Kysely<DB>, now: Date): Promise<number[]> {
  const since = new Date(now.getTime() - NOTIFICATION_MAIL_GAP_MINUTES * 60_000).toISOString();
  const rows = await db
    .selectFrom('notifications as n')
    .leftJoin('notification_mail_state as m', 'm.user_id', 'n.user_id')
    .select('n.user_id')
    .distinct()
    .where('n.mail_pending', '=', 1)
    .where((eb) => eb.or([eb('m.last_sent_at', 'is', null), eb('m.last_sent_at', '<=', since)]))
    .execute();
  return rows.map((r) => r.user_id);
}

/** Takes the user's mail slot for now; false when another instance took it within the gap. */
async function takeSlot(db: Kysely<DB>, userId: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const since = new Date(now.getTime() - NOTIFICATION_MAIL_GAP_MINUTES * 60_000).toISOString();
  const inserted = await db
    .insertInto('notification_mail_state')
    .values({ user_id: userId, last_sent_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  const updated = await db
    .updateTable('notification_mail_state')
    .set({ last_sent_at: at })
    .where('user_id', '=', userId)
    .where('last_sent_at', '<=', since)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** The user's e-mail message for what was claimed, in their language; null when nothing is left to tell. */
async function composeFor(db: Kysely<DB>, userId: number): Promise<MailMessage | null> {
  const user = await db
    .selectFrom('users')
    .leftJoin('user_settings', 'user_settings.user_id', 'users.id')
    .select(['users.email', 'users.name', 'users.is_active', 'user_settings.email_notifications', 'user_settings.language'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  // claim first, so what another instance claims is not told twice; unread only (one read already needs no mail)
  const claimed = await db
    .updateTable('notifications')
    .set({ mail_pending: 0 })
    .where('user_id', '=', userId)
    .where('mail_pending', '=', 1)
    .returning(['id'])
    .execute();
  const wants = user && user.is_active === 1 && (user.email_notifications === null ? DEFAULT_SETTINGS.email_notifications : user.email_notifications === 1);
  if (!user || !wants || claimed.length === 0) return null;
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('id', 'in', claimed.map((c) => c.id))
    .where('read_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (rows.length === 0) return null;
  const lang: Lang = user.language === 'en' ? 'en' : 'cs';
  const shown = rows.slice(0, NOTIFICATION_MAIL_ITEMS).map((r) => presentNotification(r, lang));
  const lines = shown.map((n) => `• ${n.title}\n  ${n.body}`);
  if (rows.length > shown.length) lines.push(translate(lang, 'server.notifications.mail.more', { count: rows.length - shown.length }));
  return {
    to: user.email,
    subject: translate(lang, 'server.notifications.mail.subject', { count: rows.length }),
    text: [translate(lang, 'server.notifications.mail.greeting', { name: user.name }), '', ...lines, '', translate(lang, 'server.notifications.mail.footer')].join('\n'),
  };
}

/** One round of the e-mail worker: answers the messages to send (the caller sends them). */
export async function dueNotificationMail(db: Kysely<DB>, now = new Date()): Promise<MailMessage[]> {
  const out: MailMessage[] = [];
  for (const userId of await dueUsers(db, now)) {
    if (!(await takeSlot(db, userId, now))) continue;
    const message = await composeFor(db, userId);
    if (message) out.push(message);
  }
  return out;
}
