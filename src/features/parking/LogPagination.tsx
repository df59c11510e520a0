import { useTranslation } from 'react-i18next';
import { Pager } from '../../ui/Pager';

/** The log's pages (spec 000 §4): previous is disabled on the first page, next on the last. */
export function LogPagination({ page, pages, total, onPage }: { page: number; pages: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const last = Math.max(1, pages);
  return (
    <Pager
      page={page}
      lastPage={last}
      onPage={onPage}
      summary={t('parking.log.pageOf', { page, pages: last, total })}
      label={t('parking.log.pages')}
      previous={t('parking.log.previous')}
      next={t('parking.log.next')}
    />
  );
}
