import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotificationParams, NotificationResponse, NotificationsQuery, NotificationsResponse, ReadAllResponse, UnreadCountResponse } from '../../../contract/notifications';
import { authOf } from '../../plugins/auth';
import { notFound } from '../../lib/http-error';
import { findNotification, listNotifications } from '../../domain/notifications/list';
import { markAllRead, markRead, unreadCount } from '../../domain/notifications/store';

/**
 * The caller's own notifications (issue 15 §3). Nothing here names a user: every call reads or
 * changes the caller's, and another user's notification is "not found" like a missing one.
 */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];

  app.get('/notifications', { schema: { tags, querystring: NotificationsQuery, response: { 200: NotificationsResponse } } }, async (req) => {
    const { userId } = authOf(req);
    const [page, unread] = await Promise.all([listNotifications(app.db, userId, req.lang, req.query), unreadCount(app.db, userId)]);
    return { ...page, unread_count: unread };
  });

  app.get('/notifications/unread-count', { schema: { tags, response: { 200: UnreadCountResponse } } }, async (req) => {
    return { unread_count: await unreadCount(app.db, authOf(req).userId) };
  });

  app.post('/notifications/read-all', { schema: { tags, response: { 200: ReadAllResponse } } }, async (req) => {
    const updated = await markAllRead(app.db, authOf(req).userId);
    return { updated, unread_count: 0 };
  });

  app.post('/notifications/:id/read', { schema: { tags, params: NotificationParams, response: { 200: NotificationResponse } } }, async (req) => {
    const { userId } = authOf(req);
    if (!(await markRead(app.db, userId, req.params.id))) throw notFound('server.notifications.not_found');
    const notification = await findNotification(app.db, userId, req.params.id, req.lang);
    if (!notification) throw notFound('server.notifications.not_found');
    return { notification, unread_count: await unreadCount(app.db, userId) };
  });
};

export default notificationRoutes;
