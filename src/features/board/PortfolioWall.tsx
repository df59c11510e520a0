/**
 * The portfolio wall (/board?wall=1; issue 29 §1): fits its screen for any number of buildings. The
 * grid holds as many cards as the viewport does (wallPageSize) and pages through the buildings on a
 * timer; a fire alarm not yet acknowledged takes over the whole screen until someone acknowledges it
 * (here or anywhere); a clock and "updated N s ago" in the corner, and data older than its polling
 * interval is greyed and labelled as not current, never shown as current.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FullscreenButton } from './FullscreenButton';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import { errorMessage } from '../../lib/http';
import { currentLanguage } from '../../lib/i18n';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { EmptyState } from '../../ui/EmptyState';
import { AcknowledgeForm, useZoneLabel } from './AlarmList';
import { Freshness } from './Freshness';
import { PortfolioCard } from './PortfolioCard';
import { clockText, isStale, pageCount, pageItems, sortBySeverity, wallPageAt, wallPageSize } from './portfolio';
import { usePortfolio } from './usePortfolio';
import { useNow } from './useNow';

/** How long a page of the grid stays on the wall. */
export const WALL_PAGE_MS = 15_000;

function useViewport() {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const on = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return size;
}

export function PortfolioWall() {
  const { t } = useTranslation();
  const { data, error, receivedAt, pollMs, retry } = usePortfolio(true);
  const now = useNow();
  const startedAt = useRef(Date.now());
  const { width, height } = useViewport();
  const label = useZoneLabel();
  const sorted = useMemo(() => sortBySeverity(data?.buildings ?? []), [data]);
  const size = wallPageSize(width, height);
  const pages = pageCount(sorted.length, size);
  const page = wallPageAt(now, startedAt.current, WALL_PAGE_MS, pages);
  const stale = isStale(receivedAt === null ? null : new Date(receivedAt).toISOString(), now, pollMs);
  // the oldest alarm nobody has acknowledged takes the screen
  const takeover = data?.alarms.find((a) => !a.acknowledged_at) ?? null;
  const mayAcknowledge = takeover ? Boolean(data?.buildings.find((b) => b.id === takeover.building_id)?.can_acknowledge) : false;

  return (
    <div className="flex h-screen flex-col overflow-hidden bg-slate-50 p-4 text-xl dark:bg-slate-950" data-testid="board" data-wall="true" data-view="portfolio">
      <div className="mb-3 flex shrink-0 items-center justify-between gap-3">
        <h1 className="text-[1.5em] font-bold">{t('board.title')}</h1>
        <div className="flex items-center gap-3 text-[0.875em]">
          {pages > 1 && !takeover && (
            <span data-testid="portfolio-page" className="tabular-nums">
              {t('board.portfolio.page', { page: page + 1, pages })}
            </span>
          )}
          <Freshness receivedAt={receivedAt} now={now} pollMs={pollMs} />
          <time data-testid="portfolio-clock" className="text-[1.25em] font-semibold tabular-nums" dateTime={new Date(now).toISOString()}>
            {clockText(now, currentLanguage() === 'en' ? 'en-GB' : 'cs-CZ')}
          </time>
          <FullscreenButton />
        </div>
      </div>
      {error && !data && <ErrorAlert message={errorMessage(error, t('board.loadFailed'))} onRetry={retry} />}
      {takeover ? (
        <section
          role="alert"
          aria-labelledby="wall-alarm"
          data-testid="portfolio-takeover"
          className={cn('flex min-h-0 flex-1 flex-col items-center justify-center gap-6 rounded-xl bg-red-700 p-8 text-center text-white', stale && 'opacity-60 grayscale')}
        >
          <h2 id="wall-alarm" className="text-[3em] font-black tracking-wide">
            {t('board.portfolio.takeover')}
          </h2>
          <p className="text-[2em] font-bold">{takeover.building_name}</p>
          <p className="text-[1.5em]">
            {label(takeover)}
            {takeover.alarm_since && <span className="ml-2">({formatDateTime(takeover.alarm_since)})</span>}
          </p>
          {data!.alarms.filter((a) => !a.acknowledged_at).length > 1 && (
            <p className="text-[1em]">{t('board.portfolio.moreAlarms', { count: data!.alarms.filter((a) => !a.acknowledged_at).length - 1 })}</p>
          )}
          {mayAcknowledge && (
            <div className="w-full max-w-xl rounded-lg bg-white p-4 text-slate-900">
              <AcknowledgeForm alarm={takeover} large />
            </div>
          )}
        </section>
      ) : data && sorted.length === 0 ? (
        <EmptyState title={t('board.empty.buildings')} />
      ) : (
        <ul
          aria-label={t('board.portfolio.buildings')}
          data-testid="portfolio-wall-grid"
          data-stale={stale}
          className={cn('grid min-h-0 flex-1 auto-rows-min gap-3', stale && 'opacity-50 grayscale')}
          style={{ gridTemplateColumns: `repeat(${Math.max(1, Math.floor(width / 360))}, minmax(0, 1fr))` }}
        >
          {pageItems(sorted, page, size).map((b) => (
            <li key={b.id} className="min-w-0">
              <PortfolioCard b={b} large />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
