/** A table that scrolls sideways on narrow screens, with its loading, error and empty rows. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Spinner } from '../../ui/Spinner';

export function DataTable({
  head,
  colSpan,
  loading,
  error,
  onRetry,
  empty,
  label,
  stale = false,
  children,
}: {
  head: ReactNode;
  colSpan: number;
  loading: boolean;
  error?: string;
  onRetry?: () => void;
  /** the empty row's text when there are no rows */
  empty?: string;
  label: string;
  /** rows of an earlier query shown while the current one loads */
  stale?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (error) return <ErrorAlert title={t('common.error')} message={error} onRetry={onRetry} />;
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 dark:border-slate-700">
      <table
        className={`w-full min-w-[640px] text-left text-sm transition-opacity ${stale ? 'opacity-60' : ''}`}
        aria-label={label}
        aria-busy={stale || undefined}
      >
        <thead className="bg-slate-50 text-xs uppercase text-slate-600 dark:bg-slate-800 dark:text-slate-300">{head}</thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {loading ? (
            <tr>
              <td colSpan={colSpan} className="p-4">
                <Spinner label={t('common.loading')} />
              </td>
            </tr>
          ) : empty !== undefined ? (
            <tr>
              <td colSpan={colSpan} className="p-4 text-center text-slate-600 dark:text-slate-400">
                {empty}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}

export const cellClass = 'px-3 py-2 align-top';
