/**
 * The caller's notifications newest first (the server's order), all or only the unread, page by
 * page: "Load more" adds the next page below, and a live event or a poll reloads every page shown
 * (lib/useKeysetPages.ts). Loading skeleton, empty state, and the error with a retry.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { BellOff, CheckCheck } from 'lucide-react';
import type { Notification } from '../../../contract/notifications';
import { inlineFailure } from '../../lib/loadFailure';
import { openNotification } from '../../lib/notificationActions';
import { useClock } from '../../lib/useClock';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { KeysetList } from '../../ui/KeysetList';
import { SkeletonRows } from '../../ui/Skeleton';
import { useNotificationPages } from './api';
import { NotificationRow } from './NotificationRow';

export function NotificationList({ unreadOnly }: { unreadOnly: boolean }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { mutate } = useSWRConfig();
  const [pages, setPages] = useState(1);
  const list = useNotificationPages(unreadOnly, pages);
  useClock();
  const open = useCallback((n: Notification) => void openNotification(n, navigate, mutate), [navigate, mutate]);

  return (
    <KeysetList
      list={list}
      loadingTestId="notifications-loading"
      placeholder={<SkeletonRows count={4} className="[&>*]:h-20" />}
      failure={(error) => inlineFailure(error, t('notifications.loadFailed'))}
      empty={
        <Card>
          {unreadOnly ? (
            <EmptyState icon={<CheckCheck className="h-10 w-10" />} title={t('notifications.empty.unreadTitle')} description={t('notifications.empty.unreadDescription')} />
          ) : (
            <EmptyState icon={<BellOff className="h-10 w-10" />} title={t('notifications.empty.allTitle')} description={t('notifications.empty.allDescription')} />
          )}
        </Card>
      }
      rows={(items) => (
        <ul className="flex flex-col gap-2" aria-label={t('notifications.list')} data-testid="notification-list">
          {items.map((n) => (
            <NotificationRow key={n.id} notification={n} onOpen={open} />
          ))}
        </ul>
      )}
      loadMoreLabel={t('notifications.loadMore')}
      onLoadMore={setPages}
    />
  );
}
