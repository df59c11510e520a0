/** A building's forum (spec 001 §3 "Forum topic", "Forum post", §7 "Forum"; issue 14). */
import { defineRoute } from '../route';

const forum = () => import('../forum');

export const listTopics = defineRoute({
  method: 'GET',
  path: '/buildings/:id/forum/topics',
  schemas: async () => {
    const [c, common] = await Promise.all([forum(), import('../common')]);
    return { params: common.IdParam, query: c.ForumTopicsQuery, response: c.ForumTopicsResponse };
  },
});

/** Any member may write: no 403 to document (a non-member gets 404). */
export const createTopic = defineRoute({
  method: 'POST',
  path: '/buildings/:id/forum/topics',
  status: 201,
  facts: { forbids: false },
  schemas: async () => {
    const [c, common] = await Promise.all([forum(), import('../common')]);
    return { params: common.IdParam, body: c.CreateTopicRequest, response: c.ForumTopicOnlyResponse };
  },
});

/** A topic with its posts in thread order. */
export const getTopic = defineRoute({
  method: 'GET',
  path: '/buildings/:id/forum/topics/:topicId',
  schemas: () => forum().then((c) => ({ params: c.TopicParams, response: c.ForumTopicResponse })),
});

export const createPost = defineRoute({
  method: 'POST',
  path: '/buildings/:id/forum/topics/:topicId/posts',
  status: 201,
  facts: { forbids: false },
  schemas: () => forum().then((c) => ({ params: c.TopicParams, body: c.CreatePostRequest, response: c.ForumPostResponse })),
});

export const updatePost = defineRoute({
  method: 'PUT',
  path: '/buildings/:id/forum/posts/:postId',
  schemas: () => forum().then((c) => ({ params: c.PostParams, body: c.UpdatePostRequest, response: c.ForumPostResponse })),
});

export const deletePost = defineRoute({
  method: 'DELETE',
  path: '/buildings/:id/forum/posts/:postId',
  // the server answers { status: 'success' }; the SPA does not read a DELETE's answer (spec 000 §7)
  status: 200,
  answer: 'none',
  schemas: async () => {
    const [c, common] = await Promise.all([forum(), import('../common')]);
    return { params: c.PostParams, response: common.OkResponse };
  },
});

/** Pins an unpinned topic, unpins a pinned one (the server toggles); staff only. */
export const togglePin = defineRoute({
  method: 'POST',
  path: '/buildings/:id/forum/topics/:topicId/pin',
  facts: { forbids: true },
  schemas: () => forum().then((c) => ({ params: c.TopicParams, response: c.ForumTopicOnlyResponse })),
});

export const subscribeTopic = defineRoute({
  method: 'POST',
  path: '/buildings/:id/forum/topics/:topicId/subscribe',
  facts: { forbids: false },
  schemas: () => forum().then((c) => ({ params: c.TopicParams, response: c.ForumTopicOnlyResponse })),
});

export const unsubscribeTopic = defineRoute({
  method: 'POST',
  path: '/buildings/:id/forum/topics/:topicId/unsubscribe',
  facts: { forbids: false },
  schemas: () => forum().then((c) => ({ params: c.TopicParams, response: c.ForumTopicOnlyResponse })),
});
