/**
 * One topic (spec 001 §2 "Forum", issue 14): the topic, its posts nested 1.5rem per level, inline
 * reply and edit forms, delete with confirmation, subscribe and pin, and a reply to the topic at
 * the bottom. A missing topic offers the way back to the list. The palette acts on it through the
 * screen context and pending actions (./screen.ts).
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ChevronLeft, SearchX } from 'lucide-react';
import { usePendingAction } from '../../commands/pendingAction';
import { useScreenContext } from '../../commands/screenContext';
import { ApiError } from '../../lib/http';
import { failureText, useLoadFailureToast } from '../../lib/loadFailure';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { SelectBuildingPrompt } from '../../ui/SelectBuildingPrompt';
import { SkeletonRows } from '../../ui/Skeleton';
import { type TopicThread, createPost, useRevalidateForum, useThread } from './api';
import { idParam, listHref } from './paths';
import { PostForm } from './PostForm';
import { createPost as createPostRoute } from '../../../contract/routes/forum';
import { PostThread } from './PostThread';
import { FOCUS_REPLY, SCREEN_TOPIC, SET_PINNED, SET_SUBSCRIPTION } from './screen';
import { TopicHeader } from './TopicHeader';
import { useForumBuilding } from './useForumBuilding';
import { useTopicActions } from './useTopicActions';

function BackLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <Link href={href} className="mb-3 inline-flex items-center gap-1 text-sm text-blue-700 hover:underline dark:text-blue-400">
      <ChevronLeft className="h-4 w-4" aria-hidden="true" />
      {t('forum.topic.backToList')}
    </Link>
  );
}

export function ForumTopicPage({ params }: { params: Record<string, string | undefined> }) {
  const { t } = useTranslation();
  const { buildingId, scoped } = useForumBuilding(params);
  const topicId = idParam(params.id);
  const thread = useThread(buildingId, topicId);
  const notFound = topicId === null || (thread.error instanceof ApiError && thread.error.status === 404);
  useLoadFailureToast(notFound ? null : thread.error, 'forum.toast.loadFailed', 'forum-topic-load');
  // back to the list this page came from: the building's own address, or the selected building's
  const back = listHref(scoped ? buildingId : null);

  if (buildingId === null && !scoped) {
    return <SelectBuildingPrompt description={t('forum.selectBuilding')} />;
  }
  if (notFound || buildingId === null) {
    return (
      <>
        <BackLink href={back} />
        <EmptyState
          icon={<SearchX className="h-10 w-10" />}
          title={t('forum.topic.notFound')}
          description={t('forum.topic.notFoundDescription')}
          action={
            <Link href={back} className="text-sm text-blue-700 hover:underline dark:text-blue-400" data-testid="topic-not-found-back">
              {t('forum.topic.backToList')}
            </Link>
          }
        />
      </>
    );
  }
  if (!thread.data) {
    return (
      <>
        <BackLink href={back} />
        {thread.error ? (
          <ErrorAlert title={t('forum.topic.loadTitle')} message={failureText(thread.error, t('forum.toast.loadFailed')) ?? undefined} onRetry={thread.retry} />
        ) : (
          <div aria-label={t('common.loading')} aria-busy="true">
            <SkeletonRows count={5} />
          </div>
        )}
      </>
    );
  }
  return (
    <>
      <BackLink href={back} />
      <TopicView buildingId={buildingId} thread={thread.data} />
    </>
  );
}

function TopicView({ buildingId, thread: { topic, posts } }: { buildingId: number; thread: TopicThread }) {
  const { t } = useTranslation();
  const actions = useTopicActions(buildingId, topic);
  const revalidate = useRevalidateForum(buildingId);
  const replyField = useRef<HTMLTextAreaElement>(null);
  useScreenContext(SCREEN_TOPIC, topic);
  usePendingAction(SET_SUBSCRIPTION, (wanted) => typeof wanted === 'boolean' && actions.setSubscription(wanted));
  usePendingAction(SET_PINNED, (wanted) => typeof wanted === 'boolean' && actions.setPinned(wanted));
  usePendingAction(FOCUS_REPLY, () => {
    // after the palette has closed: its dialog hands the focus back (in a microtask) to where it was
    window.setTimeout(() => replyField.current?.focus(), 0);
  });

  return (
    <>
      <TopicHeader topic={topic} busy={actions.busy} onSubscription={actions.setSubscription} onPinned={actions.setPinned} />
      <section aria-labelledby="forum-posts-heading" className="flex flex-col gap-3">
        <h2 id="forum-posts-heading" className="text-lg font-semibold">
          {t('forum.thread.title', { count: topic.post_count })}
        </h2>
        <PostThread buildingId={buildingId} topicId={topic.id} posts={posts} canReply={topic.can.reply} />
      </section>
      {topic.can.reply && (
        <section aria-labelledby="forum-reply-heading" className="mt-6 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900" data-command="forum.reply">
          <h2 id="forum-reply-heading" className="mb-2 text-base font-semibold">
            {t('forum.topic.replyTitle')}
          </h2>
          <PostForm
            route={createPostRoute}
            label={t('forum.topic.replyLabel')}
            submitLabel={t('forum.post.send')}
            send={(content) => createPost(buildingId, topic.id, content, null)}
            successText={t('forum.toast.replied')}
            failureText={t('forum.toast.replyFailed')}
            onDone={() => void revalidate()}
            textareaRef={replyField}
            data-testid="topic-reply-form"
          />
        </section>
      )}
    </>
  );
}
