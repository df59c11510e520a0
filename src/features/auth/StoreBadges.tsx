/** App Store link and the disabled Google Play badge ("Android version coming end of 06/2025", spec 000 §2). */
import { useTranslation } from 'react-i18next';
import { Apple, Play } from 'lucide-react';
import { APP_STORE_URL } from './storeLinks';

const badge = 'inline-flex h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium';

export function StoreBadges() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-2">
      <p className="text-xs font-medium uppercase text-slate-500 dark:text-slate-400">{t('auth.apps.title')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <a href={APP_STORE_URL} target="_blank" rel="noopener noreferrer" className={`${badge} bg-slate-900 text-white hover:bg-slate-800 dark:bg-slate-100 dark:text-slate-900`}>
          <Apple className="h-5 w-5" aria-hidden="true" />
          {t('auth.apps.appStore')}
        </a>
        <span aria-disabled="true" aria-describedby="android-coming" className={`${badge} cursor-not-allowed bg-slate-200 text-slate-500 dark:bg-slate-800 dark:text-slate-400`}>
          <Play className="h-5 w-5" aria-hidden="true" />
          {t('auth.apps.googlePlay')}
        </span>
      </div>
      <p id="android-coming" className="text-center text-xs text-slate-600 dark:text-slate-400">
        {t('auth.apps.androidComing')}
      </p>
    </div>
  );
}
