import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  CreatePostRequest,
  CreateTopicRequest,
  ForumPostResponse,
  ForumTopicOnlyResponse,
  ForumTopicResponse,
  ForumTopicsQuery,
  ForumTopicsResponse,
  PostParams,
  TopicParams,
  UpdatePostRequest,
} from '../../../contract/forum';
import { IdParam, OkResponse } from '../../../contract/common';
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

  app.get('/buildings/:id/forum/topics', { schema: { tags, params: IdParam, querystring: ForumTopicsQuery, response: { 200: ForumTopicsResponse } } }, async (req) => ({
    ...ok,
    data: await listTopics(deps(req), await viewerIn(req, req.params.id), req.query.limit, req.query.cursor),
  }));

  // any member may write: no 403 to document (a non-member gets 404)
  app.post('/buildings/:id/forum/topics', { config: { forbids: false }, schema: { tags, params: IdParam, body: CreateTopicRequest, response: { 201: ForumTopicOnlyResponse } } }, async (req, reply) =>
    reply.status(201).send({ ...ok, data: { topic: await createTopic(deps(req), await viewerIn(req, req.params.id), req.body) } }),
  );

  app.get('/buildings/:id/forum/topics/:topicId', { schema: { tags, params: TopicParams, response: { 200: ForumTopicResponse } } }, async (req) => ({
    ...ok,
    data: await topicWithPosts(deps(req), await viewerIn(req, req.params.id), req.params.topicId),
  }));

  app.post(
    '/buildings/:id/forum/topics/:topicId/posts',
    { config: { forbids: false }, schema: { tags, params: TopicParams, body: CreatePostRequest, response: { 201: ForumPostResponse } } },
    async (req, reply) => reply.status(201).send({ ...ok, data: { post: await createPost(deps(req), await viewerIn(req, req.params.id), req.params.topicId, req.body) } }),
  );

  app.put('/buildings/:id/forum/posts/:postId', { schema: { tags, params: PostParams, body: UpdatePostRequest, response: { 200: ForumPostResponse } } }, async (req) => ({
    ...ok,
    data: { post: await updatePost(deps(req), await viewerIn(req, req.params.id), req.params.postId, req.body) },
  }));

  app.delete('/buildings/:id/forum/posts/:postId', { schema: { tags, params: PostParams, response: { 200: OkResponse } } }, async (req) => {
    await deletePost(deps(req), await viewerIn(req, req.params.id), req.params.postId);
    return ok;
  });

  app.post('/buildings/:id/forum/topics/:topicId/pin', { config: { forbids: true }, schema: { tags, params: TopicParams, response: { 200: ForumTopicOnlyResponse } } }, async (req) => ({
    ...ok,
    data: { topic: await togglePin(deps(req), await viewerIn(req, req.params.id), req.params.topicId) },
  }));

  for (const [path, subscribed] of [['subscribe', true], ['unsubscribe', false]] as const) {
    app.post(`/buildings/:id/forum/topics/:topicId/${path}`, { config: { forbids: false }, schema: { tags, params: TopicParams, response: { 200: ForumTopicOnlyResponse } } }, async (req) => ({
      ...ok,
      data: { topic: await setSubscription(deps(req), await viewerIn(req, req.params.id), req.params.topicId, subscribed) },
    }));
  }
};

export default forumRoutes;
