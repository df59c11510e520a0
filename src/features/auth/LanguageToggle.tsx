/** CS/EN switch of the public screens; a change stores the choice and reloads. */
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { currentLanguage, LANGUAGES, setLanguage } from '../../lib/i18n';

export function LanguageToggle() {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <div role="group" aria-label={t('shell.language.menu')} className="inline-flex rounded-md border border-slate-300 p-0.5 dark:border-slate-600">
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={lng === current}
          aria-label={t(`shell.language.${lng}`)}
          onClick={() => lng !== current && setLanguage(lng)}
          className={cn(
            'rounded px-2.5 py-1 text-xs font-semibold uppercase',
            lng === current ? 'bg-blue-600 text-white dark:bg-blue-500 dark:text-slate-950' : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
          )}
        >
          {lng}
        </button>
      ))}
    </div>
  );
}
