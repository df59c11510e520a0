import { useTranslation } from 'react-i18next';
import { PARKING_LOG_WINDOW } from '../../../contract/rules/parking';
import { formatCount } from '../../lib/format';
import { Pager } from '../../ui/Pager';

interface Props {
  page: number;
  pages: number;
  total: number;
  perPage: number;
  /** false: `total` is a lower bound (the server counted the newest PARKING_LOG_WINDOW of a filtered range) */
  exact: boolean;
  onPage: (page: number) => void;
}

/**
 * The log's pages (spec 000 §4): previous is disabled on the first page, next on the last. A page
 * reaches the newest PARKING_LOG_WINDOW passes only (issue 28 §1): when there are older ones the
 * user is told how to reach them, and a total that is a lower bound reads "more than".
 */
export function LogPagination({ page, pages, total, perPage, exact, onPage }: Props) {
  const { t } = useTranslation();
  const last = Math.max(1, pages);
  const older = !exact || last * perPage < total;
  return (
    <Pager
      page={page}
      lastPage={last}
      onPage={onPage}
      summary={t(exact ? 'parking.log.pageOf' : 'parking.log.pageOfMore', { page, pages: last, total: formatCount(total) })}
      label={t('parking.log.pages')}
      previous={t('parking.log.previous')}
      next={t('parking.log.next')}
      note={older ? t('parking.log.window', { window: formatCount(PARKING_LOG_WINDOW) }) : undefined}
    />
  );
}
