/** Forum rows as the API answers them (contract/forum.ts), and a topic's posts in thread order. */
import type { ForumPost, ForumTopic } from '../../../contract/forum';
import { topicPreview } from '../../../contract/rules/forum';
import { canDeletePost, canEditPost, canPin, type ForumViewer } from './access';

export interface TopicRow {
  id: number;
  building_id: number;
  title: string;
  content: string;
  author_id: number | null;
  author_name: string | null;
  post_count: number;
  created_at: string;
  last_activity: string;
  is_pinned: number;
  is_subscribed: number | boolean | string | null;
}

export interface PostRow {
  id: number;
  topic_id: number;
  parent_post_id: number | null;
  level: number;
  user_id: number | null;
  author_name: string | null;
  content: string;
  is_deleted: number;
  created_at: string;
  updated_at: string | null;
}

// PostgreSQL answers an EXISTS as a boolean, SQLite as 0/1
const truthy = (v: TopicRow['is_subscribed']) => v === true || v === 1 || v === '1' || v === 't';

export function presentTopic(row: TopicRow, viewer: ForumViewer, unknownAuthor: string, whole: boolean): ForumTopic {
  return {
    id: row.id,
    building_id: row.building_id,
    title: row.title,
    content: whole ? row.content : topicPreview(row.content),
    author_id: row.author_id,
    author_name: row.author_name ?? unknownAuthor,
    post_count: Number(row.post_count),
    created_at: row.created_at,
    last_activity: row.last_activity,
    is_pinned: row.is_pinned === 1,
    is_subscribed: truthy(row.is_subscribed),
    can: { reply: true, pin: canPin(viewer) },
  };
}

export function presentPost(row: PostRow, viewer: ForumViewer, unknownAuthor: string): ForumPost {
  const deleted = row.is_deleted === 1;
  return {
    id: row.id,
    topic_id: row.topic_id,
    content: deleted ? '' : row.content,
    user_id: row.user_id,
    author_name: row.author_name ?? unknownAuthor,
    created_at: row.created_at,
    updated_at: row.updated_at,
    parent_post_id: row.parent_post_id,
    level: row.level,
    is_deleted: deleted,
    can_edit: canEditPost(viewer, row),
    can_delete: canDeletePost(viewer, row),
  };
}

/**
 * Posts (in id order) in thread order: each post followed by its replies' subtrees, oldest first.
 * A post whose parent is gone (never here: a parent with replies stays as a placeholder) is a root.
 * Iterative, so a long chain of replies cannot overflow the stack.
 */
export function threadOrder<T extends { id: number; parent_post_id: number | null }>(posts: readonly T[]): T[] {
  const ids = new Set(posts.map((p) => p.id));
  const children = new Map<number | null, T[]>();
  for (const p of posts) {
    const parent = p.parent_post_id !== null && ids.has(p.parent_post_id) ? p.parent_post_id : null;
    const list = children.get(parent);
    if (list) list.push(p);
    else children.set(parent, [p]);
  }
  const out: T[] = [];
  const stack = [...(children.get(null) ?? [])].reverse();
  while (stack.length) {
    const p = stack.pop()!;
    out.push(p);
    const kids = children.get(p.id);
    if (kids) for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
  return out;
}
