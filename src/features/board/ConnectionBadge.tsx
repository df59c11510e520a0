import { useTranslation } from 'react-i18next';
import type { LiveStatus } from '../../live/status';
import { cn } from '../../lib/cn';

const hhmm = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * Live / reconnecting / stale since hh:mm (issue 12 §3). "Stale since" is the time of the last
 * snapshot or event the board applied: what it shows was true then.
 */
export function ConnectionBadge({ status, asOf, failed }: { status: LiveStatus; asOf: string | null; failed: boolean }) {
  const { t } = useTranslation();
  const live = status === 'connected' && !failed;
  const text = live
    ? t('board.status.live')
    : status === 'connecting'
      ? t('board.status.reconnecting')
      : asOf
        ? t('board.status.staleSince', { time: hhmm(asOf) })
        : t('board.status.reconnecting');
  return (
    <span
      role="status"
      data-testid="board-status"
      data-live={live}
      data-status={status}
      data-failed={failed}
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-3 py-1 text-[0.8em] font-medium',
        live ? 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100' : 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
      )}
    >
      <span className={cn('h-2 w-2 rounded-full', live ? 'bg-green-600' : 'animate-pulse bg-amber-600')} aria-hidden="true" />
      {text}
    </span>
  );
}
