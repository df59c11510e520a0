import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PortfolioBuilding } from '../../../contract/portfolio';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/format';
import { severityOf } from './portfolio';

const TONE = {
  fire: 'border-red-600 bg-red-50 dark:bg-red-950',
  warning: 'border-amber-500 bg-amber-50 dark:bg-amber-950',
  notice: 'border-sky-500 bg-white dark:bg-slate-900',
  ok: 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900',
} as const;

/** One figure of a card; a non-zero one is emphasised so attention goes to it. */
function Figure({ label, value, testId, alert }: { label: string; value: number; testId: string; alert?: boolean }) {
  return (
    <div className="flex min-w-0 items-baseline justify-between gap-1" data-testid={testId}>
      <dt className="truncate text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className={cn('font-semibold tabular-nums', value > 0 && alert && 'text-red-700 dark:text-red-300')}>{formatCount(value)}</dd>
    </div>
  );
}

/** A building's status in a few figures; the whole card opens its full board. */
export const PortfolioCard = memo(function PortfolioCard({ b, large = false }: { b: PortfolioBuilding; large?: boolean }) {
  const { t } = useTranslation();
  const severity = severityOf(b);
  return (
    <Link
      href={`/board?building=${b.id}`}
      data-testid="portfolio-card"
      data-severity={severity}
      data-building={b.id}
      className={cn(
        'block min-w-0 rounded-lg border-2 p-3 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500',
        TONE[severity],
        large ? 'text-[0.8em]' : 'text-sm',
      )}
    >
      <div className="mb-2 flex min-w-0 items-baseline justify-between gap-2">
        <h2 className="truncate font-semibold">{b.name}</h2>
        <span className="shrink-0 text-xs text-slate-500">{b.code}</span>
      </div>
      {severity === 'fire' && (
        <p className="mb-1 font-bold text-red-700 dark:text-red-300" data-testid="portfolio-card-fire">
          {t('board.portfolio.fire', { count: b.fire_zones })}
          {b.fire_unacknowledged > 0 && ` · ${t('board.portfolio.unacknowledged', { count: b.fire_unacknowledged })}`}
        </p>
      )}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-0.5 min-[420px]:grid-cols-2">
        {/* a building with nothing waiting is two lines on the grid, so fifty of them stay compact */}
        {(severity !== 'ok' || large) && (
          <>
            <Figure label={t('board.portfolio.sensorsOut')} value={b.sensors_out} testId="portfolio-sensors" alert />
            <Figure label={t('board.portfolio.doorsOpen')} value={b.doors_open} testId="portfolio-doors" alert />
            <Figure label={t('board.portfolio.refusals')} value={b.gate_refusals_hour} testId="portfolio-refusals" alert />
            <Figure label={t('board.portfolio.overdue')} value={b.issues_overdue} testId="portfolio-overdue" alert />
          </>
        )}
        <Figure label={t('board.portfolio.issuesOpen')} value={b.issues_open} testId="portfolio-issues" />
        <Figure label={t('board.portfolio.peopleIn')} value={b.people_in} testId="portfolio-people" />
      </dl>
    </Link>
  );
});
