/** The bell is always empty for now (spec 000 §2): it opens a panel that says so. */
import { useTranslation } from 'react-i18next';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Bell, BellOff } from 'lucide-react';

export function NotificationBell() {
  const { t } = useTranslation();
  return (
    <Popover className="relative">
      <PopoverButton
        aria-label={t('shell.notifications.open')}
        title={t('shell.notifications.open')}
        className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-50 mt-2 w-64 rounded-md border border-slate-200 bg-white p-4 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-800"
      >
        <div className="flex flex-col items-center gap-2 text-slate-600 dark:text-slate-300">
          <BellOff className="h-6 w-6" aria-hidden="true" />
          <p>{t('shell.notifications.empty')}</p>
        </div>
      </PopoverPanel>
    </Popover>
  );
}
