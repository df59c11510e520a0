/** Open / closed / all as a segmented control: native radios underneath, so arrows, Tab and screen readers work as usual. */
import { useTranslation } from 'react-i18next';
import type { ReceptionStatusFilter } from '../../../contract/rules/reception';
import { cn } from '../../lib/cn';
import type { ReceptionTab } from './screen';

// everything first: a resident looking for a parcel sees the collected ones too
const ORDER: readonly ReceptionStatusFilter[] = ['all', 'open', 'closed'];

export function StatusFilter({ tab, value, onChange }: { tab: ReceptionTab; value: ReceptionStatusFilter; onChange: (value: ReceptionStatusFilter) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{t('reception.filter.label')}</legend>
      <div className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {ORDER.map((status) => (
          <label
            key={status}
            className={cn(
              'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-500',
              status === value ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
            )}
          >
            <input type="radio" name={`reception-${tab}-status`} value={status} checked={status === value} onChange={() => onChange(status)} className="sr-only" />
            {t(`reception.filter.${tab}.${status}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
