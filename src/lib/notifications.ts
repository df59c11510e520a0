/**
 * The caller's unread count (issue 15 §3), read by the bell in the top bar, its panel and the page
 * under one key (/notifications/unread-count), so one request serves them all. Every notification
 * key starts with /notifications, which the live bridge revalidates on notification.created and
 * after a reconnect (live/keys.ts). This module is on the first screen: the calls are in
 * notificationActions.ts.
 */
import { listNotifications, unreadCount } from '../../contract/routes/notifications';
import { LIVE_POLL_MS } from '../live/useLive';
import { useRead } from './api';

/** Every notification route's path starts with this one. */
export const NOTIFICATIONS_PATH = listNotifications.path;

/** The count the bell shows; undefined until read (or when the read failed). */
export function useUnreadCount() {
  const swr = useRead(unreadCount, {}, { pollMs: LIVE_POLL_MS.notifications });
  return { data: swr.data?.unread_count, error: swr.error };
}
