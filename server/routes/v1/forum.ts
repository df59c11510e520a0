import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import * as routes from '../../../contract/routes/forum';
import { tableRoute } from '../../lib/route-table';
import { authOf } from '../../plugins/auth';
import { requireBuilding } from '../../access/guards';
import { translate } from '../../lib/i18n';
import { forumViewer } from '../../domain/forum/access';
import { createTopic, listTopics, setSubscription, togglePin, topicWithPosts, type ForumDeps } from '../../domain/forum/topics';
import { createPost, deletePost, updatePost } from '../../domain/forum/posts';

/** A building's forum (spec 001 §7 "Forum"; issue 14): its members read and write; rules in domain/forum/access.ts. */
const forumRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['forum'];
  const deps = (req: FastifyRequest): ForumDeps => ({ db: app.db, bus: app.bus, unknownAuthor: translate(req.lang, 'server.forum.unknown_author') });
  /** The building visible to the caller (404 otherwise), and who they are in its forum. */
  const viewerIn = async (req: FastifyRequest, buildingId: number) => {
    await requireBuilding(req, buildingId);
    return forumViewer(authOf(req).profile, buildingId);
  };
  const ok = { status: 'success' as const };

  app.route({
    ...(await tableRoute(routes.listTopics, tags)),
    handler: async (req) => ({ ...ok, data: await listTopics(deps(req), await viewerIn(req, req.params.id), req.query.limit, req.query.cursor) }),
  });

  app.route({
    ...(await tableRoute(routes.createTopic, tags)),
    handler: async (req, reply) => reply.status(201).send({ ...ok, data: { topic: await createTopic(deps(req), await viewerIn(req, req.params.id), req.body) } }),
  });

  app.route({
    ...(await tableRoute(routes.getTopic, tags)),
    handler: async (req) => ({ ...ok, data: await topicWithPosts(deps(req), await viewerIn(req, req.params.id), req.params.topicId) }),
  });

  app.route({
    ...(await tableRoute(routes.createPost, tags)),
    handler: async (req, reply) =>
      reply.status(201).send({ ...ok, data: { post: await createPost(deps(req), await viewerIn(req, req.params.id), req.params.topicId, req.body) } }),
  });

  app.route({
    ...(await tableRoute(routes.updatePost, tags)),
    handler: async (req) => ({ ...ok, data: { post: await updatePost(deps(req), await viewerIn(req, req.params.id), req.params.postId, req.body) } }),
  });

  app.route({
    ...(await tableRoute(routes.deletePost, tags)),
    handler: async (req) => {
      await deletePost(deps(req), await viewerIn(req, req.params.id), req.params.postId);
      return ok;
    },
  });

  app.route({
    ...(await tableRoute(routes.togglePin, tags)),
    handler: async (req) => ({ ...ok, data: { topic: await togglePin(deps(req), await viewerIn(req, req.params.id), req.params.topicId) } }),
  });

  for (const [route, subscribed] of [
    [routes.subscribeTopic, true],
    [routes.unsubscribeTopic, false],
  ] as const) {
    app.route({
      ...(await tableRoute(route, tags)),
      handler: async (req) => ({ ...ok, data: { topic: await setSubscription(deps(req), await viewerIn(req, req.params.id), req.params.topicId, subscribed) } }),
    });
  }
};

export default forumRoutes;
