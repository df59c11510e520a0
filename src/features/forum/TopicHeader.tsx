import { useTranslation } from 'react-i18next';
import { BellMinus, BellPlus, Pin, PinOff, type LucideIcon } from 'lucide-react';
import type { ForumTopic } from '../../../contract/forum';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/Button';
import { PinnedBadge } from './PinnedBadge';
import { PlainText } from './PlainText';
import type { TopicAction } from './useTopicActions';

function ActionButton({ icon: Icon, label, command, loading, disabled, onClick }: { icon: LucideIcon; label: string; command: string; loading: boolean; disabled: boolean; onClick: () => void }) {
  return (
    <Button variant="secondary" size="sm" loading={loading} disabled={disabled} onClick={onClick} data-command={command}>
      {!loading && <Icon className="h-4 w-4" aria-hidden="true" />}
      {label}
    </Button>
  );
}

/**
 * The topic itself: title, author and date, the opening text, and what the user may do with the
 * whole topic — follow it or stop, and pin or unpin it where the server allows (topic.can.pin).
 */
export function TopicHeader({
  topic,
  busy,
  onSubscription,
  onPinned,
}: {
  topic: ForumTopic;
  busy: TopicAction | null;
  onSubscription: (subscribed: boolean) => void;
  onPinned: (pinned: boolean) => void;
}) {
  const { t } = useTranslation();
  const { is_subscribed: subscribed, is_pinned: pinned } = topic;
  return (
    <header className="mb-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          {pinned && <PinnedBadge className="mb-1" />}
          <h1 className="break-words text-2xl font-semibold tracking-tight">{topic.title}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('forum.topic.by', { name: topic.author_name })} · <time dateTime={topic.created_at}>{formatDateTime(topic.created_at)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ActionButton
            icon={subscribed ? BellMinus : BellPlus}
            label={t(subscribed ? 'forum.topic.unsubscribe' : 'forum.topic.subscribe')}
            command={subscribed ? 'forum.unsubscribe' : 'forum.subscribe'}
            loading={busy === 'subscription'}
            disabled={busy !== null}
            onClick={() => onSubscription(!subscribed)}
          />
          {topic.can.pin && (
            <ActionButton
              icon={pinned ? PinOff : Pin}
              label={t(pinned ? 'forum.topic.unpin' : 'forum.topic.pin')}
              command={pinned ? 'forum.unpin' : 'forum.pin'}
              loading={busy === 'pin'}
              disabled={busy !== null}
              onClick={() => onPinned(!pinned)}
            />
          )}
        </div>
      </div>
      <PlainText text={topic.content} className="mt-4 text-sm leading-relaxed" />
    </header>
  );
}
