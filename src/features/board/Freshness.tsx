import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { isStale, secondsAgo } from './portfolio';

/**
 * "Updated N s ago", or — once the data is older than its polling interval (socket down and the
 * poll failing) — "Data are not current" in amber: what is shown is then never presented as current.
 */
export function Freshness({ receivedAt, now, pollMs }: { receivedAt: number | null; now: number; pollMs: number }) {
  const { t } = useTranslation();
  const asOf = receivedAt === null ? null : new Date(receivedAt).toISOString();
  const stale = isStale(asOf, now, pollMs);
  return (
    <span
      role="status"
      data-testid="portfolio-freshness"
      data-stale={stale}
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-3 py-1 text-[0.8em] font-medium',
        stale ? 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100' : 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
      )}
    >
      <span className={cn('h-2 w-2 rounded-full', stale ? 'animate-pulse bg-amber-600' : 'bg-green-600')} aria-hidden="true" />
      {stale && <span>{t('board.portfolio.stale')}</span>}
      {asOf && <span>{t('board.portfolio.updatedAgo', { count: secondsAgo(asOf, now) })}</span>}
    </span>
  );
}
