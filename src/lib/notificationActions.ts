/**
 * The calls on the caller's notifications (issue 15 §3; contract/routes/notifications.ts) that the
 * bell's panel, the page, the palette and the live toasts share: read a page, mark one or all read,
 * and open one (mark it read, go where it leads). After a change every cached /notifications key is
 * revalidated, so the bell's count and every list follow. Loaded with those lazy parts only.
 */
import toast from 'react-hot-toast';
import { mutate as globalMutate, type ScopedMutator } from 'swr';
import type { Notification } from '../../contract/notifications';
import { listNotifications, markAllRead, markRead } from '../../contract/routes/notifications';
import type { QueryOf } from '../../contract/route';
import { call } from './api';
import { errorMessage } from './http';
import { i18n } from './i18n';
import { NOTIFICATIONS_PATH } from './notifications';

export interface NotificationsPageQuery {
  /** only the unread ones (absent: the server's default, all) */
  unread?: boolean;
  limit?: number;
  /** the previous page's next_cursor */
  cursor?: string | null;
}

/** The route's query for a page, newest first (the key's order: unread, limit, cursor). */
export function notificationsQuery({ unread, limit, cursor }: NotificationsPageQuery): QueryOf<typeof listNotifications> {
  return { unread: unread === undefined ? undefined : unread ? 'true' : 'false', limit, cursor: cursor ?? undefined };
}

export async function fetchNotifications(params: NotificationsPageQuery) {
  return call(listNotifications, { query: notificationsQuery(params) });
}

/** Every cached notification answer (the bell's count, its panel, the page's lists, the palette's) loads again. */
export function revalidateNotifications(mutate: ScopedMutator = globalMutate): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.startsWith(NOTIFICATIONS_PATH));
}

/** How many were unread and are read now. */
export async function markAllNotificationsRead(): Promise<number> {
  return (await call(markAllRead, {})).updated;
}

/**
 * Where a notification leads in the app, or null. The server sends app paths (/issues/12); anything
 * else — another origin, a scheme — is not followed, so a notification can never send the user away.
 */
export function notificationHref(link: string | null): string | null {
  return link !== null && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : null;
}

/**
 * A click on a notification anywhere: it goes where it leads at once (the user asked to go there, not
 * to wait for the mark), and an unread one is marked read on the way; a failed mark is toasted.
 * `mutate`: the SWR cache of the caller's tree (the app's default one outside React).
 */
export async function openNotification(notification: Notification, navigate: (to: string) => void, mutate?: ScopedMutator): Promise<void> {
  const href = notificationHref(notification.link);
  if (href) navigate(href);
  if (notification.is_read) return;
  try {
    await call(markRead, { path: { id: notification.id } });
  } catch (e) {
    toast.error(errorMessage(e, i18n.t('shell.notifications.markFailed')));
  }
  await revalidateNotifications(mutate);
}
