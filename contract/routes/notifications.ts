/**
 * The caller's own notifications (issue 15 §3). Nothing here names a user: every call reads or
 * changes the caller's, and another user's notification answers 404 like a missing one.
 */
import { defineRoute } from '../route';

const notifications = () => import('../notifications');

/** A page, newest first (all or only the unread), with the unread count. */
export const listNotifications = defineRoute({
  method: 'GET',
  path: '/notifications',
  schemas: () => notifications().then((c) => ({ query: c.NotificationsQuery, response: c.NotificationsResponse })),
});

/** The bell's count. */
export const unreadCount = defineRoute({
  method: 'GET',
  path: '/notifications/unread-count',
  schemas: () => notifications().then((c) => ({ response: c.UnreadCountResponse })),
});

export const markAllRead = defineRoute({
  method: 'POST',
  path: '/notifications/read-all',
  schemas: () => notifications().then((c) => ({ response: c.ReadAllResponse })),
});

export const markRead = defineRoute({
  method: 'POST',
  path: '/notifications/:id/read',
  schemas: () => notifications().then((c) => ({ params: c.NotificationParams, response: c.NotificationResponse })),
});
