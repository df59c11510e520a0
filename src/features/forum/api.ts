/**
 * Forum calls (issue 14; spec 001 §7 "Forum"). Every SWR key lies under /buildings/{id}/forum, which
 * the live bridge revalidates on forum.* events (live/keys.ts); SWR polls as well, slower while the
 * socket is up. Answers are checked for their shape: one of the wrong shape is an error, not an
 * empty list (spec 000 §8).
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { CreateTopicRequest, ForumPost, ForumTopic } from '../../../contract/forum';
import { FORUM_TOPIC_PAGE_MAX } from '../../../contract/rules/forum';
import { LIVE_POLL_MS, useLiveRefreshInterval } from '../../live/useLive';
import { type ApiError, fetcher, http } from '../../lib/http';
import { useParsedSWR } from '../../lib/useParsedSWR';
import { forumPath, postPath, topicPath, topicsPageUrl, topicsPath } from './paths';

class MalformedForumAnswer extends Error {
  constructor() {
    super('malformed forum answer');
    this.name = 'MalformedForumAnswer';
  }
}

interface TopicsPage {
  topics: ForumTopic[];
  next_cursor: string | null;
}

export interface TopicThread {
  topic: ForumTopic;
  /** in thread order: each reply right after its parent's subtree */
  posts: ForumPost[];
}

function parseTopicsPage(raw: unknown): TopicsPage {
  const data = (raw as { data?: Partial<TopicsPage> } | null)?.data;
  if (!Array.isArray(data?.topics) || !(data.next_cursor === null || typeof data.next_cursor === 'string')) throw new MalformedForumAnswer();
  return data as TopicsPage;
}

function parseThread(raw: unknown): TopicThread {
  const data = (raw as { data?: Partial<TopicThread> } | null)?.data;
  if (typeof data?.topic?.id !== 'number' || !Array.isArray(data.posts)) throw new MalformedForumAnswer();
  return data as TopicThread;
}

/** The topic list as far as the user has paged. */
export interface TopicPages extends TopicsPage {
  /** how many pages were asked for */
  pages: number;
}

/**
 * The list's pages share one key, not one key per page and not useSWRInfinite: SWR's filtered
 * mutate (what the live bridge calls) skips useSWRInfinite's keys, and pages cached apart would go
 * stale apart — a topic that moved up would show twice, the one it pushed to page two not at all.
 * So this key is not an API path, and its cache holds the pages already joined.
 */
const topicPagesKey = (buildingId: number, pages: number) => `${topicsPath(buildingId)}#pages=${pages}`;

/** Pages 1..`pages`, each after the previous one's cursor; `shown` (the pages on screen) are kept and only the rest asked for. */
async function fetchTopicPages(buildingId: number, pages: number, shown?: TopicPages): Promise<TopicPages> {
  let topics = shown?.topics ?? [];
  let cursor = shown?.next_cursor ?? null;
  for (let page = shown?.pages ?? 0; page < pages && (page === 0 || cursor !== null); page++) {
    const answer = parseTopicsPage(await fetcher(topicsPageUrl(buildingId, cursor)));
    // a topic that moved between two requests must not show twice
    const seen = new Set(topics.map((t) => t.id));
    topics = [...topics, ...answer.topics.filter((t) => !seen.has(t.id))];
    cursor = answer.next_cursor;
  }
  return { topics, next_cursor: cursor, pages };
}

/** The building's topics, pinned first, then by last activity (the server's order), `pages` pages of them. */
export function useTopics(buildingId: number | null, pages: number) {
  const { cache } = useSWRConfig();
  const refreshInterval = useLiveRefreshInterval(LIVE_POLL_MS.forum);
  const key = buildingId === null ? null : topicPagesKey(buildingId, pages);
  const swr = useSWR<TopicPages, ApiError>(
    key,
    () => {
      const id = buildingId as number;
      // "Load more" is the only fetch of a key with nothing cached yet while the page before it is on
      // screen: only the next page is asked for. Every other fetch (a live event, polling, a
      // reconnect) takes all pages afresh, so the list is a snapshot, never a merge.
      const shown = pages > 1 && cache.get(topicPagesKey(id, pages))?.data === undefined ? (cache.get(topicPagesKey(id, pages - 1))?.data as TopicPages | undefined) : undefined;
      return fetchTopicPages(id, pages, shown);
    },
    { keepPreviousData: true, refreshInterval },
  );
  return {
    data: swr.data,
    error: swr.error as Error | undefined,
    /** the first load: nothing to show yet */
    isLoading: swr.isLoading && swr.data === undefined,
    /** a further page is on its way; the pages before stay on screen */
    loadingMore: swr.isLoading && swr.data !== undefined,
    retry: () => void swr.mutate(),
  };
}

/** 'Find topic…' lists the building's most active topics, one page of the largest size. */
export function useTopicsToFind(buildingId: number | null) {
  return useParsedSWR(buildingId === null ? null : topicsPageUrl(buildingId, null, FORUM_TOPIC_PAGE_MAX), parseTopicsPage, LIVE_POLL_MS.forum);
}

/** A topic with its posts. */
export function useThread(buildingId: number | null, topicId: number | null) {
  const swr = useParsedSWR(buildingId === null || topicId === null ? null : topicPath(buildingId, topicId), parseThread, LIVE_POLL_MS.forum);
  return { data: swr.data, error: swr.error, isLoading: swr.isLoading, retry: () => void swr.mutate() };
}

/** After a change every cached forum answer of the building reloads (the list's pages, the topic). */
export function useRevalidateForum(buildingId: number) {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    const prefix = `${forumPath(buildingId)}/`;
    return mutate((key) => typeof key === 'string' && key.startsWith(prefix));
  }, [mutate, buildingId]);
}

/** Shows a topic the server answered with at once (before the refetch), keeping its posts. */
export function useShowTopic(buildingId: number) {
  const { mutate } = useSWRConfig();
  return useCallback(
    (topic: ForumTopic) =>
      mutate(topicPath(buildingId, topic.id), (raw: { data?: TopicThread } | undefined) => (raw?.data ? { ...raw, data: { ...raw.data, topic } } : raw), {
        revalidate: false,
      }),
    [mutate, buildingId],
  );
}

export async function createTopic(buildingId: number, values: CreateTopicRequest): Promise<ForumTopic> {
  return (await http.post<{ data: { topic: ForumTopic } }>(topicsPath(buildingId), values)).data.topic;
}

/** A reply to the topic (`parentPostId` null) or to one of its posts. */
export async function createPost(buildingId: number, topicId: number, content: string, parentPostId: number | null): Promise<ForumPost> {
  return (await http.post<{ data: { post: ForumPost } }>(`${topicPath(buildingId, topicId)}/posts`, { content, parent_post_id: parentPostId })).data.post;
}

export async function updatePost(buildingId: number, postId: number, content: string): Promise<ForumPost> {
  return (await http.put<{ data: { post: ForumPost } }>(postPath(buildingId, postId), { content })).data.post;
}

export async function deletePost(buildingId: number, postId: number): Promise<void> {
  await http.delete(postPath(buildingId, postId));
}

/** Pins an unpinned topic, unpins a pinned one (the server toggles). */
export async function togglePin(buildingId: number, topicId: number): Promise<ForumTopic> {
  return (await http.post<{ data: { topic: ForumTopic } }>(`${topicPath(buildingId, topicId)}/pin`)).data.topic;
}

export async function setSubscribed(buildingId: number, topicId: number, subscribed: boolean): Promise<ForumTopic> {
  const action = subscribed ? 'subscribe' : 'unsubscribe';
  return (await http.post<{ data: { topic: ForumTopic } }>(`${topicPath(buildingId, topicId)}/${action}`)).data.topic;
}
