import type { Generated } from 'kysely';
import type { Flag, Ts } from './columns';

/** A building's forum topic (migration 016). */
export interface ForumTopicsTable {
  id: Generated<number>;
  building_id: number;
  title: string;
  content: string;
  author_id: number | null;
  is_pinned: Flag;
  /** posts that are not deleted */
  post_count: Generated<number>;
  created_at: Ts;
  /** the topic's creation or its newest post */
  last_activity: Ts;
}

export interface ForumPostsTable {
  id: Generated<number>;
  topic_id: number;
  parent_post_id: number | null;
  level: number;
  user_id: number | null;
  content: string;
  is_deleted: Generated<Flag>;
  created_at: Ts;
  /** set on an edit */
  updated_at: Ts | null;
}

export interface ForumSubscriptionsTable {
  topic_id: number;
  user_id: number;
  created_at: Ts;
}
