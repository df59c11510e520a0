/** Fake forum answers as the server sends them (contract/forum.ts), and the signed-in app on a forum screen. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ForumPost, ForumTopic } from '../../contract/forum';
import type { Me } from '../../contract/users';
import { AppRoutes } from '../../src/app/App';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { shellRoutes } from './doors-fixtures';
import { member, type Routes } from './parking-fixtures';

export const FORUM_PATH = '/v1/buildings/1/forum';
export const TOPICS_PATH = `${FORUM_PATH}/topics`;
export const topicPath = (id: number) => `${TOPICS_PATH}/${id}`;
export const postPath = (id: number) => `${FORUM_PATH}/posts/${id}`;

export const topic = (over: Partial<ForumTopic> = {}): ForumTopic => ({
  id: 5,
  building_id: 1,
  title: 'Kola ve sklepě',
  content: 'Kdo má ve sklepě červené kolo?\nUž tam stojí rok.',
  author_id: 2,
  author_name: 'Petr Soused',
  post_count: 2,
  created_at: '2026-03-01T10:00:00.000Z',
  last_activity: '2026-03-02T09:00:00.000Z',
  is_pinned: false,
  is_subscribed: false,
  can: { reply: true, pin: false },
  ...over,
});

export const post = (over: Partial<ForumPost> = {}): ForumPost => ({
  id: 11,
  topic_id: 5,
  content: 'Moje ne.',
  user_id: 1,
  author_name: 'Jana Nováková',
  created_at: '2026-03-01T11:00:00.000Z',
  updated_at: null,
  parent_post_id: null,
  level: 0,
  is_deleted: false,
  can_edit: false,
  can_delete: false,
  ...over,
});

export const topicsBody = (topics: ForumTopic[], next_cursor: string | null = null) => ({ status: 'success', data: { topics, next_cursor } });
export const threadBody = (t: ForumTopic, posts: ForumPost[]) => ({ status: 'success', data: { topic: t, posts } });

export function forumRoutes(me: Me, over: Routes = {}): Routes {
  return {
    ...shellRoutes(me),
    [`GET ${TOPICS_PATH}`]: { body: topicsBody([topic()]) },
    [`GET ${topicPath(5)}`]: { body: threadBody(topic(), [post()]) },
    ...over,
  };
}

/** Signs in, opens `path` and waits for its h1 (the forum's title, or the topic's; null: no h1 to wait for). */
export async function renderForum({ me = member(), over = {}, path = '/forum', heading = 'Forum' }: { me?: Me; over?: Routes; path?: string; heading?: string | null } = {}) {
  resetApp(path);
  signIn();
  const api = mockApi(forumRoutes(me, over));
  renderWithApp(<AppRoutes />);
  if (heading !== null) await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 20_000 });
  return { api, user: userEvent.setup() };
}
