/** Notifications (issue 15 §3; spec 001 §3 "Notification types"): enums, limits and pure rules for the SPA and the server. */

/** spec 001 §3: the dictionaries' notification types and importances */
export const NOTIFICATION_TYPES = ['general', 'warning', 'maintenance'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_IMPORTANCES = ['low', 'normal', 'high'] as const;
export type NotificationImportance = (typeof NOTIFICATION_IMPORTANCES)[number];

/** What produced a notification: each is one rule of server/domain/notifications/sources.ts. */
export const NOTIFICATION_SOURCES = [
  'announcement',
  'issue_status',
  'issue_comment',
  'forum_post',
  'reception_visitor',
  'reception_mail',
  'reception_key',
  'fire_alarm',
  'gate_denied',
] as const;
export type NotificationSource = (typeof NOTIFICATION_SOURCES)[number];

export const NOTIFICATION_PAGE_DEFAULT = 20;
export const NOTIFICATION_PAGE_MAX = 50;
/** the bell's panel shows this many of the newest */
export const NOTIFICATION_BELL_ITEMS = 5;
/** at most one e-mail per user in this many minutes; what comes in between waits for the next one */
export const NOTIFICATION_MAIL_GAP_MINUTES = 5;
/** one e-mail lists at most this many notifications (the rest are counted, and all are on the page) */
export const NOTIFICATION_MAIL_ITEMS = 20;
/** a body is cut to this many characters (a forum post or a comment can be long; the link shows all) */
export const NOTIFICATION_BODY_MAX = 280;

/** Text cut to `max` characters (by code point, whitespace folded), with an ellipsis when cut. */
export function excerpt(text: string, max = NOTIFICATION_BODY_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat;
}

/** The bell's badge: the count, or "99+" beyond two digits so it stays a round badge. */
export const badgeCount = (n: number): string => (n > 99 ? '99+' : String(n));
