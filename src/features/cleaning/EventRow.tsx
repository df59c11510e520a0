/**
 * One cleaning of the history (spec 001 §3 "Cleaning event", §4): when it started and finished, how
 * many minutes it took — or that it is still in progress (started, no finish) — who started it and
 * its note. A definition list per row rather than a table row, so it wraps instead of scrolling
 * sideways at 360 px.
 */
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '../../../contract/cleaning';
import { isInProgress } from '../../../contract/rules/cleaning';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

export function InProgressBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100" data-testid="in-progress-badge">
      <span className="h-2 w-2 animate-pulse rounded-full bg-amber-500" aria-hidden="true" />
      {t('cleaning.events.inProgress')}
    </span>
  );
}

// memoized: a refetch that changes one row (or none) re-renders only that row
export const EventRow = memo(function EventRow({ event }: { event: CleaningEvent }) {
  const { t } = useTranslation();
  const running = isInProgress(event);
  return (
    <li
      className={cn(
        'rounded-lg border bg-white p-4 shadow-sm dark:bg-slate-900',
        running ? 'border-amber-300 dark:border-amber-700' : 'border-slate-200 dark:border-slate-700',
      )}
      data-testid={`cleaning-event-${event.id}`}
    >
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        <Item label={t('cleaning.events.startedAt')}>{formatDateTime(event.started_at)}</Item>
        <Item label={t('cleaning.events.finishedAt')}>{event.finished_at ? formatDateTime(event.finished_at) : '—'}</Item>
        <Item label={t('cleaning.events.duration')}>
          {running ? <InProgressBadge /> : event.duration_minutes === null ? '—' : t('cleaning.events.minutes', { n: event.duration_minutes })}
        </Item>
        <Item label={t('cleaning.events.startedBy')}>{event.started_by_name ?? '—'}</Item>
      </dl>
      {event.note && (
        <div className="mt-3 border-t border-slate-100 pt-2 dark:border-slate-800">
          <p className="text-xs font-medium text-slate-600 dark:text-slate-400">{t('cleaning.events.note')}</p>
          {/* shown as typed, as text */}
          <p className="text-sm break-words whitespace-pre-wrap">{event.note}</p>
        </div>
      )}
    </li>
  );
});
