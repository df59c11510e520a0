/**
 * One chart of the stats tab with its heading and its accessible text: the drawing is hidden from
 * screen readers and the same figures are in a visually hidden table (a bar chart read out bar by bar
 * says nothing; a table can be walked by row and column). The chart module (recharts) loads only when
 * the stats tab draws one, so the events tab never waits for it.
 */
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../ui/Skeleton';
import type { ChartRow } from './chartRows';

const CleaningChart = lazy(() => import('./CleaningChart'));

export function StatsChart({ title, rows, labelHeader, testId }: { title: string; rows: readonly ChartRow[]; labelHeader: string; testId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className="text-base font-semibold">
        {title}
      </h2>
      <div aria-hidden="true" className="min-w-0">
        {/* the skeleton holds the chart's height (CleaningChart CHART_HEIGHT), so nothing jumps when it draws */}
        <Suspense fallback={<Skeleton className="h-[220px] w-full" />}>
          <CleaningChart rows={rows} eventsName={t('cleaning.stats.events')} minutesName={t('cleaning.stats.minutes')} />
        </Suspense>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{t('cleaning.stats.events')}</th>
            <th scope="col">{t('cleaning.stats.minutes')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.fullLabel}>
              <th scope="row">{row.fullLabel}</th>
              <td>{row.events}</td>
              <td>{row.minutes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
