/** All / Unread as a segmented control: native radios underneath, so arrows, Tab and screen readers work as usual. */
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

const CHOICES = [
  { unread: false, label: 'notifications.filter.all' },
  { unread: true, label: 'notifications.filter.unread' },
] as const;

export function ReadFilter({ unreadOnly, onChange }: { unreadOnly: boolean; onChange: (unreadOnly: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('notifications.filter.label')}</legend>
      <div className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {CHOICES.map((choice) => (
          <label
            key={choice.label}
            className={cn(
              'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-500',
              choice.unread === unreadOnly
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
            )}
          >
            <input type="radio" name="notifications-filter" checked={choice.unread === unreadOnly} onChange={() => onChange(choice.unread)} className="sr-only" />
            {t(choice.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
