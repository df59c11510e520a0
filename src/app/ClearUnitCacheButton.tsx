import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { clearUnitCache } from '../state/unit';

/** Forgets the stored unit and cached answers, then reloads (spec 000 §2). */
export function ClearUnitCacheButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => void clearUnitCache()}
      aria-label={t('shell.clearUnitCache')}
      title={t('shell.clearUnitCache')}
      className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <RotateCcw className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}
