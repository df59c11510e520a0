/**
 * The events tab (spec 001 §2 "Cleaning overview"): the building's cleanings newest first, page by
 * page ("Load more" adds the next page below). Loading skeleton, empty state, and the spec's
 * 'Failed to load cleaning history' (§8) with the server's words when it sent any, and a retry.
 */
import { useTranslation } from 'react-i18next';
import { SprayCan } from 'lucide-react';
import type { useCleaningEvents } from './api';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { KeysetList } from '../../ui/KeysetList';
import { SkeletonRows } from '../../ui/Skeleton';
import { EventRow } from './EventRow';
import { inlineFailure } from '../../lib/loadFailure';

export function EventsTab({ list, onLoadMore }: { list: ReturnType<typeof useCleaningEvents>; onLoadMore: () => void }) {
  const { t } = useTranslation();
  return (
    <KeysetList
      list={list}
      loadingTestId="cleaning-events-loading"
      placeholder={<SkeletonRows count={4} className="[&>*]:h-20" />}
      failure={(error) => inlineFailure(error, t('cleaning.events.loadFailed'))}
      empty={
        <Card>
          <EmptyState icon={<SprayCan className="h-10 w-10" />} title={t('cleaning.events.empty')} description={t('cleaning.events.emptyDescription')} />
        </Card>
      }
      rows={(items) => (
        <ul className="flex flex-col gap-3" aria-label={t('cleaning.events.label')} data-testid="cleaning-events">
          {items.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </ul>
      )}
      loadMoreLabel={t('cleaning.events.loadMore')}
      onLoadMore={onLoadMore}
    />
  );
}
