/**
 * The SWR keys of the caller's notifications (issue 15 §3), shared by the bell in the top bar, its
 * panel, the page, the palette and the live toasts. Every key starts with /notifications, which the
 * live bridge revalidates on notification.created and after a reconnect (live/keys.ts). Only keys
 * here: this module is on the first screen, the calls are in notificationActions.ts.
 */
export const NOTIFICATIONS_PATH = '/notifications';
export const UNREAD_COUNT_KEY = `${NOTIFICATIONS_PATH}/unread-count`;

/** GET /notifications/unread-count → the number; an answer of another shape is an error (spec 000 §8). */
export function parseUnreadCount(raw: unknown): number {
  const count = (raw as { unread_count?: unknown } | null)?.unread_count;
  if (typeof count !== 'number') throw new Error('malformed unread count');
  return count;
}
