/**
 * Notifications in the SPA (issue 15 §3): the bell's count and panel, the live refetch and the toast
 * of an important one, the page (filter, pages, empty, error), and the palette's commands.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allCommands } from '../../src/commands/registry';
import { i18n } from '../../src/lib/i18n';
import { createBridge } from '../../src/live/bridge';
import { callsTo, connectLive } from './parking-fixtures';
import { sockets } from './fakeSocket';
import { NOTIFICATIONS, READ_ALL, SAMPLE, UNREAD_COUNT, notification, notificationServer, readPath, renderNotifications } from './notifications-fixtures';

vi.mock('socket.io-client', () => import('./fakeSocket'));

beforeEach(() => {
  toast.remove();
  sockets.length = 0;
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const SVJ = /^(Housing association|SVJ)$/;
const query = (url: string) => new URLSearchParams(url.split('?')[1] ?? '');
const bell = () => screen.getByRole('button', { name: /^(Notifications|Upozornění)/ });

describe('the bell', () => {
  it('shows the unread count as a badge, named with the count in Czech', async () => {
    await i18n.changeLanguage('cs');
    await renderNotifications({ path: '/svj', heading: SVJ });
    expect(await screen.findByRole('button', { name: 'Upozornění, 3 nepřečtená' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
  });

  it('shows 99+ past two digits and no badge at zero', async () => {
    const many = Array.from({ length: 120 }, (_, i) => notification({ id: 500 - i }));
    await renderNotifications({ path: '/svj', heading: SVJ, server: notificationServer(many) });
    expect(await screen.findByRole('button', { name: 'Notifications, 120 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('99+');
  });

  it('opens its panel on the newest ones, unread marked; a click marks one read and goes where it leads', async () => {
    const { api, user } = await renderNotifications({ path: '/svj', heading: SVJ });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    // the panel opens on its loading state; the list comes when the fetch settles
    const items = within(await within(panel).findByRole('list', { name: 'Newest notifications' })).getAllByRole('button');
    expect(items.map((b) => within(b).queryByText('Unread') !== null)).toEqual([true, true, true, false]);
    expect(items[0]).toHaveTextContent('Požární poplach: Garáž');
    expect(items[0]).toHaveTextContent('Important');
    expect(callsTo(api, 'GET', NOTIFICATIONS).map((c) => query(c.url).get('limit'))).toContain('5');

    await user.click(items[1]);
    await waitFor(() => expect(window.location.pathname).toBe('/issues/12'));
    await waitFor(() => expect(callsTo(api, 'POST', readPath(3))).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    // the count follows the mark
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('closes on Escape with the focus back on the bell; Show all leads to the page', async () => {
    const { user } = await renderNotifications({ path: '/svj', heading: SVJ });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('list', { name: 'Newest notifications' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(bell()).toHaveFocus();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    await user.click(within(panel).getByRole('link', { name: 'Show all' }));
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('marks all read from the panel: the call, a toast with how many, and the badge goes', async () => {
    const { api, user } = await renderNotifications({ path: '/svj', heading: SVJ });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    await within(panel).findByRole('list', { name: 'Newest notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('3 notifications marked as read')).toBeInTheDocument();
    expect(callsTo(api, 'POST', READ_ALL)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(bell()).toHaveAccessibleName('Notifications');
    await waitFor(() => expect(within(panel).queryByText('Unread')).toBeNull());
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('says when there is none', async () => {
    const { user } = await renderNotifications({ path: '/svj', heading: SVJ, server: notificationServer([]) });
    await user.click(bell());
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
  });

  it('says when the panel could not load, and tries again', async () => {
    let fail = true;
    const server = notificationServer();
    const list = server.routes[`GET ${NOTIFICATIONS}`] as (init: RequestInit & { url: string }) => { body?: unknown };
    const { user } = await renderNotifications({
      path: '/svj',
      heading: SVJ,
      server,
      over: { [`GET ${NOTIFICATIONS}`]: (init) => (fail ? { status: 500, body: { message: 'Databáze nedostupná' } } : list(init)) },
    });
    await user.click(bell());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load notifications');
    expect(alert).toHaveTextContent('Databáze nedostupná');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Požární poplach: Garáž')).toBeInTheDocument();
  });
});

describe('live', () => {
  it('notification.created refetches the count; a normal one is not toasted', async () => {
    const { api, server } = await renderNotifications({ path: '/svj', heading: SVJ });
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    const send = await connectLive();
    const before = callsTo(api, 'GET', UNREAD_COUNT).length;
    server.add(notification({ id: 10, title: 'Nová odpověď ve sledovaném tématu', created_at: new Date().toISOString() }));
    send('notification.created', { source: 'forum_post', importance: 'normal' });
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    expect(callsTo(api, 'GET', UNREAD_COUNT).length).toBeGreaterThan(before);
    // a high one sent after it: once its toast shows, whatever the normal one set off has happened too
    server.add(notification({ id: 11, title: 'Uzavírka vjezdu', importance: 'high', source: 'announcement', created_at: new Date().toISOString() }));
    send('notification.created', { source: 'announcement', importance: 'high' });
    expect(await screen.findByText('Uzavírka vjezdu')).toBeInTheDocument();
    expect(screen.queryByText('Nová odpověď ve sledovaném tématu')).toBeNull();
    // the high one's lookup only: the normal one was not looked up
    expect(callsTo(api, 'GET', NOTIFICATIONS)).toHaveLength(1);
  });

  it('a high one is toasted exactly once with its title; its button marks it read and opens its link', async () => {
    const recent = notification({ id: 5, title: 'Uzavírka garáže', importance: 'high', source: 'announcement', link: '/', created_at: new Date(Date.now() - 60_000).toISOString() });
    const { api, server, user } = await renderNotifications({ path: '/svj', heading: SVJ, server: notificationServer([recent, ...SAMPLE]) });
    const send = await connectLive();
    const news = notification({ id: 20, title: 'Odstávka výtahu dnes', type: 'maintenance', importance: 'high', source: 'announcement', link: '/issues/12', created_at: new Date().toISOString() });
    server.add(news);
    send('notification.created', { source: 'announcement', importance: 'high' });
    expect(await screen.findByText('Odstávka výtahu dnes')).toBeInTheDocument();
    const lookups = callsTo(api, 'GET', NOTIFICATIONS);
    expect(lookups).toHaveLength(1);
    expect(Object.fromEntries(query(lookups[0].url))).toEqual({ unread: 'true', limit: '5' });
    // an older unread high one, a minute old, is toasted too: it is recent
    expect(screen.getAllByText('Uzavírka garáže')).toHaveLength(1);
    // the fire alarm among them (SAMPLE's, two minutes old) has the shell's own fire toast: not this one
    expect(screen.queryByText('Požární poplach: Garáž')).toBeNull();

    // Their toasts gone (a toast with the same id would only replace itself on screen), a later event
    // with them still unread toasts only what is new; once the new one shows, the lookup is done.
    act(() => toast.remove());
    server.add(notification({ id: 22, title: 'Výtah opět v provozu', importance: 'high', source: 'announcement', link: '/issues/12', created_at: new Date().toISOString() }));
    send('notification.created', { source: 'announcement', importance: 'high' });
    expect(await screen.findByText('Výtah opět v provozu')).toBeInTheDocument();
    expect(callsTo(api, 'GET', NOTIFICATIONS)).toHaveLength(2);
    expect(screen.queryByText('Odstávka výtahu dnes')).toBeNull();
    expect(screen.queryByText('Uzavírka garáže')).toBeNull();

    const toastOf = screen.getByText('Výtah opět v provozu').closest('[role="alert"]') as HTMLElement;
    await user.click(within(toastOf).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(window.location.pathname).toBe('/issues/12'));
    await waitFor(() => expect(callsTo(api, 'POST', readPath(22))).toHaveLength(1));
  });

  it('a fire alarm is not toasted here, nor even looked up: the shell toasts alarms itself', async () => {
    const { api, server } = await renderNotifications({ path: '/svj', heading: SVJ });
    const send = await connectLive();
    server.add(notification({ id: 21, title: 'Požární poplach: Sklep', type: 'warning', importance: 'high', source: 'fire_alarm', link: '/technology/fire-alarm', created_at: new Date().toISOString() }));
    send('notification.created', { source: 'fire_alarm', importance: 'high' });
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    // an announcement sent after it: once its toast shows, whatever the alarm set off has happened too
    server.add(notification({ id: 23, title: 'Uzavírka vjezdu', importance: 'high', source: 'announcement', created_at: new Date().toISOString() }));
    send('notification.created', { source: 'announcement', importance: 'high' });
    expect(await screen.findByText('Uzavírka vjezdu')).toBeInTheDocument();
    // the announcement's lookup only, and the alarm (in its answer) is not toasted from it either
    expect(callsTo(api, 'GET', NOTIFICATIONS)).toHaveLength(1);
    expect(screen.queryByText('Požární poplach: Sklep')).toBeNull();
  });

  it('an unread high one from long before the event is not toasted as news', async () => {
    const old = notification({ id: 30, title: 'Starý poplach', importance: 'high', source: 'announcement', created_at: new Date(Date.now() - 3 * 3_600_000).toISOString() });
    const { server } = await renderNotifications({ path: '/svj', heading: SVJ, server: notificationServer([old]) });
    const send = await connectLive();
    server.add(notification({ id: 31, title: 'Nový poplach', importance: 'high', source: 'announcement', created_at: new Date().toISOString() }));
    send('notification.created', { source: 'announcement', importance: 'high' });
    expect(await screen.findByText('Nový poplach')).toBeInTheDocument();
    expect(screen.queryByText('Starý poplach')).toBeNull();
  });

  it('a notification.created after a gap in seq still refetches the notification keys', () => {
    const touched: unknown[][] = [];
    const keys = ['/notifications/unread-count', '/notifications?limit=5', '/buildings/1/info', '/buildings/2/info'];
    const bridge = createBridge((filter) => touched.push(keys.filter(filter)));
    const at = new Date().toISOString();
    bridge.onEvent({ type: 'notification.created', building_id: 1, seq: 1, at, data: { source: 'forum_post', importance: 'normal' } });
    bridge.onEvent({ type: 'notification.created', building_id: 1, seq: 5, at, data: { source: 'forum_post', importance: 'normal' } });
    expect(touched).toEqual([
      ['/notifications/unread-count', '/notifications?limit=5'],
      ['/notifications/unread-count', '/notifications?limit=5', '/buildings/1/info'],
    ]);
  });
});

describe('the page', () => {
  it('lists them newest first in Czech: type and importance, unread dot, title, text and time', async () => {
    await i18n.changeLanguage('cs');
    await renderNotifications({ heading: 'Upozornění' });
    const list = await screen.findByRole('list', { name: 'Upozornění' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((r) => r.dataset.testid)).toEqual(['notification-4', 'notification-3', 'notification-2', 'notification-1']);
    expect(rows[0]).toHaveTextContent('Varování');
    expect(within(rows[0]).getByTestId('importance-high')).toHaveTextContent('Důležité');
    expect(rows[0]).toHaveTextContent('Zóna Garáž hlásí poplach.');
    expect(rows[0]).toHaveTextContent('před 2 min');
    expect(within(rows[0]).getByText('Nepřečtené')).toBeInTheDocument();
    expect(rows[3]).toHaveTextContent('Údržba');
    expect(rows[3]).toHaveTextContent('Méně důležité');
    expect(within(rows[3]).queryByText('Nepřečtené')).toBeNull();
    expect(screen.getByText('3 nepřečtená upozornění')).toBeInTheDocument();
  });

  it('filters the unread ones (Nepřečtené) and back (Vše)', async () => {
    await i18n.changeLanguage('cs');
    const { api, user } = await renderNotifications({ heading: 'Upozornění' });
    await screen.findByTestId('notification-1');
    await user.click(screen.getByRole('radio', { name: 'Nepřečtené' }));
    await waitFor(() => expect(screen.queryByTestId('notification-1')).toBeNull());
    expect(screen.getByTestId('notification-4')).toBeInTheDocument();
    expect(callsTo(api, 'GET', NOTIFICATIONS).some((c) => query(c.url).get('unread') === 'true')).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Vše' }));
    expect(await screen.findByTestId('notification-1')).toBeInTheDocument();
  });

  it('loads the next page with the cursor (Načíst další)', async () => {
    await i18n.changeLanguage('cs');
    const many = Array.from({ length: 25 }, (_, i) => notification({ id: 100 - i, title: `Upozornění ${i + 1}` }));
    const { api, user } = await renderNotifications({ heading: 'Upozornění', server: notificationServer(many) });
    await screen.findByTestId('notification-100');
    expect(screen.getAllByTestId(/^notification-\d+$/)).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Načíst další' }));
    expect(await screen.findByTestId('notification-76')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^notification-\d+$/)).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Načíst další' })).toBeNull();
    expect(callsTo(api, 'GET', NOTIFICATIONS).map((c) => query(c.url).get('cursor'))).toContain('81');
  });

  it('says so when there is nothing, for all and for unread', async () => {
    await i18n.changeLanguage('cs');
    const { user } = await renderNotifications({ heading: 'Upozornění', server: notificationServer([]) });
    expect(await screen.findByText('Zatím žádná upozornění')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Označit vše jako přečtené/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Nepřečtené' }));
    expect(await screen.findByText('Žádná nepřečtená upozornění')).toBeInTheDocument();
  });

  it('shows a failed load with the retry', async () => {
    await i18n.changeLanguage('cs');
    let fail = true;
    const server = notificationServer();
    const list = server.routes[`GET ${NOTIFICATIONS}`] as (init: RequestInit & { url: string }) => { body?: unknown };
    const { user } = await renderNotifications({ heading: 'Upozornění', server, over: { [`GET ${NOTIFICATIONS}`]: (init) => (fail ? { status: 503, body: {} } : list(init)) } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upozornění se nepodařilo načíst');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByTestId('notification-4')).toBeInTheDocument();
  });

  it('shows an answer of the wrong shape as a failed load, not as an empty list', async () => {
    await i18n.changeLanguage('cs');
    await renderNotifications({ heading: 'Upozornění', over: { [`GET ${NOTIFICATIONS}`]: { body: { notifications: [{ id: 4 }], next_cursor: null, unread_count: 1 } } } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upozornění se nepodařilo načíst');
    expect(screen.queryByTestId('notification-4')).toBeNull();
  });

  it('a click marks one read and follows its link; one without a link is only marked read', async () => {
    const { api, user } = await renderNotifications({ heading: 'Notifications' });
    const parcel = await screen.findByTestId('notification-2');
    expect(parcel).toHaveAttribute('data-unread', 'true');
    await user.click(parcel);
    await waitFor(() => expect(callsTo(api, 'POST', readPath(2))).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('notification-2')).not.toHaveAttribute('data-unread'));
    expect(window.location.pathname).toBe('/notifications');
    // the bell follows
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();

    // a read one is not marked again, only opened
    await user.click(screen.getByTestId('notification-1'));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(callsTo(api, 'POST', readPath(1))).toHaveLength(0);
  });

  it('marks all read (keyboard), toasting how many, and is disabled when nothing is unread', async () => {
    await i18n.changeLanguage('cs');
    const { api, user } = await renderNotifications({ heading: 'Upozornění' });
    await screen.findByTestId('notification-4');
    const button = screen.getByRole('button', { name: 'Označit vše jako přečtené' });
    await waitFor(() => expect(button).toBeEnabled());
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('3 upozornění označena jako přečtená')).toBeInTheDocument();
    expect(callsTo(api, 'POST', READ_ALL)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Označit vše jako přečtené' })).toBeDisabled());
    await waitFor(() => expect(document.querySelectorAll('[data-unread]')).toHaveLength(0));
  });
});

describe('the palette', () => {
  it('has Mark all read and Unread notifications…, and no second way to the page than the section', () => {
    const ids = allCommands().map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(['nav.notifications', 'notifications.markAllRead', 'notifications.unread']));
    expect(allCommands().filter((c) => c.title === 'nav.notifications')).toHaveLength(1);
  });

  it('Unread notifications… lists the unread ones when opened; picking one marks it read and opens it', async () => {
    const { api, user } = await renderNotifications({ path: '/svj', heading: SVJ });
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByTestId('command-palette');
    await user.click(await within(palette).findByTestId('command-notifications.unread'));
    const list = await within(palette).findByRole('list', { name: 'Unread notifications' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringContaining('Požární poplach: Garáž'),
      expect.stringContaining('Závada „Kape kohoutek“ změnila stav'),
      expect.stringContaining('Na recepci na vás čeká zásilka'),
    ]);
    expect(callsTo(api, 'GET', NOTIFICATIONS).some((c) => query(c.url).get('unread') === 'true')).toBe(true);
    await user.type(within(palette).getByRole('searchbox', { name: 'Search unread notifications' }), 'kohoutek');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/issues/12'));
    await waitFor(() => expect(callsTo(api, 'POST', readPath(3))).toHaveLength(1));
  });

  it('Mark all read calls read-all and toasts how many (Czech)', async () => {
    await i18n.changeLanguage('cs');
    const { api, user } = await renderNotifications({ path: '/svj', heading: SVJ });
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByTestId('command-palette');
    expect(await within(palette).findByTestId('command-notifications.markAllRead')).toHaveTextContent('Označit vše jako přečtené');
    await user.click(within(palette).getByTestId('command-notifications.markAllRead'));
    expect(await screen.findByText('3 upozornění označena jako přečtená')).toBeInTheDocument();
    expect(callsTo(api, 'POST', READ_ALL)).toHaveLength(1);
  });

  it('the page offers the same action as the palette', async () => {
    await renderNotifications({ heading: 'Notifications' });
    const ids = new Set(allCommands().map((c) => c.id));
    const actions = [...document.querySelectorAll('[data-command]')].map((el) => el.getAttribute('data-command'));
    expect(actions.filter((a) => !ids.has(a!))).toEqual([]);
    expect(actions).toContain('notifications.markAllRead');
  });
});
