import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeysetPages } from '../lib/useKeysetPages';
import { Button } from './Button';
import { ErrorAlert } from './ErrorAlert';
import { SkeletonRows } from './Skeleton';

/** What the list gives this component: `useKeysetPages`'s answer (a list shaped alike fits too). */
export interface KeysetListState<T> {
  data: Pick<KeysetPages<T, unknown>, 'items' | 'next_cursor' | 'pages'> | undefined;
  error: Error | undefined;
  isLoading: boolean;
  loadingMore: boolean;
  retry: () => void;
}

/**
 * A list read in keyset pages (lib/useKeysetPages.ts) in each of its states: a placeholder while the
 * first page loads, the failure with a retry when nothing could be read, the empty state, the rows,
 * and below them a failed refresh or next page and "Load more" while there is a next page. The
 * screen brings what differs: the rows, the empty state, the texts.
 */
export function KeysetList<T>({
  list,
  rows,
  empty,
  failure,
  loadMoreLabel,
  onLoadMore,
  placeholder = <SkeletonRows count={4} />,
  loadingTestId,
  stale = false,
  footerBelowEmpty = false,
}: {
  list: KeysetListState<T>;
  /** the rows on screen, in the screen's own container (a list, a table) */
  rows: (items: T[]) => ReactNode;
  empty: ReactNode;
  /** the inline alert's texts for the error (undefined when there was no answer at all) */
  failure: (error: Error | undefined) => { title: string; message?: string };
  loadMoreLabel: string;
  /** gets the number of pages to show next (one more than on screen) */
  onLoadMore: (pages: number) => void;
  placeholder?: ReactNode;
  loadingTestId?: string;
  /**
   * The rows on screen answer the query before (another filter's first page is on its way): the
   * "Load more" button is not what is loading then, so it is not shown busy.
   */
  stale?: boolean;
  /**
   * For a filtered list: an empty answer still has the failure and "Load more" below it, since a
   * failed load of the new filter would otherwise hide behind the empty state of the old one.
   */
  footerBelowEmpty?: boolean;
}) {
  const { t } = useTranslation();
  const failed = () => {
    const { title, message } = failure(list.error);
    return <ErrorAlert title={title} message={message} onRetry={list.retry} />;
  };

  if (list.isLoading) {
    return (
      <div aria-label={t('common.loading')} aria-busy="true" data-testid={loadingTestId}>
        {placeholder}
      </div>
    );
  }
  if (!list.data) return failed();
  const { items, next_cursor, pages } = list.data;
  if (items.length === 0 && !footerBelowEmpty) return empty;
  return (
    <div className="flex flex-col gap-4">
      {items.length === 0 ? empty : rows(items)}
      {/* the pages on screen stay when a refresh or the next page fails */}
      {list.error && !list.loadingMore && failed()}
      {next_cursor !== null && (
        <Button variant="secondary" className="self-center" loading={list.loadingMore && !stale} onClick={() => onLoadMore(pages + 1)}>
          {loadMoreLabel}
        </Button>
      )}
    </div>
  );
}
