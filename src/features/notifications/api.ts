/**
 * The notification screens' reads (issue 15 §3) through the route table
 * (contract/routes/notifications.ts): the bell panel's newest few, the page's list in keyset pages
 * (all or unread), the palette's unread ones; the unread count is the shell's (lib/notifications.ts).
 * Every key starts with /notifications, which the live bridge revalidates on notification.created;
 * SWR polls as well, slower while the socket is up.
 */
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import type { ScopedMutator } from 'swr';
import { NOTIFICATION_BELL_ITEMS, NOTIFICATION_PAGE_DEFAULT, NOTIFICATION_PAGE_MAX } from '../../../contract/rules/notifications';
import { listNotifications } from '../../../contract/routes/notifications';
import { LIVE_POLL_MS } from '../../live/useLive';
import { call, routeUrl, useRead } from '../../lib/api';
import { errorMessage } from '../../lib/http';
import { i18n } from '../../lib/i18n';
import { markAllNotificationsRead, notificationsQuery, revalidateNotifications } from '../../lib/notificationActions';
import { useKeysetPages } from '../../lib/useKeysetPages';

const POLL = { pollMs: LIVE_POLL_MS.notifications };

/** The bell panel's newest few, read or not. */
export function useNewestNotifications() {
  return useRead(listNotifications, { query: notificationsQuery({ limit: NOTIFICATION_BELL_ITEMS }) }, POLL);
}

/** The palette's unread ones: as many as one page may hold, newest first. */
export function useUnreadNotifications() {
  return useRead(listNotifications, { query: notificationsQuery({ unread: true, limit: NOTIFICATION_PAGE_MAX }) }, POLL);
}

/** The page's list, all or only the unread, `pages` pages of it joined under one key (lib/useKeysetPages.ts). */
export function useNotificationPages(unread: boolean, pages: number) {
  const readPage = useCallback(
    async (cursor: string | null) => {
      const page = await call(listNotifications, { query: notificationsQuery({ unread, limit: NOTIFICATION_PAGE_DEFAULT, cursor }) });
      return { items: page.notifications, next_cursor: page.next_cursor };
    },
    [unread],
  );
  return useKeysetPages(routeUrl(listNotifications, { query: notificationsQuery({ unread }) }), readPage, pages, POLL.pollMs);
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
