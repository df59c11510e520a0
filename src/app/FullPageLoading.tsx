import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/Spinner';

/** Shown while the session is being re-checked or a screen's code loads. */
export function FullPageLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  const text = label ?? t('common.loading');
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-600 dark:text-slate-300">
      <Spinner size="lg" />
      <p>{text}</p>
    </div>
  );
}
