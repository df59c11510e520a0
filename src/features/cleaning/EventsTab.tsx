/**
 * The events tab (spec 001 §2 "Cleaning overview"): the building's cleanings newest first, page by
 * page ("Load more" adds the next page below). Loading skeleton, empty state, and the spec's
 * 'Failed to load cleaning history' (§8) with the server's words when it sent any, and a retry.
 */
import { useTranslation } from 'react-i18next';
import { SprayCan } from 'lucide-react';
import type { useCleaningEvents } from './api';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { SkeletonRows } from '../../ui/Skeleton';
import { EventRow } from './EventRow';
import { loadFailure } from './loadFailure';

export function EventsTab({ list, onLoadMore }: { list: ReturnType<typeof useCleaningEvents>; onLoadMore: () => void }) {
  const { t } = useTranslation();
  const failed = (error: Error | undefined) => {
    const { title, message } = loadFailure(error, t('cleaning.events.loadFailed'));
    return <ErrorAlert title={title} message={message} onRetry={list.retry} />;
  };

  if (list.isLoading) {
    return (
      <div aria-label={t('common.loading')} aria-busy="true" data-testid="cleaning-events-loading">
        <SkeletonRows count={4} className="[&>*]:h-20" />
      </div>
    );
  }
  if (!list.data) return failed(list.error);
  const { items, next_cursor } = list.data;
  if (items.length === 0) {
    return (
      <Card>
        <EmptyState icon={<SprayCan className="h-10 w-10" />} title={t('cleaning.events.empty')} description={t('cleaning.events.emptyDescription')} />
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" aria-label={t('cleaning.events.label')} data-testid="cleaning-events">
        {items.map((event) => (
          <EventRow key={event.id} event={event} />
        ))}
      </ul>
      {/* the pages on screen stay when a refresh or the next page fails */}
      {list.error && !list.loadingMore && failed(list.error)}
      {next_cursor !== null && (
        <Button variant="secondary" className="self-center" loading={list.loadingMore} onClick={onLoadMore}>
          {t('cleaning.events.loadMore')}
        </Button>
      )}
    </div>
  );
}
