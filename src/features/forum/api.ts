/**
 * Forum calls (issue 14; spec 001 §7 "Forum"). Every SWR key lies under /buildings/{id}/forum, which
 * the live bridge revalidates on forum.* events (live/keys.ts); SWR polls as well, slower while the
 * socket is up. Answers are checked for their shape: one of the wrong shape is an error, not an
 * empty list (spec 000 §8).
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CreateTopicRequest, ForumPost, ForumTopic } from '../../../contract/forum';
import { FORUM_TOPIC_PAGE_MAX } from '../../../contract/rules/forum';
import { LIVE_POLL_MS } from '../../live/useLive';
import { http } from '../../lib/http';
import { fetcher } from '../../lib/http';
import { type KeysetPage, useKeysetPages } from '../../lib/useKeysetPages';
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

/** A topic page as the shared keyset list reads it (lib/useKeysetPages.ts): the rows are the topics. */
function parseTopicsKeyset(raw: unknown): KeysetPage<ForumTopic> {
  const page = parseTopicsPage(raw);
  return { items: page.topics, next_cursor: page.next_cursor };
}

/**
 * The building's topics, pinned first, then by last activity (the server's order), `pages` pages of
 * them — under one SWR key below /buildings/{id}/forum/topics that holds the pages joined, which the
 * live bridge revalidates on forum.* events (lib/useKeysetPages.ts says why not useSWRInfinite).
 */
export function useTopics(buildingId: number | null, pages: number) {
  const pageUrl = useCallback((cursor: string | null) => topicsPageUrl(buildingId as number, cursor), [buildingId]);
  return useKeysetPages(buildingId === null ? null : topicsPath(buildingId), (cursor) => fetcher(pageUrl(cursor)).then(parseTopicsKeyset), pages, LIVE_POLL_MS.forum);
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
