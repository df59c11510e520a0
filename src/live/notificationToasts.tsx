/**
 * Important notifications are toasted wherever the user is (issue 15 §3: "live to the bell (count
 * and a toast for high importance)"). The live event names no notification — its audience reads
 * them through REST — so one of high importance makes us read the newest unread ones and toast each
 * high one once, with its title (already in the user's language) and, where it leads somewhere, a
 * button that opens it and marks it read. Loaded with the socket (connection.ts), not with the
 * first screen; the bell's count is refetched by the bridge, not here.
 */
import toast from 'react-hot-toast';
import type { ScopedMutator } from 'swr';
import { navigate } from 'wouter/use-browser-location';
import { BellRing } from 'lucide-react';
import type { LiveEventData } from '../../contract/live';
import type { Notification } from '../../contract/notifications';
import { i18n } from '../lib/i18n';
import { fetchNotifications, notificationHref, openNotification } from '../lib/notificationActions';
import { subscribeLiveEvents } from './events';

/** The newest unread ones read after an event: one event is one cause, which rarely makes more. */
export const TOAST_LOOKUP_LIMIT = 5;
/** Longer than a plain toast (4 s): this one says something needs the user. */
const TOAST_MS = 10_000;
/**
 * Only notifications made around the event are news. An older one still unread was there before
 * (the bell counts it); toasting it now, beside the new one, would say it just happened. Both times
 * are the server's (the event's `at`, the row's `created_at`), so the browser's clock does not matter.
 */
const RECENT_MS = 5 * 60_000;
/** Everyone told of a fire alarm in their building can see its zones, so the shell's fire toast already reaches them. */
const TOASTED_ELSEWHERE = 'fire_alarm';

/** Listens from now on; returns the stop. `mutate` is the SWR cache of the app's tree (connection.ts). */
export function startNotificationToasts(mutate: ScopedMutator): () => void {
  // ids already toasted (or passed over as old) under this sign-in: each is toasted once, however many events follow
  const seen = new Set<number>();
  let stopped = false;
  const unsubscribe = subscribeLiveEvents((event) => {
    if (event.type !== 'notification.created') return;
    const data = event.data as LiveEventData['notification.created'];
    // a fire alarm has its own toast on every screen (app/fireAlarmToast.tsx): a second one would only repeat it
    if (data.importance !== 'high' || data.source === TOASTED_ELSEWHERE) return;
    const since = Date.parse(event.at) - RECENT_MS;
    fetchNotifications({ unread: true, limit: TOAST_LOOKUP_LIMIT }).then(
      ({ notifications }) => {
        if (stopped) return;
        // oldest first, so the newest toast ends up on top
        for (const n of [...notifications].reverse()) {
          if (n.importance !== 'high' || n.source === TOASTED_ELSEWHERE || n.is_read || seen.has(n.id)) continue;
          seen.add(n.id);
          if (!(Date.parse(n.created_at) < since)) toastNotification(n, mutate);
        }
      },
      // the bell still counts it, and the next event or poll tries again
      (err: unknown) => console.warn(`notifications: the toast could not read them (${err instanceof Error ? err.message : String(err)})`),
    );
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}

function toastNotification(n: Notification, mutate: ScopedMutator): void {
  const href = notificationHref(n.link);
  toast(
    (shown) => (
      <span className="flex min-w-0 flex-col items-start gap-1">
        <span className="font-medium break-words">{n.title}</span>
        {href && (
          <button
            type="button"
            className="text-sm font-medium text-blue-700 underline dark:text-blue-300"
            onClick={() => {
              toast.dismiss(shown.id);
              void openNotification(n, navigate, mutate);
            }}
          >
            {i18n.t('shell.notifications.show')}
          </button>
        )}
      </span>
    ),
    {
      id: `notification-${n.id}`,
      duration: TOAST_MS,
      icon: <BellRing className="h-5 w-5 shrink-0 text-red-600" aria-hidden="true" />,
      ariaProps: { role: 'alert', 'aria-live': 'assertive' },
    },
  );
}
