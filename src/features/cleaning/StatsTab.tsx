/**
 * The stats tab (spec 001 §2, §3 "Cleaning stats"; issue 15 §1): the month calendar, the month's
 * three figures, its cleanings and minutes per day, and the 12-month trend ending with it. Loading
 * skeletons; a month without a cleaning says so (the trend still shows when earlier months had any);
 * the spec's 'Failed to load cleaning statistics' (§8) with a retry.
 */
import { useTranslation } from 'react-i18next';
import { CalendarX } from 'lucide-react';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Skeleton } from '../../ui/Skeleton';
import { useCleaningStats } from './api';
import { dayRows, trendRows } from './chartRows';
import { Figures } from './Figures';
import { inlineFailure } from '../../lib/loadFailure';
import { MonthPicker } from './MonthPicker';
import type { Month } from './months';
import { StatsChart } from './StatsChart';

export function StatsTab({ buildingId, month, onMonth }: { buildingId: number; month: Month; onMonth: (month: Month) => void }) {
  const { t, i18n } = useTranslation();
  const stats = useCleaningStats(buildingId, month);

  let body;
  if (stats.error && !stats.data) {
    const { title, message } = inlineFailure(stats.error, t('cleaning.stats.loadFailed'));
    body = <ErrorAlert title={title} message={message} onRetry={stats.retry} />;
  } else if (!stats.data) {
    body = (
      <div className="flex flex-col gap-4" aria-label={t('common.loading')} aria-busy="true" data-testid="cleaning-stats-loading">
        <div className="grid gap-3 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
        <Skeleton className="h-64" />
      </div>
    );
  } else {
    const data = stats.data;
    const trendHasAny = data.trend.some((m) => m.events > 0);
    body = (
      <div className="flex flex-col gap-4">
        {data.total_events === 0 ? (
          <Card>
            <EmptyState icon={<CalendarX className="h-10 w-10" />} title={t('cleaning.stats.empty')} description={t('cleaning.stats.emptyDescription')} />
          </Card>
        ) : (
          <>
            <Figures stats={data} />
            <StatsChart title={t('cleaning.stats.byDay')} labelHeader={t('cleaning.stats.day')} rows={dayRows(data)} testId="cleaning-chart-days" />
          </>
        )}
        {trendHasAny && <StatsChart title={t('cleaning.stats.trend')} labelHeader={t('cleaning.stats.month')} rows={trendRows(data, i18n.language)} testId="cleaning-chart-trend" />}
      </div>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <MonthPicker month={month} onChange={onMonth} />
      {body}
    </div>
  );
}
