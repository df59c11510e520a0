import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../contract/routes/notifications';
import { tableRoute } from '../../lib/route-table';
import { authOf } from '../../plugins/auth';
import { unreadCount } from '../../domain/notifications/store';
import { pageWithCount, readAll, readOne } from '../../domain/notifications/reading';

/**
 * The caller's own notifications (issue 15 §3). Nothing here names a user: every call reads or
 * changes the caller's, and another user's notification is "not found" like a missing one.
 */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];

  app.route({
    ...(await tableRoute(routes.listNotifications, tags)),
    handler: async (req) => pageWithCount(app.db, authOf(req).userId, req.lang, req.query),
  });

  app.route({
    ...(await tableRoute(routes.unreadCount, tags)),
    handler: async (req) => ({ unread_count: await unreadCount(app.db, authOf(req).userId) }),
  });

  app.route({
    ...(await tableRoute(routes.markAllRead, tags)),
    handler: async (req) => readAll(app.db, authOf(req).userId),
  });

  app.route({
    ...(await tableRoute(routes.markRead, tags)),
    handler: async (req) => readOne(app.db, authOf(req).userId, req.params.id, req.lang),
  });
};

export default notificationRoutes;
