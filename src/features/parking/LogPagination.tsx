import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../ui/Button';

/** The log's pages (spec 000 §4): previous is disabled on the first page, next on the last. */
export function LogPagination({ page, pages, total, onPage }: { page: number; pages: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const last = Math.max(1, pages);
  return (
    <nav className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-3 py-3 text-sm dark:border-slate-700" aria-label={t('parking.log.pages')}>
      <span className="text-slate-600 dark:text-slate-400">{t('parking.log.pageOf', { page, pages: last, total })}</span>
      <span className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label={t('parking.log.previous')}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t('parking.log.previous')}</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= last} aria-label={t('parking.log.next')}>
          <span className="hidden sm:inline">{t('parking.log.next')}</span>
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </span>
    </nav>
  );
}
