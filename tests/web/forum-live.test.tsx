/** The forum follows live events (contract/live.ts forum.*): the list and the topic refetch, every page of the list afresh. */
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ForumPost, ForumTopic } from '../../contract/forum';
import { TOPICS_PATH, post, renderForum, threadBody, topic, topicPath, topicsBody } from './forum-fixtures';
import { callsTo, connectLive } from './parking-fixtures';
import { sockets } from './fakeSocket';

vi.mock('socket.io-client', () => import('./fakeSocket'));

beforeEach(() => {
  toast.remove();
  sockets.length = 0;
});

describe('forum live', () => {
  it('forum.topic_created refetches every page of the list on screen, from the first page on', async () => {
    const older = Array.from({ length: 20 }, (_, i) => topic({ id: 100 - i, title: `Téma ${i + 1}` }));
    let topics: ForumTopic[] = [...older, topic({ id: 3, title: 'Nejstarší' })];
    const page = (cursor: string | null) => {
      const start = cursor === null ? 0 : topics.findIndex((t) => String(t.id) === cursor) + 1;
      const slice = topics.slice(start, start + 20);
      return topicsBody(slice, start + 20 < topics.length ? String(slice[slice.length - 1].id) : null);
    };
    const { api, user } = await renderForum({ over: { [`GET ${TOPICS_PATH}`]: (init) => ({ body: page(new URLSearchParams(init.url.split('?')[1]).get('cursor')) }) } });
    await screen.findByTestId('topic-100');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByTestId('topic-3');
    const send = await connectLive();

    // a new topic comes first: the last of page one moves to page two, and nothing is lost or doubled
    topics = [topic({ id: 200, title: 'Čerstvé téma' }), ...topics];
    const before = callsTo(api, 'GET', TOPICS_PATH).length;
    send('forum.topic_created', { id: 200 });
    expect(await screen.findByTestId('topic-200')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('article')).toHaveLength(22));
    expect(screen.getByTestId('topic-81')).toBeInTheDocument();
    expect(screen.getByTestId('topic-3')).toBeInTheDocument();
    const cursors = callsTo(api, 'GET', TOPICS_PATH)
      .slice(before)
      .map((c) => new URLSearchParams(c.url.split('?')[1]).get('cursor'));
    expect(cursors).toEqual([null, '82']);
  });

  it('forum.topic_changed refetches the topic on screen', async () => {
    let posts: ForumPost[] = [post({ id: 1 })];
    const { api } = await renderForum({ path: '/building/1/forum/5', heading: topic().title, over: { [`GET ${topicPath(5)}`]: () => ({ body: threadBody(topic(), posts) }) } });
    await screen.findByTestId('post-1');
    const send = await connectLive();
    posts = [...posts, post({ id: 2, content: 'Nová odpověď' })];
    const before = callsTo(api, 'GET', topicPath(5)).length;
    send('forum.topic_changed', { id: 5 });
    expect(await screen.findByText('Nová odpověď')).toBeInTheDocument();
    expect(callsTo(api, 'GET', topicPath(5)).length).toBeGreaterThan(before);
  });
});
