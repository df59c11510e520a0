/** The forum's topic list and create dialog (spec 001 §2 "Forum", §5, §8, §9; issue 14). */
import { act, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORUM_TITLE_MAX } from '../../contract/rules/forum';
import { TOPICS_PATH, forumRoutes, renderForum, threadBody, topic, topicPath, topicsBody } from './forum-fixtures';
import { AppRoutes } from '../../src/app/App';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { i18n } from '../../src/lib/i18n';
import { selectedBuildingIdAtom } from '../../src/state/building';
import { appStore } from '../../src/state/store';
import { BUILDING, callsTo, holdGets, member } from './parking-fixtures';
import { sockets } from './fakeSocket';

vi.mock('socket.io-client', () => import('./fakeSocket'));

beforeEach(() => {
  toast.remove();
  sockets.length = 0;
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const LABE = { id: 2, name: 'Dům Labe', code: 'LAB', address: 'Labská 1' };
const card = (id: number) => screen.getByTestId(`topic-${id}`);
const listGets = (api: Parameters<typeof callsTo>[0]) => callsTo(api, 'GET', TOPICS_PATH).map((c) => new URLSearchParams(c.url.split('?')[1]));

describe('forum topic list', () => {
  it('shows a card per topic in the order given (pinned first), each linking to its building-scoped address', async () => {
    const topics = [
      topic({ id: 7, title: 'Úklid schodiště', is_pinned: true, post_count: 1, author_name: 'Správa domu' }),
      topic({ id: 5, is_subscribed: true, post_count: 5 }),
      topic({ id: 3, title: 'Hluk po desáté', post_count: 0 }),
    ];
    const { api } = await renderForum({ over: { [`GET ${TOPICS_PATH}`]: { body: topicsBody(topics) } } });
    await screen.findByTestId('topic-7');
    expect(Object.fromEntries(listGets(api)[0])).toEqual({ limit: '20' });
    const cards = within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('article');
    expect(cards.map((c) => c.dataset.testid)).toEqual(['topic-7', 'topic-5', 'topic-3']);

    expect(within(card(7)).getByTestId('pinned-badge')).toHaveTextContent('Pinned');
    expect(within(card(5)).queryByTestId('pinned-badge')).toBeNull();
    expect(within(card(5)).getByTestId('subscribed-mark')).toHaveTextContent('Subscribed');
    expect(within(card(7)).queryByTestId('subscribed-mark')).toBeNull();

    expect(within(card(5)).getByRole('link', { name: 'Kola ve sklepě' })).toHaveAttribute('href', '/building/1/forum/5');
    expect(card(5)).toHaveTextContent('Kdo má ve sklepě červené kolo?');
    expect(card(5)).toHaveTextContent('By Petr Soused');
    expect(card(5)).toHaveTextContent('5 posts');
    expect(card(7)).toHaveTextContent('1 post');
    expect(card(5)).toHaveTextContent('Last activity');
    expect(within(card(5)).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute('datetime', '2026-03-02T09:00:00.000Z');
  });

  it('shows a skeleton while the topics load', async () => {
    resetApp('/forum');
    signIn();
    const api = mockApi(forumRoutes(member()));
    const held = holdGets(api, TOPICS_PATH);
    renderWithApp(<AppRoutes />);
    await screen.findByRole('heading', { name: 'Forum', level: 1 });
    await waitFor(() => expect(held).toHaveLength(1));
    expect(screen.getByTestId('skeleton-rows').closest('[aria-busy="true"]')).toBeInTheDocument();
    held[0].answer(topicsBody([topic()]));
    expect(await screen.findByTestId('topic-5')).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-rows')).toBeNull();
  });

  it('says so when there are no topics, and offers to start one', async () => {
    const { user } = await renderForum({ over: { [`GET ${TOPICS_PATH}`]: { body: topicsBody([]) } } });
    expect(await screen.findByText('No topics yet')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'New topic' });
    await user.click(buttons[buttons.length - 1]);
    expect(await screen.findByRole('dialog', { name: 'New topic' })).toBeInTheDocument();
  });

  it('shows the error with the server message and loads again on retry', async () => {
    let fail = true;
    const { user } = await renderForum({
      over: { [`GET ${TOPICS_PATH}`]: () => (fail ? { status: 500, body: { message: 'Databáze spí' } } : { body: topicsBody([topic()]) }) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The topics could not be loaded');
    expect(alert).toHaveTextContent('Databáze spí');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('topic-5')).toBeInTheDocument();
  });

  it('shows an answer of the wrong shape as a failed load, not as an empty list', async () => {
    await renderForum({ over: { [`GET ${TOPICS_PATH}`]: { body: { status: 'success', data: { topics: [{ id: 5 }], next_cursor: null } } } } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The topics could not be loaded');
    expect(screen.queryByTestId('topic-5')).toBeNull();
  });

  it('loads more topics after the cursor of the page before, until there are no more', async () => {
    const first = Array.from({ length: 20 }, (_, i) => topic({ id: 100 - i, title: `Téma ${i + 1}` }));
    const { api, user } = await renderForum({
      over: {
        [`GET ${TOPICS_PATH}`]: (init) =>
          new URLSearchParams(init.url.split('?')[1]).get('cursor') === 'c-20' ? { body: topicsBody([topic({ id: 3, title: 'Starší téma' })]) } : { body: topicsBody(first, 'c-20') },
      },
    });
    await screen.findByTestId('topic-100');
    expect(screen.queryByTestId('topic-3')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByTestId('topic-3')).toBeInTheDocument();
    expect(screen.getByTestId('topic-100')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('article')).toHaveLength(21);
    // only the next page was asked for: the first one stayed as it was
    expect(listGets(api).map((q) => q.get('cursor'))).toEqual([null, 'c-20']);
    expect(listGets(api)[1].get('limit')).toBe('20');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('asks for a building when none is selected', async () => {
    const { api } = await renderForum({
      over: {
        'GET /v1/buildings': { body: { buildings: [BUILDING, LABE] } },
      },
    });
    expect(await screen.findByText('Select the building whose forum you want to see.')).toBeInTheDocument();
    expect(callsTo(api, 'GET', TOPICS_PATH)).toEqual([]);
    expect(screen.queryByRole('button', { name: 'New topic' })).toBeNull();
  });

  it('at /building/{id}/forum shows that building and selects it; picking another building follows to its forum', async () => {
    const { api } = await renderForum({
      path: '/building/1/forum',
      over: {
        'GET /v1/buildings': { body: { buildings: [BUILDING, LABE] } },
        'GET /v1/buildings/2/forum/topics': { body: topicsBody([topic({ id: 8, building_id: 2, title: 'Labská témata' })]) },
      },
    });
    expect(await screen.findByTestId('topic-5')).toBeInTheDocument();
    expect(screen.getByText("Neighbours' discussion in Rezidence Vltava")).toBeInTheDocument();
    await waitFor(() => expect(appStore.get(selectedBuildingIdAtom)).toBe(1));
    // the header's picker chooses the other building
    act(() => appStore.set(selectedBuildingIdAtom, 2));
    expect(await screen.findByTestId('topic-8')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/building/2/forum');
    expect(within(screen.getByTestId('topic-8')).getByRole('link')).toHaveAttribute('href', '/building/2/forum/8');
    expect(callsTo(api, 'GET', '/v1/buildings/2/forum/topics')).toHaveLength(1);
  });
});

describe('create topic dialog', () => {
  it('checks title and content like the server (blank, too long) and sends nothing until they pass', async () => {
    const { api, user } = await renderForum({ over: { [`POST ${TOPICS_PATH}`]: { status: 201, body: { status: 'success', data: { topic: topic({ id: 9 }) } } } } });
    await user.click(screen.getByRole('button', { name: 'New topic' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New topic' }));
    await user.type(dialog.getByLabelText(/^Title/), '   ');
    await user.click(dialog.getByRole('button', { name: 'Create topic' }));
    expect(await dialog.findByText('Enter the topic title')).toBeInTheDocument();
    expect(dialog.getByText('Enter the text of the post')).toBeInTheDocument();
    // under its field: the field is marked invalid and described by the message
    expect(dialog.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText(/^Title/).getAttribute('aria-describedby')?.split(' ')).toContain(dialog.getByText('Enter the topic title').id);
    expect(dialog.getByLabelText(/^Title/)).toHaveAttribute('maxLength', String(FORUM_TITLE_MAX));
    expect(callsTo(api, 'POST', TOPICS_PATH)).toEqual([]);
    // editing a field clears its message
    await user.type(dialog.getByLabelText(/^Title/), 'Kočárky');
    expect(dialog.queryByText('Enter the topic title')).toBeNull();
    expect(dialog.getByText('Enter the text of the post')).toBeInTheDocument();
  });

  it('keeps the dialog and the typed text when the server refuses, and shows its message', async () => {
    const { api, user } = await renderForum({ over: { [`POST ${TOPICS_PATH}`]: { status: 400, body: { message: 'Zadejte název tématu' } } } });
    await user.click(screen.getByRole('button', { name: 'New topic' }));
    const dialogEl = await screen.findByRole('dialog', { name: 'New topic' });
    const dialog = within(dialogEl);
    await user.type(dialog.getByLabelText(/^Title/), 'Kočárky v přízemí');
    await user.type(dialog.getByLabelText(/^Text/), 'Kam s nimi?');
    // a stray click outside does not throw away what was typed
    await user.click(document.body);
    expect(dialogEl).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Create topic' }));
    expect(await screen.findByText('Zadejte název tématu')).toBeInTheDocument();
    expect(callsTo(api, 'POST', TOPICS_PATH)).toEqual([{ url: TOPICS_PATH, body: { title: 'Kočárky v přízemí', content: 'Kam s nimi?' } }]);
    expect(screen.getByRole('dialog', { name: 'New topic' })).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Title/)).toHaveValue('Kočárky v přízemí');
    expect(dialog.getByLabelText(/^Text/)).toHaveValue('Kam s nimi?');
  });

  it('creates the topic (trimmed), toasts and opens it', async () => {
    const created = topic({ id: 9, title: 'Kočárky', content: 'Kam s nimi?', post_count: 0 });
    const { api, user } = await renderForum({
      over: {
        [`POST ${TOPICS_PATH}`]: { status: 201, body: { status: 'success', data: { topic: created } } },
        [`GET ${topicPath(9)}`]: { body: threadBody(created, []) },
      },
    });
    await user.click(screen.getByRole('button', { name: 'New topic' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New topic' }));
    await user.type(dialog.getByLabelText(/^Title/), '  Kočárky ');
    await user.type(dialog.getByLabelText(/^Text/), 'Kam s nimi?  ');
    await user.click(dialog.getByRole('button', { name: 'Create topic' }));
    expect(await screen.findByRole('heading', { name: 'Kočárky', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('The topic has been created')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/building/1/forum/9');
    expect(callsTo(api, 'POST', TOPICS_PATH)[0].body).toEqual({ title: 'Kočárky', content: 'Kam s nimi?' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from /forum?new=1 (the palette) and drops the parameter', async () => {
    await renderForum({ path: '/forum?new=1' });
    expect(await screen.findByRole('dialog', { name: 'New topic' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/forum');
  });
});

describe('in Czech', () => {
  it('counts posts with the Czech plural forms and checks the form in Czech', async () => {
    await i18n.changeLanguage('cs');
    const topics = [topic({ id: 1, post_count: 1 }), topic({ id: 2, post_count: 3 }), topic({ id: 3, post_count: 5 }), topic({ id: 4, post_count: 0 })];
    const { user } = await renderForum({ heading: 'Fórum', over: { [`GET ${TOPICS_PATH}`]: { body: topicsBody(topics) } } });
    await screen.findByTestId('topic-1');
    expect(card(1)).toHaveTextContent('1 příspěvek');
    expect(card(2)).toHaveTextContent('3 příspěvky');
    expect(card(3)).toHaveTextContent('5 příspěvků');
    expect(card(4)).toHaveTextContent('0 příspěvků');
    await user.click(screen.getByRole('button', { name: 'Nové téma' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nové téma' }));
    await user.click(dialog.getByRole('button', { name: 'Založit téma' }));
    // the form's check loads its schema first (lib/useContractForm.ts): the messages come after it
    expect(await dialog.findByText('Zadejte název tématu')).toBeInTheDocument();
    expect(dialog.getByText('Zadejte text příspěvku')).toBeInTheDocument();
  });
});
