/**
 * A long thread stays smooth (issue 14): typing in a reply, or opening another post's form, renders
 * no other post. Each post row formats its time once per render, so the formatter's calls count the
 * rows rendered.
 */
import { screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../src/lib/format';
import { post, renderForum, threadBody, topic, topicPath } from './forum-fixtures';
import { sockets } from './fakeSocket';

vi.mock('socket.io-client', () => import('./fakeSocket'));
vi.mock('../../src/lib/format', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/lib/format')>();
  return { ...actual, formatDateTime: vi.fn(actual.formatDateTime) };
});

beforeEach(() => {
  toast.remove();
  sockets.length = 0;
});

const POSTS = Array.from({ length: 300 }, (_, i) => post({ id: i + 1, level: i % 4, parent_post_id: i % 4 ? i : null, content: `Příspěvek ${i + 1}` }));

describe('a thread of hundreds of posts', () => {
  it('renders no post again while the user types a reply or moves the form to another post', async () => {
    const { user } = await renderForum({ path: '/building/1/forum/5', heading: topic().title, over: { [`GET ${topicPath(5)}`]: { body: threadBody(topic(), POSTS) } } });
    expect(screen.getAllByRole('listitem').filter((li) => li.dataset.testid?.startsWith('post-'))).toHaveLength(300);
    const renders = () => vi.mocked(formatDateTime).mock.calls.length;

    await user.click(within(screen.getByTestId('post-1')).getByRole('button', { name: 'Reply' }));
    let before = renders();
    await user.type(within(screen.getByTestId('post-1')).getByLabelText('Your reply'), 'Souhlasím se vším');
    expect(renders() - before).toBe(0);

    // another post's form: the two rows concerned render, no others
    before = renders();
    await user.click(within(screen.getByTestId('post-200')).getByRole('button', { name: 'Reply' }));
    expect(renders() - before).toBeLessThanOrEqual(2);

    before = renders();
    await user.type(within(screen.getByTestId('topic-reply-form')).getByLabelText('Your reply'), 'Díky všem');
    expect(renders() - before).toBe(0);
  });
});
