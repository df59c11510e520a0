/**
 * A register's entries: a table from 1024 px, a stack of cards below it (phones at 360 px never
 * scroll sideways). One markup for both: the header row hides on narrow screens and each cell then
 * carries its column's name, so the columns are written once and a screen reader hears the names
 * in either layout.
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface Column<T> {
  id: string;
  /** already translated */
  header: string;
  cell: (entry: T) => ReactNode;
  /** the card's title on narrow screens, or its actions: shown without the column's name */
  bare?: boolean;
  /** the header is for screen readers only (the actions column) */
  srHeader?: boolean;
}

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400';

export function EntryTable<T extends { id: number }>({
  label,
  columns,
  entries,
  stale,
  rowTestId,
}: {
  label: string;
  columns: readonly Column<T>[];
  entries: readonly T[];
  /** rows of an earlier filter or search shown while the current one loads */
  stale: boolean;
  rowTestId: (entry: T) => string;
}) {
  return (
    // relative: the sr-only header text is clipped with the table instead of widening the page
    <div className="relative lg:overflow-x-auto lg:rounded-lg lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm dark:lg:border-slate-700 dark:lg:bg-slate-900">
      <table className={cn('w-full text-sm transition-opacity', stale && 'opacity-60')} aria-label={label} aria-busy={stale || undefined}>
        <thead className="hidden bg-slate-50 lg:table-header-group dark:bg-slate-800/50">
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col" className={th}>
                {c.srHeader ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="flex flex-col gap-3 lg:table-row-group">
          {entries.map((entry) => (
            <tr
              key={entry.id}
              data-testid={rowTestId(entry)}
              className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 lg:table-row lg:rounded-none lg:border-x-0 lg:border-b-0 lg:border-t-slate-100 lg:bg-transparent lg:p-0 dark:border-slate-700 dark:bg-slate-900 dark:lg:border-t-slate-800 dark:lg:bg-transparent"
            >
              {columns.map((c) => (
                <td key={c.id} className="flex min-w-0 flex-wrap items-baseline gap-x-2 lg:table-cell lg:px-3 lg:py-2 lg:align-top">
                  {!c.bare && <span className="text-xs text-slate-500 lg:hidden dark:text-slate-400">{c.header}</span>}
                  <span className="min-w-0 break-words">{c.cell(entry)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
