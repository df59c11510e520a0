/** Fake notification answers as the server sends them (contract/notifications.ts), a small in-memory server, and the signed-in app. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '../../contract/notifications';
import { AppRoutes } from '../../src/app/App';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { shellRoutes } from './doors-fixtures';
import { member, type Routes } from './parking-fixtures';

export const NOTIFICATIONS = '/v1/notifications';
export const UNREAD_COUNT = `${NOTIFICATIONS}/unread-count`;
export const READ_ALL = `${NOTIFICATIONS}/read-all`;
export const readPath = (id: number) => `${NOTIFICATIONS}/${id}/read`;

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

export const notification = (over: Partial<Notification> = {}): Notification => ({
  id: 1,
  building_id: 1,
  type: 'general',
  importance: 'normal',
  source: 'issue_status',
  title: 'Závada „Kape kohoutek“ změnila stav',
  body: 'Nový stav: Řeší se',
  link: '/issues/12',
  is_read: false,
  read_at: null,
  created_at: minutesAgo(5),
  ...over,
});

/** Newest first, as the server orders them: three unread (one important, one without a link), one read. */
export const SAMPLE: Notification[] = [
  notification({ id: 4, title: 'Požární poplach: Garáž', body: 'Zóna Garáž hlásí poplach.', type: 'warning', importance: 'high', source: 'fire_alarm', link: '/technology/fire-alarm', created_at: minutesAgo(2) }),
  notification({ id: 3, created_at: minutesAgo(30) }),
  notification({ id: 2, title: 'Na recepci na vás čeká zásilka', body: 'Balík od: Alza', type: 'general', source: 'reception_mail', link: null, created_at: minutesAgo(90) }),
  notification({ id: 1, title: 'Plánovaná odstávka vody', body: 'Ve středu od 8 do 12 hodin.', type: 'maintenance', importance: 'low', source: 'announcement', link: '/', is_read: true, read_at: minutesAgo(100), created_at: minutesAgo(3 * 24 * 60) }),
];

/**
 * The notification routes over a list the test can change: keyset pages (the cursor is the last id
 * of the page before), the unread count, marking one or all read. Calls of ids added later are
 * answered too (the routes object is read on every call).
 */
export function notificationServer(initial: Notification[] = SAMPLE) {
  let items = [...initial];
  const unread = () => items.filter((n) => !n.is_read).length;
  const markRead = (n: Notification): Notification => (n.is_read ? n : { ...n, is_read: true, read_at: new Date().toISOString() });
  const routes: Routes = {
    [`GET ${UNREAD_COUNT}`]: () => ({ body: { unread_count: unread() } }),
    [`GET ${NOTIFICATIONS}`]: (init) => {
      const q = new URLSearchParams(init.url.split('?')[1] ?? '');
      const limit = Number(q.get('limit') ?? 20);
      let list = q.get('unread') === 'true' ? items.filter((n) => !n.is_read) : items;
      const cursor = q.get('cursor');
      if (cursor) list = list.filter((n) => n.id < Number(cursor));
      const page = list.slice(0, limit);
      return { body: { notifications: page, next_cursor: list.length > limit ? String(page[page.length - 1].id) : null, unread_count: unread() } };
    },
    [`POST ${READ_ALL}`]: () => {
      const updated = unread();
      items = items.map(markRead);
      return { body: { updated, unread_count: 0 } };
    },
  };
  const addReadRoute = (id: number) => {
    routes[`POST ${readPath(id)}`] = () => {
      const n = items.find((x) => x.id === id);
      if (!n) return { status: 404, body: { message: 'Upozornění nebylo nalezeno' } };
      items = items.map((x) => (x.id === id ? markRead(x) : x));
      return { body: { notification: markRead(n), unread_count: unread() } };
    };
  };
  initial.forEach((n) => addReadRoute(n.id));
  return {
    routes,
    /** a new one on top, as the server makes it */
    add(n: Notification) {
      items = [n, ...items];
      addReadRoute(n.id);
    },
    get items() {
      return items;
    },
  };
}

/** Signs in and opens `path` with the shell's answers, the notification server's and `over`; waits for the h1. */
export async function renderNotifications({ path = '/notifications', server = notificationServer(), over = {}, heading }: { path?: string; server?: ReturnType<typeof notificationServer>; over?: Routes; heading: string | RegExp }) {
  resetApp(path);
  signIn();
  // the server's own object, so routes it adds later (a new notification's read) are answered too
  const api = mockApi(Object.assign(server.routes, shellRoutes(member()), over));
  renderWithApp(<AppRoutes />);
  await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 20_000 });
  return { api, server, user: userEvent.setup() };
}
