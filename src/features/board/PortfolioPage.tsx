/**
 * The portfolio board (/board without a building; issue 29 §1): the alarms of every watched building
 * first, then one compact card per building sorted by severity and searchable, each opening that
 * building's full board. Fifty buildings fit a desktop screen without scrolling (a card is a few
 * lines; the grid takes as many columns as the width allows). The wall mode is PortfolioWall.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/http';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { SkeletonRows } from '../../ui/Skeleton';
import { AlarmList } from './AlarmList';
import { Freshness } from './Freshness';
import { PortfolioCard } from './PortfolioCard';
import { matchesSearch, sortBySeverity } from './portfolio';
import { usePortfolio } from './usePortfolio';
import { useNow } from './useNow';

export function PortfolioPage() {
  const { t } = useTranslation();
  const { data, error, isLoading, receivedAt, pollMs, retry } = usePortfolio(true);
  const now = useNow();
  const [query, setQuery] = useState('');
  const sorted = useMemo(() => sortBySeverity(data?.buildings ?? []), [data]);
  const shown = useMemo(() => sorted.filter((b) => matchesSearch(b, query)), [sorted, query]);
  const acknowledgeable = useMemo(() => new Set((data?.buildings ?? []).filter((b) => b.can_acknowledge).map((b) => b.id)), [data]);

  return (
    <div className="min-w-0 space-y-4" data-testid="board" data-wall="false" data-view="portfolio">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('board.title')}</h1>
        <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
          <Freshness receivedAt={receivedAt} now={now} pollMs={pollMs} />
          <a className="rounded-md border border-slate-300 px-2 py-1 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800" href="/board?wall=1">
            {t('board.wallMode')}
          </a>
        </div>
      </div>
      <div className="max-w-md">
        <label htmlFor="portfolio-search" className="sr-only">
          {t('board.portfolio.search')}
        </label>
        <input
          id="portfolio-search"
          type="search"
          value={query}
          placeholder={t('board.portfolio.search')}
          onChange={(e) => setQuery(e.target.value)}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
        />
      </div>
      {error && !data && <ErrorAlert message={errorMessage(error, t('board.loadFailed'))} onRetry={retry} />}
      {isLoading && !data && <SkeletonRows count={4} />}
      {data && <AlarmList alarms={data.alarms} mayAcknowledge={(id) => acknowledgeable.has(id)} />}
      {data && shown.length === 0 && <EmptyState title={query ? t('board.portfolio.noMatch') : t('board.empty.buildings')} />}
      {shown.length > 0 && (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5" aria-label={t('board.portfolio.buildings')}>
          {shown.map((b) => (
            <li key={b.id} className="min-w-0">
              <PortfolioCard b={b} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
