import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../ui/Button';

/** The list's pages from the answer's metadata: previous is disabled on the first, next on the last. */
export function IssuesPagination({ page, lastPage, total, onPage }: { page: number; lastPage: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <nav className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-3 py-3 text-sm dark:border-slate-700" aria-label={t('issues.pagination.label')}>
      <span className="text-slate-600 dark:text-slate-400">{t('issues.pagination.summary', { page, last: lastPage, total })}</span>
      <span className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label={t('issues.pagination.previous')}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t('issues.pagination.previous')}</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= lastPage} aria-label={t('issues.pagination.next')}>
          <span className="hidden sm:inline">{t('issues.pagination.next')}</span>
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </span>
    </nav>
  );
}
