/**
 * The bell (issue 15 §3): the caller's unread count as a badge, from /notifications/unread-count —
 * a live key, so the bridge refetches it on notification.created and after a reconnect, and SWR
 * polls it like other live data. Its panel (the newest few, mark all read, show all) is a lazy
 * chunk with its texts, loaded when first opened: the first screen carries only the button.
 *
 * A plain disclosure button rather than headlessui's Popover: the bell was that module's only user on
 * the first screen, whose budget it did not fit beside the count. The panel closes itself on
 * Escape, an outside click and focus leaving it (BellPanel.tsx).
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bell } from 'lucide-react';
import { badgeCount } from '../../contract/rules/notifications';
import { withPageTexts } from '../lib/i18n';
import { useUnreadCount } from '../lib/notifications';

const BellPanel = lazy(() => withPageTexts('notifications', () => import('../features/notifications/BellPanel')));

const PANEL_ID = 'notification-panel';

export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // a failed count shows no badge rather than a toast on every screen; the next poll tries again
  const count = useUnreadCount().data ?? 0;
  const label = count > 0 ? t('shell.notifications.openUnread', { count }) : t('shell.notifications.open');

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onClick={() => setOpen((o) => !o)}
        className="relative inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute top-0.5 right-0.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white"
          >
            {badgeCount(count)}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <BellPanel id={PANEL_ID} container={wrapper} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
