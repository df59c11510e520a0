import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { ForumTopic } from '../../../contract/forum';
import { errorMessage } from '../../lib/http';
import { setSubscribed, togglePin, useRevalidateForum, useShowTopic } from './api';

export type TopicAction = 'subscription' | 'pin';

/**
 * Subscribe/unsubscribe and pin/unpin of the topic on screen, from its buttons or the palette: each
 * asks for the state wanted, so a command chosen from a stale palette does nothing twice. The
 * answer shows at once; the list and the topic then refetch.
 */
export function useTopicActions(buildingId: number, topic: ForumTopic) {
  const { t } = useTranslation();
  const revalidate = useRevalidateForum(buildingId);
  const show = useShowTopic(buildingId);
  const [busy, setBusy] = useState<TopicAction | null>(null);
  const running = useRef(false);

  const run = async (kind: TopicAction, call: () => Promise<ForumTopic>, success: (next: ForumTopic) => string, failureKey: string) => {
    if (running.current) return;
    running.current = true;
    setBusy(kind);
    try {
      const next = await call();
      await show(next);
      toast.success(success(next));
      void revalidate();
    } catch (err) {
      toast.error(errorMessage(err, t(failureKey)));
    } finally {
      running.current = false;
      setBusy(null);
    }
  };

  return {
    busy,
    setSubscription: (subscribed: boolean) => {
      if (subscribed === topic.is_subscribed) return;
      void run(
        'subscription',
        () => setSubscribed(buildingId, topic.id, subscribed),
        (next) => t(next.is_subscribed ? 'forum.toast.subscribed' : 'forum.toast.unsubscribed'),
        'forum.toast.subscriptionFailed',
      );
    },
    setPinned: (pinned: boolean) => {
      // the server toggles: only a change is sent, and only where it lets this user pin
      if (!topic.can.pin || pinned === topic.is_pinned) return;
      void run('pin', () => togglePin(buildingId, topic.id), (next) => t(next.is_pinned ? 'forum.toast.pinned' : 'forum.toast.unpinned'), 'forum.toast.pinFailed');
    },
  };
}
