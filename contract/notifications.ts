import { z } from 'zod';
import { IdText, Text, IntText } from './common';
import { NOTIFICATION_IMPORTANCES, NOTIFICATION_PAGE_DEFAULT, NOTIFICATION_PAGE_MAX, NOTIFICATION_SOURCES, NOTIFICATION_TYPES } from './rules/notifications';

/**
 * The caller's own notifications (issue 15 §3). Every call reads or changes only the caller's:
 * another user's notification answers 404, like one that does not exist.
 *
 *   GET  /notifications               NotificationsQuery → NotificationsResponse
 *   GET  /notifications/unread-count  → UnreadCountResponse
 *   POST /notifications/{id}/read     → NotificationResponse
 *   POST /notifications/read-all      → ReadAllResponse
 */

export const Notification = z.object({
  id: z.number(),
  building_id: z.number().nullable(),
  type: z.enum(NOTIFICATION_TYPES),
  importance: z.enum(NOTIFICATION_IMPORTANCES),
  source: z.enum(NOTIFICATION_SOURCES),
  /** in the caller's language (Accept-Language), with the names it is about filled in */
  title: z.string(),
  body: z.string(),
  /** where it leads in the app (a path such as /issues/12), or null */
  link: z.string().nullable(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationsQuery = z.object({
  /** only the unread ones */
  unread: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
  limit: IntText(1, NOTIFICATION_PAGE_MAX).default(NOTIFICATION_PAGE_DEFAULT),
  /** the `next_cursor` of the previous page (newest first) */
  cursor: Text().max(200).optional(),
});

export const NotificationsResponse = z.object({
  notifications: z.array(Notification),
  next_cursor: z.string().nullable(),
  unread_count: z.number(),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

export const UnreadCountResponse = z.object({ unread_count: z.number() });
export const NotificationResponse = z.object({ notification: Notification, unread_count: z.number() });
export const ReadAllResponse = z.object({ updated: z.number(), unread_count: z.number() });
export const NotificationParams = z.object({ id: IdText });
