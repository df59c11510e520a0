/**
 * The notifications page (issue 15 §3; spec 001 §2 route /notifications): the caller's own, all or
 * only the unread, newest first, with 'Mark all read' (the palette's command of the same name).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { CheckCheck } from 'lucide-react';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { useUnreadCount } from '../../lib/notifications';
import { markAllReadWithToast } from './api';
import { NotificationList } from './NotificationList';
import { ReadFilter } from './ReadFilter';

export default function NotificationsPage() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [marking, setMarking] = useState(false);
  const unread = useUnreadCount().data;

  const markAll = async () => {
    setMarking(true);
    try {
      await markAllReadWithToast(mutate);
    } finally {
      setMarking(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t('notifications.title')}
        description={unread ? t('notifications.unreadCount', { count: unread }) : t('notifications.description')}
        actions={
          // disabled only when the count says there is nothing unread; while it is unknown the server decides
          <Button variant="secondary" data-command="notifications.markAllRead" disabled={unread === 0} loading={marking} onClick={() => void markAll()}>
            <CheckCheck className="h-4 w-4" aria-hidden="true" />
            {t('notifications.palette.markAllRead')}
          </Button>
        }
      />
      <div className="mb-4">
        <ReadFilter unreadOnly={unreadOnly} onChange={setUnreadOnly} />
      </div>
      {/* a fresh list (from page one) for each filter */}
      <NotificationList key={String(unreadOnly)} unreadOnly={unreadOnly} />
    </>
  );
}
