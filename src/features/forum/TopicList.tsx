import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageSquareText, Plus } from 'lucide-react';
import { failureText, useLoadFailureToast } from '../../lib/loadFailure';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { SkeletonRows } from '../../ui/Skeleton';
import { useTopics } from './api';
import { TopicCard } from './TopicCard';

/**
 * The building's topic cards in the server's order (pinned first, then by last activity), page by
 * page: "Load more" adds the next page below. Loading, empty and error states of spec 001 §2.
 */
export function TopicList({ buildingId, onCreate }: { buildingId: number; onCreate: () => void }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const list = useTopics(buildingId, pages);
  useLoadFailureToast(list.error, 'forum.toast.loadFailed', 'forum-topics-load');

  if (list.isLoading) {
    return (
      <div aria-label={t('common.loading')} aria-busy="true">
        <SkeletonRows count={4} />
      </div>
    );
  }
  if (!list.data) {
    return <ErrorAlert title={t('forum.list.loadTitle')} message={failureText(list.error, t('forum.toast.loadFailed')) ?? undefined} onRetry={list.retry} />;
  }
  const { topics, next_cursor, pages: shown } = list.data;
  if (topics.length === 0) {
    return (
      <EmptyState
        icon={<MessageSquareText className="h-10 w-10" />}
        title={t('forum.list.emptyTitle')}
        description={t('forum.list.emptyDescription')}
        action={
          <Button onClick={onCreate}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('forum.list.newTopic')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" aria-label={t('forum.list.label')} data-testid="topic-list">
        {topics.map((topic) => (
          <li key={topic.id}>
            <TopicCard topic={topic} />
          </li>
        ))}
      </ul>
      {/* the pages on screen stay when a refresh or the next page fails */}
      {list.error && !list.loadingMore && (
        <ErrorAlert title={t('forum.list.loadTitle')} message={failureText(list.error, t('forum.toast.loadFailed')) ?? undefined} onRetry={list.retry} />
      )}
      {next_cursor !== null && (
        <Button variant="secondary" className="self-center" loading={list.loadingMore} onClick={() => setPages(shown + 1)}>
          {t('forum.list.loadMore')}
        </Button>
      )}
    </div>
  );
}
