import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../ui/Button';

/** Previous/next with "page X of Y"; the buttons are disabled at the first and last page. */
export function Pagination({
  page,
  lastPage,
  total,
  onPage,
}: {
  page: number;
  lastPage: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="flex flex-wrap items-center justify-between gap-2 px-3 py-3 text-sm" aria-label={t('documents.pagination.label')}>
      <span className="text-slate-600 dark:text-slate-400">{t('documents.pagination.summary', { page, last: lastPage, total })}</span>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          {t('documents.pagination.previous')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= lastPage}>
          {t('documents.pagination.next')}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
