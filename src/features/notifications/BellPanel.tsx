/**
 * The bell's panel (issue 15 §3), loaded when the bell first opens (app/NotificationBell.tsx): the
 * newest few notifications, unread ones marked; a click marks one read and goes where it leads;
 * 'Mark all read'; 'Show all' to the page. It closes like a popover: Escape (the focus goes back to
 * the bell), a click outside, or the focus leaving it. Below 640 px it spans the screen under the
 * top bar, so it never reaches past a phone's edge.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Link, useLocation } from 'wouter';
import { BellOff } from 'lucide-react';
import type { Notification } from '../../../contract/notifications';
import { cn } from '../../lib/cn';
import { failureText } from '../../lib/loadFailure';
import { openNotification } from '../../lib/notificationActions';
import { useClock } from '../../lib/useClock';
import { Button } from '../../ui/Button';
import { ListStates } from '../../ui/ListStates';
import { useUnreadCount } from '../../lib/notifications';
import { markAllReadWithToast, useNewestNotifications } from './api';
import { NotificationBadges, NotificationTime, UnreadDot } from './Marks';

export default function BellPanel({ id, container, onClose }: { id: string; container: RefObject<HTMLElement | null>; onClose: (focusBell: boolean) => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { mutate } = useSWRConfig();
  const newest = useNewestNotifications();
  const unread = useUnreadCount().data ?? 0;
  const [marking, setMarking] = useState(false);
  useClock();

  // the bell hands a new function each render; the listeners below stay put and call the latest
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current(true);
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.contains(e.target as Node)) close.current(false);
    };
    // Tab past the last item, or a click that moves the focus elsewhere (null: the focus left the page)
    const onFocusOut = (e: FocusEvent) => {
      const next = e.relatedTarget as Node | null;
      if (next && !root.contains(next)) close.current(false);
    };
    root.addEventListener('keydown', onKey);
    root.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      root.removeEventListener('keydown', onKey);
      root.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [container]);

  const open = (n: Notification) => {
    close.current(false);
    void openNotification(n, navigate, mutate);
  };
  const markAll = async () => {
    setMarking(true);
    try {
      await markAllReadWithToast(mutate);
    } finally {
      setMarking(false);
    }
  };

  const items = newest.data?.notifications ?? [];
  const body = (
    <ListStates
      loading={!newest.data && !newest.error}
      failure={!newest.data && newest.error ? { title: t('shell.notifications.loadFailed'), message: failureText(newest.error, t('shell.notifications.loadFailed')) ?? undefined } : null}
      onRetry={() => void newest.mutate()}
      isEmpty={items.length === 0}
      empty={
        <div className="flex flex-col items-center gap-2 px-4 py-8 text-sm text-slate-600 dark:text-slate-300">
          <BellOff className="h-6 w-6" aria-hidden="true" />
          <p>{t('shell.notifications.empty')}</p>
        </div>
      }
    >
      <ul aria-label={t('notifications.bell.list')} className="divide-y divide-slate-100 dark:divide-slate-700">
        {items.map((n) => (
          <li key={n.id}>
            <button
              type="button"
              onClick={() => open(n)}
              data-testid={`bell-notification-${n.id}`}
              className="flex w-full gap-2 px-3 py-2.5 text-left hover:bg-slate-50 focus-visible:bg-slate-100 focus-visible:outline-none dark:hover:bg-slate-700/50 dark:focus-visible:bg-slate-700"
            >
              <UnreadDot unread={!n.is_read} className="mt-1.5" />
              <span className="min-w-0 flex-1">
                <span className={cn('block text-sm break-words', !n.is_read && 'font-semibold')}>{n.title}</span>
                {/* the body says what and from whom (two lines at most: the page shows all of it) */}
                {n.body && <span className="mt-0.5 line-clamp-2 block text-xs break-words text-slate-600 dark:text-slate-300">{n.body}</span>}
                <span className="mt-1 flex flex-wrap items-center gap-1.5">
                  <NotificationBadges notification={n} />
                  <NotificationTime at={n.created_at} />
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </ListStates>
  );

  return (
    <section
      id={id}
      aria-label={t('notifications.bell.title')}
      data-testid="notification-panel"
      className="fixed inset-x-2 top-14 z-50 flex max-h-[calc(100dvh-4.5rem)] flex-col rounded-md border border-slate-200 bg-white text-slate-900 shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
    >
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-700">
        <h2 className="text-sm font-semibold">{t('notifications.bell.title')}</h2>
        <Button variant="ghost" size="sm" disabled={unread === 0} loading={marking} onClick={() => void markAll()}>
          {t('notifications.palette.markAllRead')}
        </Button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">{body}</div>
      <footer className="border-t border-slate-200 px-3 py-2 text-center dark:border-slate-700">
        <Link href="/notifications" onClick={() => close.current(false)} className="text-sm font-medium text-blue-700 hover:underline dark:text-blue-300">
          {t('notifications.bell.showAll')}
        </Link>
      </footer>
    </section>
  );
}
