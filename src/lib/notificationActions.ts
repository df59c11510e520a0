/**
 * The calls on the caller's notifications (issue 15 §3; contract/notifications.ts) that the bell's
 * panel, the page, the palette and the live toasts share: read a page, mark one or all read, and open
 * one (mark it read, go where it leads). After a change every cached /notifications key is
 * revalidated, so the bell's count and every list follow. Loaded with those lazy parts only.
 */
import toast from 'react-hot-toast';
import { mutate as globalMutate, type ScopedMutator } from 'swr';
import type { Notification } from '../../contract/notifications';
import { errorMessage, http } from './http';
import { i18n } from './i18n';
import { NOTIFICATIONS_PATH } from './notifications';

export class MalformedNotificationsAnswer extends Error {
  constructor() {
    super('malformed notifications answer');
    this.name = 'MalformedNotificationsAnswer';
  }
}

export interface NotificationsPage {
  notifications: Notification[];
  next_cursor: string | null;
}

/** One page of GET /notifications; an answer of another shape is an error, not an empty list (spec 000 §8). */
export function parseNotificationsPage(raw: unknown): NotificationsPage {
  const answer = raw as Partial<NotificationsPage> | null;
  if (!Array.isArray(answer?.notifications) || !(answer.next_cursor === null || typeof answer.next_cursor === 'string')) throw new MalformedNotificationsAnswer();
  return { notifications: answer.notifications, next_cursor: answer.next_cursor };
}

/** The API path of one page, newest first: `unread` only the unread ones, `cursor` the previous page's next_cursor. */
export function notificationsUrl({ unread, limit, cursor }: { unread?: boolean; limit?: number; cursor?: string | null }): string {
  const query = new URLSearchParams();
  if (unread !== undefined) query.set('unread', String(unread));
  if (limit !== undefined) query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `${NOTIFICATIONS_PATH}?${text}` : NOTIFICATIONS_PATH;
}

export async function fetchNotifications(params: Parameters<typeof notificationsUrl>[0]): Promise<NotificationsPage> {
  return parseNotificationsPage(await http.get<unknown>(notificationsUrl(params)));
}

/** Every cached notification answer (the bell's count, its panel, the page's lists, the palette's) loads again. */
export function revalidateNotifications(mutate: ScopedMutator = globalMutate): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.startsWith(NOTIFICATIONS_PATH));
}

/** POST /notifications/read-all: how many were unread and are read now. */
export async function markAllNotificationsRead(): Promise<number> {
  const answer = await http.post<{ updated?: unknown } | null>(`${NOTIFICATIONS_PATH}/read-all`);
  if (typeof answer?.updated !== 'number') throw new MalformedNotificationsAnswer();
  return answer.updated;
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
    await http.post(`${NOTIFICATIONS_PATH}/${notification.id}/read`);
  } catch (e) {
    toast.error(errorMessage(e, i18n.t('shell.notifications.markFailed')));
  }
  await revalidateNotifications(mutate);
}
