/**
 * One notification on the page: one button (Tab and Enter reach it) holding its type and importance,
 * the time, the title and the text; unread ones carry the dot and a tint, high ones a red edge. A
 * click marks it read and goes where it leads (one without a link is only marked read).
 */
import { ChevronRight } from 'lucide-react';
import type { Notification } from '../../../contract/notifications';
import { cn } from '../../lib/cn';
import { notificationHref } from '../../lib/notificationActions';
import { NotificationBadges, NotificationTime, UnreadDot } from './Marks';

export function NotificationRow({ notification: n, onOpen }: { notification: Notification; onOpen: (n: Notification) => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(n)}
        data-testid={`notification-${n.id}`}
        data-unread={!n.is_read || undefined}
        className={cn(
          'flex w-full items-start gap-3 rounded-lg border border-slate-200 p-3 text-left shadow-sm sm:p-4 dark:border-slate-700',
          'hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:hover:bg-slate-800',
          n.is_read ? 'bg-white dark:bg-slate-900' : 'bg-blue-50/60 dark:bg-blue-950/40',
          n.importance === 'high' && 'border-l-4 border-l-red-600 dark:border-l-red-500',
        )}
      >
        <UnreadDot unread={!n.is_read} className="mt-1.5" />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-1.5">
            <NotificationBadges notification={n} />
            <NotificationTime at={n.created_at} className="ml-auto" />
          </span>
          <span className={cn('mt-1.5 block break-words', !n.is_read && 'font-semibold')}>{n.title}</span>
          {n.body && <span className="mt-0.5 block text-sm break-words whitespace-pre-line text-slate-600 dark:text-slate-300">{n.body}</span>}
        </span>
        {notificationHref(n.link) && <ChevronRight className="mt-1 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />}
      </button>
    </li>
  );
}
