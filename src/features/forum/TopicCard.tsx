import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BellRing, MessageSquareText } from 'lucide-react';
import type { ForumTopic } from '../../../contract/forum';
import { topicPreview } from '../../../contract/rules/forum';
import { formatDateTime, formatRelative } from '../../lib/format';
import { topicHref } from './paths';
import { PinnedBadge } from './PinnedBadge';

/**
 * One topic of the list: title (the link; the whole card is its click target), the opening text
 * shortened, author, post count and last activity, marked when pinned or followed.
 */
export function TopicCard({ topic }: { topic: ForumTopic }) {
  const { t } = useTranslation();
  return (
    <article
      className="relative flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-blue-500 hover:border-slate-300 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-slate-600"
      data-testid={`topic-${topic.id}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        {topic.is_pinned && <PinnedBadge />}
        <h2 className="min-w-0 flex-1 break-words text-base font-semibold">
          {/* the link's ::after covers the card, so a tap anywhere opens the topic and the keyboard has one stop */}
          <Link href={topicHref(topic.building_id, topic.id)} className="after:absolute after:inset-0 focus:outline-none">
            {topic.title}
          </Link>
        </h2>
        {topic.is_subscribed && (
          <span className="inline-flex items-center gap-1 text-xs text-blue-700 dark:text-blue-400" data-testid="subscribed-mark">
            <BellRing className="h-3.5 w-3.5" aria-hidden="true" />
            {t('forum.topic.subscribedMark')}
          </span>
        )}
      </div>
      <p className="line-clamp-3 whitespace-pre-line break-words text-sm text-slate-700 dark:text-slate-300">{topicPreview(topic.content)}</p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
        <span>{t('forum.topic.by', { name: topic.author_name })}</span>
        <span className="inline-flex items-center gap-1">
          <MessageSquareText className="h-3.5 w-3.5" aria-hidden="true" />
          {t('forum.topic.posts', { count: topic.post_count })}
        </span>
        <span>
          {t('forum.topic.lastActivity')}{' '}
          <time dateTime={topic.last_activity} title={formatDateTime(topic.last_activity)}>
            {formatRelative(topic.last_activity)}
          </time>
        </span>
      </p>
    </article>
  );
}
