/**
 * The notification screens' reads (issue 15 §3): the bell panel's newest few, the page's list in
 * keyset pages (all or unread), the palette's unread ones, and the unread count the bell shows.
 * Every key starts with /notifications, which the live bridge revalidates on notification.created;
 * SWR polls as well, slower while the socket is up.
 */
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import type { ScopedMutator } from 'swr';
import type { Notification } from '../../../contract/notifications';
import { NOTIFICATION_BELL_ITEMS, NOTIFICATION_PAGE_DEFAULT, NOTIFICATION_PAGE_MAX } from '../../../contract/rules/notifications';
import { LIVE_POLL_MS } from '../../live/useLive';
import { errorMessage } from '../../lib/http';
import { fetcher } from '../../lib/http';
import { i18n } from '../../lib/i18n';
import { markAllNotificationsRead, notificationsUrl, parseNotificationsPage, revalidateNotifications } from '../../lib/notificationActions';
import { parseUnreadCount, UNREAD_COUNT_KEY } from '../../lib/notifications';
import { type KeysetPage, useKeysetPages } from '../../lib/useKeysetPages';
import { useParsedSWR } from '../../lib/useParsedSWR';

/** The count the bell shows (the same key, so one request serves both). */
export function useUnreadCount() {
  return useParsedSWR(UNREAD_COUNT_KEY, parseUnreadCount, LIVE_POLL_MS.notifications);
}

/** The bell panel's newest few, read or not. */
export function useNewestNotifications() {
  return useParsedSWR(notificationsUrl({ limit: NOTIFICATION_BELL_ITEMS }), parseNotificationsPage, LIVE_POLL_MS.notifications);
}

/** The palette's unread ones: as many as one page may hold, newest first. */
export function useUnreadNotifications() {
  return useParsedSWR(notificationsUrl({ unread: true, limit: NOTIFICATION_PAGE_MAX }), parseNotificationsPage, LIVE_POLL_MS.notifications);
}

function parseKeysetPage(raw: unknown): KeysetPage<Notification> {
  const page = parseNotificationsPage(raw);
  return { items: page.notifications, next_cursor: page.next_cursor };
}

/** The page's list, all or only the unread, `pages` pages of it joined under one key (lib/useKeysetPages.ts). */
export function useNotificationPages(unread: boolean, pages: number) {
  const pageUrl = useCallback((cursor: string | null) => notificationsUrl({ unread, limit: NOTIFICATION_PAGE_DEFAULT, cursor }), [unread]);
  return useKeysetPages(notificationsUrl({ unread }), (cursor) => fetcher(pageUrl(cursor)).then(parseKeysetPage), pages, LIVE_POLL_MS.notifications);
}

/** 'Mark all read' wherever it is offered (the bell, the page, the palette): the outcome is a toast with how many. */
export async function markAllReadWithToast(mutate?: ScopedMutator): Promise<void> {
  try {
    const updated = await markAllNotificationsRead();
    toast.success(updated > 0 ? i18n.t('notifications.markedAll', { count: updated }) : i18n.t('notifications.nothingUnread'), { id: 'notifications-read-all' });
  } catch (e) {
    toast.error(errorMessage(e, i18n.t('notifications.markAllFailed')), { id: 'notifications-read-all' });
  }
  await revalidateNotifications(mutate);
}
