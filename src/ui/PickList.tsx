import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner';

export interface PickItem {
  key: string | number;
  /** shown before the label; the spinner replaces it while this item's action runs */
  icon: ReactNode;
  label: ReactNode;
  detail?: ReactNode;
  busy?: boolean;
  onPick: () => void;
}

/**
 * A searched list to pick one row from, inside a palette sub-page: the loading, error and empty
 * states, then one button per row. Every row is disabled while any row's action runs.
 */
export function PickList({ label, loading, error, empty, items }: { label: string; loading: boolean; error: string | null; empty: string; items: readonly PickItem[] }) {
  const { t } = useTranslation();
  if (loading) return <Spinner label={t('common.loading')} />;
  if (error) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {error}
      </p>
    );
  }
  if (items.length === 0) return <p className="py-4 text-center text-sm text-slate-500">{empty}</p>;
  const anyBusy = items.some((i) => i.busy);
  return (
    <ul className="max-h-[50vh] divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800" aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <button
            type="button"
            onClick={item.onPick}
            disabled={anyBusy}
            className="flex w-full items-center gap-3 rounded px-2 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 disabled:opacity-60 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
          >
            {item.busy ? <Spinner size="sm" /> : item.icon}
            <span className="min-w-0 flex-1">
              <span className="block truncate">{item.label}</span>
              {item.detail && <span className="block truncate text-xs text-slate-500">{item.detail}</span>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
