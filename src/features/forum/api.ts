/**
 * Forum calls (issue 14; spec 001 §7 "Forum") through the route table (contract/routes/forum.ts).
 * Every SWR key lies under /buildings/{id}/forum, which the live bridge revalidates on forum.* events
 * (live/keys.ts); SWR polls as well, slower while the socket is up. The typed client checks each
 * answer's shape: one of the wrong shape is an error, not an empty list (spec 000 §8).
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CreateTopicRequest, ForumPost, ForumTopic } from '../../../contract/forum';
import { FORUM_TOPIC_PAGE_DEFAULT, FORUM_TOPIC_PAGE_MAX } from '../../../contract/rules/forum';
import * as routes from '../../../contract/routes/forum';
import type { AnswerOf } from '../../../contract/route';
import { LIVE_POLL_MS } from '../../live/useLive';
import { call, routeUrl, useRead } from '../../lib/api';
import { useKeysetPages } from '../../lib/useKeysetPages';

export type TopicThread = AnswerOf<typeof routes.getTopic>['data'];

const topicsBase = (buildingId: number) => routeUrl(routes.listTopics, { path: { id: buildingId } });
const topicKey = (buildingId: number, topicId: number) => routeUrl(routes.getTopic, { path: { id: buildingId, topicId } });

/**
 * The building's topics, pinned first, then by last activity (the server's order), `pages` pages of
 * them — under one SWR key below /buildings/{id}/forum/topics that holds the pages joined, which the
 * live bridge revalidates on forum.* events (lib/useKeysetPages.ts says why not useSWRInfinite).
 */
export function useTopics(buildingId: number | null, pages: number) {
  const readPage = useCallback(
    async (cursor: string | null) => {
      const { data } = await call(routes.listTopics, { path: { id: buildingId as number }, query: { limit: FORUM_TOPIC_PAGE_DEFAULT, cursor: cursor ?? undefined } });
      return { items: data.topics, next_cursor: data.next_cursor };
    },
    [buildingId],
  );
  return useKeysetPages(buildingId === null ? null : topicsBase(buildingId), readPage, pages, LIVE_POLL_MS.forum);
}

/** 'Find topic…' lists the building's most active topics, one page of the largest size. */
export function useTopicsToFind(buildingId: number | null) {
  const swr = useRead(routes.listTopics, buildingId === null ? null : { path: { id: buildingId }, query: { limit: FORUM_TOPIC_PAGE_MAX } }, { pollMs: LIVE_POLL_MS.forum });
  return { data: swr.data?.data, error: swr.error, isLoading: swr.isLoading };
}

/** A topic with its posts (in thread order: each reply right after its parent's subtree). */
export function useThread(buildingId: number | null, topicId: number | null) {
  const swr = useRead(routes.getTopic, buildingId === null || topicId === null ? null : { path: { id: buildingId, topicId } }, { pollMs: LIVE_POLL_MS.forum });
  return { data: swr.data?.data, error: swr.error, isLoading: swr.isLoading, retry: () => void swr.mutate() };
}

/** After a change every cached forum answer of the building reloads (the list's pages, the topic). */
export function useRevalidateForum(buildingId: number) {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    // the topics' path less its last part: every forum key of the building lies below it
    const prefix = `${topicsBase(buildingId).replace(/topics$/, '')}`;
    return mutate((key) => typeof key === 'string' && key.startsWith(prefix));
  }, [mutate, buildingId]);
}

/** Shows a topic the server answered with at once (before the refetch), keeping its posts. */
export function useShowTopic(buildingId: number) {
  const { mutate } = useSWRConfig();
  return useCallback(
    (topic: ForumTopic) =>
      mutate(topicKey(buildingId, topic.id), (cached: AnswerOf<typeof routes.getTopic> | undefined) => (cached ? { ...cached, data: { ...cached.data, topic } } : cached), {
        revalidate: false,
      }),
    [mutate, buildingId],
  );
}

export async function createTopic(buildingId: number, values: CreateTopicRequest): Promise<ForumTopic> {
  return (await call(routes.createTopic, { path: { id: buildingId }, body: values })).data.topic;
}

/** A reply to the topic (`parentPostId` null) or to one of its posts. */
export async function createPost(buildingId: number, topicId: number, content: string, parentPostId: number | null): Promise<ForumPost> {
  return (await call(routes.createPost, { path: { id: buildingId, topicId }, body: { content, parent_post_id: parentPostId } })).data.post;
}

export async function updatePost(buildingId: number, postId: number, content: string): Promise<ForumPost> {
  return (await call(routes.updatePost, { path: { id: buildingId, postId }, body: { content } })).data.post;
}

export async function deletePost(buildingId: number, postId: number): Promise<void> {
  await call(routes.deletePost, { path: { id: buildingId, postId } });
}

/** Pins an unpinned topic, unpins a pinned one (the server toggles). */
export async function togglePin(buildingId: number, topicId: number): Promise<ForumTopic> {
  return (await call(routes.togglePin, { path: { id: buildingId, topicId } })).data.topic;
}

export async function setSubscribed(buildingId: number, topicId: number, subscribed: boolean): Promise<ForumTopic> {
  const route = subscribed ? routes.subscribeTopic : routes.unsubscribeTopic;
  return (await call(route, { path: { id: buildingId, topicId } })).data.topic;
}
