import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './ErrorAlert';
import { SkeletonRows } from './Skeleton';

/**
 * A list read in one answer (or one numbered page) inside a flush card, in each of its states: a
 * placeholder while nothing is there yet, the failure with a retry when the read failed with nothing
 * to show, the empty state, else the rows. The keyset-paged lists have KeysetList, which adds "Load
 * more" and a failed next page below the rows.
 */
export function ListStates({
  loading,
  failure,
  onRetry,
  isEmpty,
  empty,
  skeletonRows = 3,
  children,
}: {
  /** nothing to show yet */
  loading: boolean;
  /** the alert's texts when the read failed with nothing to show; null otherwise */
  failure: { title: string; message?: string } | null;
  onRetry: () => void;
  /** there are no rows: the empty state shows instead */
  isEmpty: boolean;
  empty: ReactNode;
  skeletonRows?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div className="p-4" aria-label={t('common.loading')} aria-busy="true">
        <SkeletonRows count={skeletonRows} />
      </div>
    );
  }
  if (failure) {
    return (
      <div className="p-4">
        <ErrorAlert title={failure.title} message={failure.message} onRetry={onRetry} />
      </div>
    );
  }
  return isEmpty ? empty : children;
}
