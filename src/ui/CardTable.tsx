/**
 * A list of records as a table from 1024 px (Tailwind's `lg`, as the audit screen) and a stack of
 * cards below it, so a phone at 360 px never scrolls sideways (issue 29 §5). One markup for both:
 * the header row is kept for screen readers only on narrow screens and each cell then shows its
 * column's name before the value, so the columns are written once, a screen reader hears the names
 * in either layout, and row queries (a `row` per record after the header row) read the same at
 * every width. Started as the reception registers' EntryTable; the issues, the gate log and the
 * sensors use it as well.
 */
import type { AriaAttributes, ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface Column<T> {
  id: string;
  /** already translated: the column's header, and the label of the value on a card */
  header: string;
  /** what the header cell shows instead of the plain `header` (a sort button) */
  headerContent?: ReactNode;
  /** the header cell's aria-sort, for a sortable column */
  sort?: AriaAttributes['aria-sort'];
  cell: (entry: T) => ReactNode;
  /** the card's title or its actions on narrow screens: shown without the column's name */
  bare?: boolean;
  /** the header is for screen readers only (the actions column) */
  srHeader?: boolean;
  /** the cell names its row (`<th scope="row">`): the record's title */
  rowHeader?: boolean;
  /** extra classes of the column's cells (alignment, `whitespace-nowrap` on the table) */
  className?: string;
}

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400';

export function CardTable<T>({
  label,
  columns,
  entries,
  rowKey,
  rowTestId,
  stale = false,
  testId,
  onRowClick,
  framed = true,
}: {
  /** the table's accessible name (already translated) */
  label: string;
  columns: readonly Column<T>[];
  entries: readonly T[];
  rowKey: (entry: T) => string | number;
  rowTestId?: (entry: T) => string;
  /** rows of an earlier filter or search shown while the current one loads */
  stale?: boolean;
  testId?: string;
  /** a click anywhere on the row (a button in the row is the keyboard's way to the same thing) */
  onRowClick?: (entry: T) => void;
  /** false: the table sits in a card of its own already (`Card flush`), so it draws no border on wide screens */
  framed?: boolean;
}) {
  return (
    // relative: the sr-only header text is clipped with the table instead of widening the page
    <div
      className={cn(
        'relative min-w-0 lg:overflow-x-auto',
        framed && 'lg:rounded-lg lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm dark:lg:border-slate-700 dark:lg:bg-slate-900',
      )}
    >
      <table className={cn('block w-full text-sm transition-opacity lg:table', stale && 'opacity-60')} aria-label={label} aria-busy={stale || undefined} data-testid={testId}>
        <thead className="max-lg:sr-only lg:bg-slate-50 dark:lg:bg-slate-800/50">
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col" className={cn(th, c.className)} aria-sort={c.sort}>
                {c.srHeader ? (
                  <span className="sr-only">{c.header}</span>
                ) : c.headerContent ? (
                  // the header row is for screen readers only on narrow screens: no buttons there that a keyboard would reach unseen
                  <>
                    <span className="max-lg:hidden">{c.headerContent}</span>
                    <span className="lg:hidden">{c.header}</span>
                  </>
                ) : (
                  c.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn('flex flex-col gap-3 lg:table-row-group', !framed && 'p-3 lg:p-0')}>
          {entries.map((entry) => (
            <tr
              key={rowKey(entry)}
              data-testid={rowTestId?.(entry)}
              onClick={onRowClick ? () => onRowClick(entry) : undefined}
              className={cn(
                'flex min-w-0 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 lg:table-row lg:rounded-none lg:border-x-0 lg:border-b-0 lg:border-t-slate-100 lg:bg-transparent lg:p-0 dark:border-slate-700 dark:bg-slate-900 dark:lg:border-t-slate-800 dark:lg:bg-transparent',
                onRowClick && 'cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800/50',
              )}
            >
              {columns.map((c) => {
                const Cell = c.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={c.id}
                    scope={c.rowHeader ? 'row' : undefined}
                    className={cn('flex min-w-0 flex-wrap items-baseline gap-x-2 text-left font-normal lg:table-cell lg:px-3 lg:py-2 lg:align-top', c.className)}
                  >
                    {!c.bare && <span className="text-xs text-slate-600 lg:hidden dark:text-slate-400">{c.header}</span>}
                    <span className="min-w-0 break-words">{c.cell(entry)}</span>
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
