import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageSquareText, Plus } from 'lucide-react';
import { failureText, useLoadFailureToast } from '../../lib/loadFailure';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { KeysetList } from '../../ui/KeysetList';
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

  return (
    <KeysetList
      list={list}
      failure={(error) => ({ title: t('forum.list.loadTitle'), message: failureText(error, t('forum.toast.loadFailed')) ?? undefined })}
      empty={
        <EmptyState
          icon={<MessageSquareText className="h-10 w-10" />}
          title={t('forum.list.emptyTitle')}
          description={t('forum.list.emptyDescription')}
          action={
            <Button onClick={onCreate} data-command="forum.newTopic">
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t('forum.list.newTopic')}
            </Button>
          }
        />
      }
      rows={(items) => (
        <ul className="flex flex-col gap-3" aria-label={t('forum.list.label')} data-testid="topic-list">
          {items.map((topic) => (
            <li key={topic.id}>
              <TopicCard topic={topic} />
            </li>
          ))}
        </ul>
      )}
      loadMoreLabel={t('forum.list.loadMore')}
      onLoadMore={setPages}
    />
  );
}
