/** The palette's forum commands (issue 14): who sees them, that they match the screens' actions, and that they act. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ForumTopic } from '../../contract/forum';
import { allCommands } from '../../src/commands/registry';
import type { CommandContext } from '../../src/commands/types';
import { SCREEN_POSTS, SCREEN_TOPIC } from '../../src/features/forum/screen';
import { TOPICS_PATH, post, renderForum, threadBody, topic, topicPath, topicsBody } from './forum-fixtures';
import { callsTo } from './parking-fixtures';
import { sockets } from './fakeSocket';

vi.mock('socket.io-client', () => import('./fakeSocket'));

beforeEach(() => {
  toast.remove();
  sockets.length = 0;
});

const forumCommands = () => allCommands().filter((c) => c.id.startsWith('forum.'));
const ctx = (over: Partial<CommandContext>): CommandContext => ({ buildingId: 1, location: '/', screen: {}, ...over }) as CommandContext;
const visible = (c: CommandContext) => forumCommands().filter((cmd) => cmd.isVisible?.(c) ?? true).map((cmd) => cmd.id);
const contextual = (c: CommandContext) => forumCommands().filter((cmd) => cmd.isContextual?.(c)).map((cmd) => cmd.id);
const onTopic = (t: ForumTopic) => ctx({ location: '/building/1/forum/5', screen: { [SCREEN_TOPIC]: t } });

describe('forum commands: who sees them', () => {
  it('members of a building (a building selected) see New topic and Find topic; nobody else sees any', () => {
    expect(visible(ctx({ buildingId: null }))).toEqual([]);
    expect(visible(ctx({}))).toEqual(['forum.newTopic', 'forum.find']);
    expect(contextual(ctx({ location: '/forum' }))).toEqual(['forum.newTopic', 'forum.find']);
    expect(contextual(ctx({ location: '/building/1/forum' }))).toEqual(['forum.newTopic', 'forum.find']);
    expect(contextual(ctx({}))).toEqual([]);
  });

  it("on a topic's page: reply where the topic takes replies, the subscription change that applies, pin or unpin only with can.pin", () => {
    expect(visible(onTopic(topic()))).toEqual(['forum.reply', 'forum.subscribe', 'forum.newTopic', 'forum.find']);
    expect(visible(onTopic(topic({ is_subscribed: true })))).toEqual(['forum.reply', 'forum.unsubscribe', 'forum.newTopic', 'forum.find']);
    expect(visible(onTopic(topic({ can: { reply: false, pin: false } })))).toEqual(['forum.subscribe', 'forum.newTopic', 'forum.find']);
    expect(visible(onTopic(topic({ can: { reply: true, pin: true } })))).toEqual(['forum.reply', 'forum.subscribe', 'forum.pin', 'forum.newTopic', 'forum.find']);
    expect(visible(onTopic(topic({ is_pinned: true, can: { reply: true, pin: true } })))).toContain('forum.unpin');
    expect(visible(onTopic(topic({ is_pinned: true })))).not.toContain('forum.unpin');
    expect(contextual(onTopic(topic()))).toEqual(['forum.reply', 'forum.editPost', 'forum.deletePost', 'forum.subscribe', 'forum.unsubscribe', 'forum.pin', 'forum.unpin']);
    const titles = Object.fromEntries(forumCommands().map((c) => [c.id, c.title]));
    expect(titles).toMatchObject({ 'forum.newTopic': 'forum.palette.newTopic', 'forum.reply': 'forum.palette.reply', 'forum.pin': 'forum.palette.pin', 'forum.find': 'forum.palette.find' });
  });
});

describe("a post's edit and delete (issue 29 §7)", () => {
  const withPosts = (posts: ReturnType<typeof post>[]) => ctx({ location: '/building/1/forum/5', screen: { [SCREEN_TOPIC]: topic(), [SCREEN_POSTS]: posts } });

  it('are offered on a topic page only when a post there may be edited or deleted (the server says so per post)', () => {
    expect(visible(withPosts([post()]))).not.toContain('forum.editPost');
    expect(visible(withPosts([post({ can_edit: true })]))).toContain('forum.editPost');
    expect(visible(withPosts([post({ can_edit: true })]))).not.toContain('forum.deletePost');
    expect(visible(withPosts([post({ can_delete: true })]))).toContain('forum.deletePost');
    // a deleted post is no longer offered
    expect(visible(withPosts([post({ can_edit: true, can_delete: true, is_deleted: true })]))).not.toContain('forum.editPost');
  });

  it('Edit a post… lists the posts the user may edit and opens the picked one\'s form on the page', async () => {
    const posts = [post({ id: 11, content: 'Moje ne.', can_edit: true }), post({ id: 12, content: 'Cizí příspěvek', author_name: 'Eva' })];
    const { user, palette } = await openPaletteOn('/building/1/forum/5', topic().title, { over: { [`GET ${topicPath(5)}`]: { body: threadBody(topic(), posts) } } });
    await user.click(within(palette).getByTestId('command-forum.editPost'));
    expect(within(palette).queryByText('Cizí příspěvek')).toBeNull();
    await user.click(within(palette).getByText('Moje ne.'));
    expect(await within(screen.getByTestId('post-11')).findByTestId('edit-form')).toBeInTheDocument();
  });

  it("Delete a post… opens the thread's confirmation for the picked post", async () => {
    const posts = [post({ id: 11, content: 'Moje ne.', can_delete: true })];
    const { user, palette } = await openPaletteOn('/building/1/forum/5', topic().title, { over: { [`GET ${topicPath(5)}`]: { body: threadBody(topic(), posts) } } });
    await user.click(within(palette).getByTestId('command-forum.deletePost'));
    await user.click(within(palette).getByText('Moje ne.'));
    expect(await screen.findByRole('dialog', { name: 'Delete post' })).toHaveTextContent('Moje ne.');
  });
});

describe('the screens and the palette offer the same actions', () => {
  it("every action of the list and the topic page is a registered command, and every topic command is a screen's action", async () => {
    const ids = new Set(forumCommands().map((c) => c.id));
    const actions = new Set<string>();
    const collect = () => document.querySelectorAll('[data-command]').forEach((el) => actions.add(el.getAttribute('data-command')!));
    const staff = (over: Partial<ForumTopic>) => topic({ can: { reply: true, pin: true }, ...over });

    await renderForum();
    collect();
    cleanup();
    await renderForum({ path: '/forum/5', heading: topic().title, over: { [`GET ${topicPath(5)}`]: { body: threadBody(staff({}), [post({ can_edit: true, can_delete: true })]) } } });
    collect();
    cleanup();
    await renderForum({ path: '/forum/5', heading: topic().title, over: { [`GET ${topicPath(5)}`]: { body: threadBody(staff({ is_subscribed: true, is_pinned: true }), []) } } });
    collect();

    expect([...actions].filter((a) => !ids.has(a))).toEqual([]);
    // 'Find topic…' is the palette's way to a topic; on screen the list itself is
    expect([...ids].filter((id) => !actions.has(id))).toEqual(['forum.find']);
  });
});

async function openPaletteOn(path: string, heading: string, over: Parameters<typeof renderForum>[0] = {}) {
  const { api, user } = await renderForum({ path, heading, ...over });
  await user.keyboard('{Control>}k{/Control}');
  return { api, user, palette: await screen.findByTestId('command-palette') };
}

describe('forum commands in the palette', () => {
  it('Reply… puts the cursor in the reply to the topic (after the palette hands the focus back)', async () => {
    const { user } = await renderForum({ path: '/building/1/forum/5', heading: topic().title });
    // the palette, when it closes, gives the focus back to where it was: here, the Subscribe button
    screen.getByRole('button', { name: 'Subscribe' }).focus();
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByTestId('command-palette');
    expect(within(palette).getByTestId('command-forum.reply')).toHaveTextContent('Reply…');
    await user.click(within(palette).getByTestId('command-forum.reply'));
    await waitFor(() => expect(within(screen.getByTestId('topic-reply-form')).getByLabelText('Your reply')).toHaveFocus());
  });

  it('Subscribe to topic subscribes through the page; Pin topic is offered only with can.pin', async () => {
    const { api, user, palette } = await openPaletteOn('/building/1/forum/5', topic().title, {
      over: { [`POST ${topicPath(5)}/subscribe`]: { body: { status: 'success', data: { topic: topic({ is_subscribed: true }) } } } },
    });
    expect(within(palette).queryByTestId('command-forum.pin')).toBeNull();
    await user.click(within(palette).getByTestId('command-forum.subscribe'));
    expect(await screen.findByText('Subscribed: you will hear about new posts')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${topicPath(5)}/subscribe`)).toHaveLength(1);
  });

  it('Pin topic pins the topic on screen', async () => {
    const pinnable = topic({ can: { reply: true, pin: true } });
    const { api, user, palette } = await openPaletteOn('/building/1/forum/5', topic().title, {
      over: {
        [`GET ${topicPath(5)}`]: { body: threadBody(pinnable, []) },
        [`POST ${topicPath(5)}/pin`]: { body: { status: 'success', data: { topic: { ...pinnable, is_pinned: true } } } },
      },
    });
    await user.click(within(palette).getByTestId('command-forum.pin'));
    expect(await screen.findByText('The topic has been pinned')).toBeInTheDocument();
    expect(callsTo(api, 'POST', `${topicPath(5)}/pin`)).toHaveLength(1);
  });

  it('New topic… opens the create dialog on the forum list', async () => {
    const { user, palette } = await openPaletteOn('/building/1/forum/5', topic().title);
    await user.click(within(palette).getByTestId('command-forum.newTopic'));
    expect(await screen.findByRole('dialog', { name: 'New topic' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/forum');
  });

  it('Find topic… filters the titles regardless of case and diacritics; Enter opens the first', async () => {
    const topics = [topic({ id: 5 }), topic({ id: 6, title: 'Hluk po desáté' }), topic({ id: 7, title: 'Sklepní kóje', is_pinned: true })];
    const { api, user, palette } = await openPaletteOn('/forum', 'Forum', {
      over: {
        [`GET ${TOPICS_PATH}`]: { body: topicsBody(topics) },
        [`GET ${topicPath(7)}`]: { body: threadBody(topics[2], []) },
      },
    });
    await user.click(within(palette).getByTestId('command-forum.find'));
    const field = await within(palette).findByRole('searchbox', { name: 'Topic title' });
    expect(await within(palette).findByText('Hluk po desáté')).toBeInTheDocument();
    await user.type(field, 'SKLEP');
    await waitFor(() => expect(within(palette).queryByText('Hluk po desáté')).toBeNull());
    expect(within(palette).getByText('Sklepní kóje')).toBeInTheDocument();
    expect(within(palette).getByText('Kola ve sklepě')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'koje');
    await waitFor(() => expect(within(palette).queryByText('Kola ve sklepě')).toBeNull());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Sklepní kóje', level: 1 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/building/1/forum/7');
    expect(callsTo(api, 'GET', TOPICS_PATH).some((c) => new URLSearchParams(c.url.split('?')[1]).get('limit') === '50')).toBe(true);
  });
});
