import { z } from 'zod';
import { Id, IdText, MultilineText, Text, IntText } from './common';
import { FORUM_CONTENT_MAX, FORUM_TITLE_MAX, FORUM_TOPIC_PAGE_DEFAULT, FORUM_TOPIC_PAGE_MAX } from './rules/forum';

/** The forum of a building (spec 001 §3 "Forum topic", "Forum post", §7 "Forum"; issue 14). */

/** What the caller may do with a topic: the server's answer, so the SPA never re-derives it. */
export const TopicAbilities = z.object({ reply: z.boolean(), pin: z.boolean() });

export const ForumTopic = z.object({
  id: z.number(),
  building_id: z.number(),
  title: z.string(),
  /** the opening text: whole on the topic page, its first 280 characters in the list */
  content: z.string(),
  author_id: z.number().nullable(),
  author_name: z.string(),
  /** posts that are not deleted */
  post_count: z.number(),
  created_at: z.string(),
  last_activity: z.string(),
  is_pinned: z.boolean(),
  is_subscribed: z.boolean(),
  can: TopicAbilities,
});
export type ForumTopic = z.infer<typeof ForumTopic>;

export const ForumPost = z.object({
  id: z.number(),
  topic_id: z.number(),
  /** empty for a deleted post that keeps its place because others replied to it */
  content: z.string(),
  user_id: z.number().nullable(),
  author_name: z.string(),
  created_at: z.string(),
  /** set when the post was edited */
  updated_at: z.string().nullable(),
  parent_post_id: z.number().nullable(),
  /** nesting depth: 0 answers the topic */
  level: z.number(),
  is_deleted: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type ForumPost = z.infer<typeof ForumPost>;

export const ForumTopicsQuery = z.object({
  limit: IntText(1, FORUM_TOPIC_PAGE_MAX).default(FORUM_TOPIC_PAGE_DEFAULT),
  /** the `next_cursor` of the previous page */
  cursor: Text().max(200).optional(),
});

export const ForumTopicsResponse = z.object({
  status: z.literal('success'),
  data: z.object({ topics: z.array(ForumTopic), next_cursor: z.string().nullable() }),
});

/** A topic's page: the topic and its posts in thread order (each reply right after its parent's subtree). */
export const ForumTopicResponse = z.object({
  status: z.literal('success'),
  data: z.object({ topic: ForumTopic, posts: z.array(ForumPost) }),
});
export const ForumTopicOnlyResponse = z.object({ status: z.literal('success'), data: z.object({ topic: ForumTopic }) });
export const ForumPostResponse = z.object({ status: z.literal('success'), data: z.object({ post: ForumPost }) });

// the forms' own texts (features/forum), which the SPA has with the forum: the server answers them alike
const Title = z.string({ error: () => 'forum.form.titleRequired' }).pipe(Text().trim().min(1, 'forum.form.titleRequired').max(FORUM_TITLE_MAX));
const Content = z.string({ error: () => 'forum.form.contentRequired' }).pipe(MultilineText().trim().min(1, 'forum.form.contentRequired').max(FORUM_CONTENT_MAX));

export const CreateTopicRequest = z.strictObject({ title: Title, content: Content });
export type CreateTopicRequest = z.infer<typeof CreateTopicRequest>;

export const CreatePostRequest = z.strictObject({ content: Content, parent_post_id: Id.nullable().optional() });
export type CreatePostRequest = z.infer<typeof CreatePostRequest>;

export const UpdatePostRequest = z.strictObject({ content: Content });
export type UpdatePostRequest = z.infer<typeof UpdatePostRequest>;

export const TopicParams = z.object({ id: IdText, topicId: IdText });
export const PostParams = z.object({ id: IdText, postId: IdText });
