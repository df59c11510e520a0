/** A forum topic's page (spec 001 §2 "Forum", §4, §5, §6, §8, §9; issue 14). */
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ForumPost, ForumTopic } from '../../contract/forum';
import { FORUM_MAX_LEVEL } from '../../contract/rules/forum';
import { postPath, post, renderForum, threadBody, topic, topicPath } from './forum-fixtures';
import { callsTo } from './parking-fixtures';
import { sockets } from './fakeSocket';

vi.mock('socket.io-client', () => import('./fakeSocket'));

beforeEach(() => {
  toast.remove();
  sockets.length = 0;
});

const row = (id: number) => screen.getByTestId(`post-${id}`);
const TOPIC = topic();

/** The topic page of topic 5 with these posts; the topic's GET answers what `state` holds at the time. */
async function openTopic(posts: ForumPost[], over: Parameters<typeof renderForum>[0] = {}, t: ForumTopic = TOPIC) {
  return renderForum({ path: '/building/1/forum/5', heading: t.title, ...over, over: { [`GET ${topicPath(5)}`]: { body: threadBody(t, posts) }, ...over.over } });
}

describe('forum topic page', () => {
  it('shows the topic: title, author, date and the opening text with its line breaks', async () => {
    await openTopic([]);
    const header = screen.getByRole('heading', { level: 1 }).closest('header');
    expect(header).toHaveTextContent('By Petr Soused');
    expect(within(header!).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute('datetime', TOPIC.created_at);
    const text = screen.getByText(/Kdo má ve sklepě červené kolo\?/);
    expect(text.textContent).toBe('Kdo má ve sklepě červené kolo?\nUž tam stojí rok.');
    expect(text).toHaveClass('whitespace-pre-wrap');
    expect(screen.getByText('No replies yet. Be the first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the forum' })).toHaveAttribute('href', '/building/1/forum');
  });

  it('indents each post 1.5rem per level in thread order, up to the deepest level, and quotes the parent of a reply that cannot go deeper', async () => {
    const posts = [
      post({ id: 1, level: 0 }),
      post({ id: 2, level: 1, parent_post_id: 1, author_name: 'Petr Soused', content: 'Odpověď' }),
      post({ id: 3, level: 2, parent_post_id: 2 }),
      post({ id: 4, level: 0, content: 'Další vlákno' }),
      post({ id: 5, level: FORUM_MAX_LEVEL, parent_post_id: 3 }),
      post({ id: 6, level: FORUM_MAX_LEVEL, parent_post_id: 5, content: 'Pořád stejná úroveň', author_name: 'Karel' }),
    ];
    await openTopic(posts);
    const thread = screen.getByRole('list', { name: 'Posts' });
    expect(within(thread).getAllByRole('listitem').map((li) => li.dataset.testid)).toEqual(['post-1', 'post-2', 'post-3', 'post-4', 'post-5', 'post-6']);
    expect(row(1)).toHaveStyle({ marginInlineStart: '0rem' });
    expect(row(2)).toHaveStyle({ marginInlineStart: '1.5rem' });
    expect(row(3)).toHaveStyle({ marginInlineStart: '3rem' });
    expect(row(4)).toHaveStyle({ marginInlineStart: '0rem' });
    expect(row(5)).toHaveStyle({ marginInlineStart: `${FORUM_MAX_LEVEL * 1.5}rem` });
    // nested under its parent: the indentation says whom it answers
    expect(within(row(2)).queryByTestId('reply-to')).toBeNull();
    // at the deepest level the reply sits beside its parent, so it names and quotes it
    expect(within(row(6)).getByTestId('reply-to')).toHaveTextContent('In reply to Jana Nováková: Moje ne.');
  });

  it('keeps a deleted post as a placeholder in its place, without its text or actions, and marks edited posts', async () => {
    const posts = [
      post({ id: 1, is_deleted: true, content: '', can_edit: false, can_delete: false }),
      post({ id: 2, level: 1, parent_post_id: 1, updated_at: '2026-03-01T12:30:00.000Z', can_edit: true }),
      post({ id: 3 }),
    ];
    await openTopic(posts);
    expect(within(row(1)).getByTestId('deleted-post')).toHaveTextContent('This post was deleted.');
    expect(within(row(1)).queryByRole('button')).toBeNull();
    expect(within(row(1)).queryByText('Jana Nováková')).toBeNull();
    expect(row(2)).toHaveStyle({ marginInlineStart: '1.5rem' });
    expect(within(row(2)).getByTestId('edited-mark')).toHaveTextContent('edited');
    expect(within(row(3)).queryByTestId('edited-mark')).toBeNull();
  });

  it('renders what people wrote as text: markup and scripts show as characters, nothing runs', async () => {
    const evil = '<script>window.__forumHacked = true</script><img src=x onerror="window.__forumHacked=true"><b>tučně</b>';
    await openTopic([post({ id: 1, content: evil })], {}, topic({ title: '<i>Nadpis</i>', content: evil }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('<i>Nadpis</i>');
    expect(within(row(1)).getByText(evil)).toBeInTheDocument();
    expect(screen.getAllByText(evil)).toHaveLength(2);
    expect(document.querySelector('main script, main img, main b, main i, [data-testid="post-1"] b')).toBeNull();
    expect((window as { __forumHacked?: boolean }).__forumHacked).toBeUndefined();
  });

  it('offers Reply, Edit and Delete only as the server allows', async () => {
    const posts = [post({ id: 1, can_edit: true, can_delete: true }), post({ id: 2, can_delete: true }), post({ id: 3 })];
    await openTopic(posts);
    const buttons = (id: number) => within(row(id)).queryAllByRole('button').map((b) => b.textContent);
    expect(buttons(1)).toEqual(['Reply', 'Edit', 'Delete']);
    expect(buttons(2)).toEqual(['Reply', 'Delete']);
    expect(buttons(3)).toEqual(['Reply']);
  });

  it('without topic.can.reply there is no reply anywhere', async () => {
    await openTopic([post({ id: 1, can_edit: true })], {}, topic({ can: { reply: false, pin: false } }));
    expect(within(row(1)).queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(within(row(1)).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByTestId('topic-reply-form')).toBeNull();
  });

  it('replies to a post under it, quoting its first 50 characters, and sends the parent', async () => {
    const long = 'Sklep bude ve středu zavřený kvůli deratizaci, prosím vyklidit kola do úterý večer.';
    const posts = [post({ id: 1, content: long })];
    const { api, user } = await openTopic(posts, {
      over: { [`POST ${topicPath(5)}/posts`]: { status: 201, body: { status: 'success', data: { post: post({ id: 2, parent_post_id: 1, level: 1 }) } } } },
    });
    await user.click(within(row(1)).getByRole('button', { name: 'Reply' }));
    const form = within(row(1)).getByTestId('reply-form');
    const quote = within(form).getByTestId('reply-quote');
    expect(quote).toHaveTextContent(`Jana Nováková wrote: ${Array.from(long).slice(0, 50).join('')}…`);
    expect(within(quote).getByText(`${Array.from(long).slice(0, 50).join('')}…`).textContent).toHaveLength(51);
    const field = within(form).getByLabelText('Your reply');
    expect(field).toHaveFocus();
    // blank is not sent
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Enter the text of the post')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(within(form).getByText('Enter the text of the post').id);
    expect(callsTo(api, 'POST', `${topicPath(5)}/posts`)).toEqual([]);
    await user.type(field, '  Díky, vyklidím. ');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The reply has been sent')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${topicPath(5)}/posts`)).toEqual([{ url: `${topicPath(5)}/posts`, body: { content: 'Díky, vyklidím.', parent_post_id: 1 } }]);
    await waitFor(() => expect(within(row(1)).queryByTestId('reply-form')).toBeNull());
  });

  it('a failed reply keeps the form and its text, with the server message', async () => {
    const { user } = await openTopic([post({ id: 1 })], {
      over: { [`POST ${topicPath(5)}/posts`]: { status: 400, body: { message: 'Na smazaný příspěvek nelze odpovědět' } } },
    });
    await user.click(within(row(1)).getByRole('button', { name: 'Reply' }));
    await user.type(within(row(1)).getByLabelText('Your reply'), 'Ahoj');
    await user.click(within(row(1)).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Na smazaný příspěvek nelze odpovědět')).toBeInTheDocument();
    expect(within(row(1)).getByLabelText('Your reply')).toHaveValue('Ahoj');
  });

  it('Escape or Cancel closes an inline form; only one is open at a time', async () => {
    const { user } = await openTopic([post({ id: 1, can_edit: true }), post({ id: 2 })]);
    await user.click(within(row(1)).getByRole('button', { name: 'Reply' }));
    expect(within(row(1)).getByTestId('reply-form')).toBeInTheDocument();
    await user.click(within(row(2)).getByRole('button', { name: 'Reply' }));
    expect(within(row(1)).queryByTestId('reply-form')).toBeNull();
    expect(within(row(2)).getByTestId('reply-form')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(row(2)).queryByTestId('reply-form')).toBeNull();
    // the keyboard goes on from the button that opened the form
    expect(within(row(2)).getByRole('button', { name: 'Reply' })).toHaveFocus();
    await user.click(within(row(1)).getByRole('button', { name: 'Edit' }));
    await user.click(within(row(1)).getByRole('button', { name: 'Cancel' }));
    expect(within(row(1)).queryByTestId('edit-form')).toBeNull();
    expect(within(row(1)).getByText('Moje ne.')).toBeInTheDocument();
    expect(within(row(1)).getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('replies to the topic at the bottom (no parent)', async () => {
    const { api, user } = await openTopic([post({ id: 1 })], {
      over: { [`POST ${topicPath(5)}/posts`]: { status: 201, body: { status: 'success', data: { post: post({ id: 2 }) } } } },
    });
    const form = within(screen.getByTestId('topic-reply-form'));
    await user.type(form.getByLabelText('Your reply'), 'Přidám se.');
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The reply has been sent')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${topicPath(5)}/posts`)[0].body).toEqual({ content: 'Přidám se.', parent_post_id: null });
    await waitFor(() => expect(form.getByLabelText('Your reply')).toHaveValue(''));
  });

  it('edits a post in place and sends the new text', async () => {
    const { api, user } = await openTopic([post({ id: 1, can_edit: true })], {
      over: { [`PUT ${postPath(1)}`]: { body: { status: 'success', data: { post: post({ id: 1, content: 'Moje taky ne.', updated_at: '2026-03-02T08:00:00.000Z' }) } } } },
    });
    await user.click(within(row(1)).getByRole('button', { name: 'Edit' }));
    const field = within(row(1)).getByLabelText('Post text');
    expect(field).toHaveValue('Moje ne.');
    await user.clear(field);
    await user.click(within(row(1)).getByRole('button', { name: 'Save' }));
    expect(await within(row(1)).findByText('Enter the text of the post')).toBeInTheDocument();
    await user.type(field, 'Moje taky ne.');
    await user.click(within(row(1)).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The post has been updated')).toBeInTheDocument();
    expect(callsTo(api, 'PUT', postPath(1))).toEqual([{ url: postPath(1), body: { content: 'Moje taky ne.' } }]);
  });

  it('deletes a post only after the confirmation; a failure keeps the confirmation open', async () => {
    let fail = true;
    const { api, user } = await openTopic([post({ id: 1, can_delete: true, content: 'Smaž mě' })], {
      over: { [`DELETE ${postPath(1)}`]: () => (fail ? { status: 403, body: { message: 'Smazat může jen autor' } } : { status: 200, body: { status: 'success' } }) },
    });
    await user.click(within(row(1)).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete post' });
    expect(dialog).toHaveTextContent('Delete the post “Smaž mě”?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, 'DELETE', postPath(1))).toEqual([]);

    await user.click(within(row(1)).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete post' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Smazat může jen autor')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete post' })).toBeInTheDocument();
    fail = false;
    await user.click(within(screen.getByRole('dialog', { name: 'Delete post' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The post has been deleted')).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', postPath(1))).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('subscribes and unsubscribes, showing the new state at once', async () => {
    let subscribed = false;
    const answer = () => ({ body: { status: 'success', data: { topic: topic({ is_subscribed: subscribed }) } } });
    const { api, user } = await openTopic([], {
      over: {
        [`GET ${topicPath(5)}`]: () => ({ body: threadBody(topic({ is_subscribed: subscribed }), []) }),
        [`POST ${topicPath(5)}/subscribe`]: () => ((subscribed = true), answer()),
        [`POST ${topicPath(5)}/unsubscribe`]: () => ((subscribed = false), answer()),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
    expect(screen.getByText('Subscribed: you will hear about new posts')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${topicPath(5)}/subscribe`)).toEqual([{ url: `${topicPath(5)}/subscribe`, body: {} }]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.getByText('You have unsubscribed from the topic')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${topicPath(5)}/unsubscribe`)).toHaveLength(1);
  });

  it('a failed subscription says so and keeps the state', async () => {
    const { user } = await openTopic([], { over: { [`POST ${topicPath(5)}/subscribe`]: { status: 500, body: {} } } });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Failed to change the subscription')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('offers Pin only where topic.can.pin, and toggles it', async () => {
    let pinned = false;
    const current = () => topic({ is_pinned: pinned, can: { reply: true, pin: true } });
    const { api, user } = await openTopic([], {
      over: {
        [`GET ${topicPath(5)}`]: () => ({ body: threadBody(current(), []) }),
        [`POST ${topicPath(5)}/pin`]: () => ((pinned = !pinned), { body: { status: 'success', data: { topic: current() } } }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Pin' }));
    expect(await screen.findByRole('button', { name: 'Unpin' })).toBeInTheDocument();
    expect(screen.getByText('The topic has been pinned')).toBeInTheDocument();
    expect(screen.getByTestId('pinned-badge')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unpin' }));
    expect(await screen.findByRole('button', { name: 'Pin' })).toBeInTheDocument();
    expect(screen.getByText('The topic has been unpinned')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${topicPath(5)}/pin`)).toEqual([
      { url: `${topicPath(5)}/pin`, body: {} },
      { url: `${topicPath(5)}/pin`, body: {} },
    ]);
  });

  it('shows no Pin without topic.can.pin, even on a pinned topic', async () => {
    await openTopic([], {}, topic({ is_pinned: true }));
    expect(screen.getByTestId('pinned-badge')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Pin|Unpin)$/ })).toBeNull();
  });

  it('a missing topic offers the way back: to the building-scoped list, or to /forum', async () => {
    await renderForum({ path: '/building/1/forum/99', heading: null });
    expect(await screen.findByText('Topic not found')).toBeInTheDocument();
    expect(screen.getByTestId('topic-not-found-back')).toHaveAttribute('href', '/building/1/forum');
  });

  it('a missing topic at /forum/{id} links back to /forum', async () => {
    await renderForum({ path: '/forum/99', heading: null });
    expect(await screen.findByText('Topic not found')).toBeInTheDocument();
    expect(screen.getByTestId('topic-not-found-back')).toHaveAttribute('href', '/forum');
  });
});
