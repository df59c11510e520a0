/**
 * What a notification shows beside its title, on the page, in the bell's panel and in the palette
 * alike: its type and importance (a high one stands out in red), the unread dot (with its word for
 * screen readers), and when it came.
 */
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import type { Notification } from '../../../contract/notifications';
import type { NotificationType } from '../../../contract/rules/notifications';
import { cn } from '../../lib/cn';
import { formatDateTime, formatRelative } from '../../lib/format';

const PILL = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium';

const TYPE_LOOK: Record<NotificationType, string> = {
  general: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  maintenance: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
};

/** The type always; the importance when it is not the usual one (normal would be noise on every row). */
export function NotificationBadges({ notification }: { notification: Pick<Notification, 'type' | 'importance'> }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={cn(PILL, TYPE_LOOK[notification.type])}>{t(`notifications.type.${notification.type}`)}</span>
      {notification.importance === 'high' && (
        <span className={cn(PILL, 'bg-red-600 text-white dark:bg-red-500 dark:text-slate-950')} data-testid="importance-high">
          <TriangleAlert className="h-3 w-3" aria-hidden="true" />
          {t('notifications.importance.high')}
        </span>
      )}
      {notification.importance === 'low' && <span className={cn(PILL, 'text-slate-500 ring-1 ring-slate-300 ring-inset dark:ring-slate-600')}>{t('notifications.importance.low')}</span>}
    </>
  );
}

/** A blue dot for an unread one (an empty place of the same size for a read one, so titles line up). */
export function UnreadDot({ unread, className }: { unread: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-block h-2.5 w-2.5 shrink-0 rounded-full', unread ? 'bg-blue-600 dark:bg-blue-400' : 'bg-transparent', className)}>
      {unread && <span className="sr-only">{t('notifications.unreadMark')}</span>}
    </span>
  );
}

/** 'před 5 min', the full date and time on hover; the caller re-renders it as time passes (lib/useClock). */
export function NotificationTime({ at, className }: { at: string; className?: string }) {
  return (
    <time dateTime={at} title={formatDateTime(at)} className={cn('text-xs whitespace-nowrap text-slate-500 dark:text-slate-400', className)}>
      {formatRelative(at)}
    </time>
  );
}
