/**
 * A table in the list states every list shows (ui/ListStates: loading, failed with a retry, empty). Given `cards`, below 1024 px it is a list of cards
 * instead, one per row with the row's key fields, so nothing scrolls sideways at 360 px (issue 29 §5,
 * as the audit log does); without, the table scrolls sideways inside its border.
 */
import type { ReactNode } from 'react';
import { NARROW_QUERY, useMediaQuery } from '../../lib/useMediaQuery';
import { ListStates } from '../../ui/ListStates';

export function DataTable({
  head,
  colSpan,
  loading,
  failure = null,
  onRetry,
  empty,
  label,
  stale = false,
  children,
  cards,
}: {
  head: ReactNode;
  /** the table's column count, for the empty row */
  colSpan: number;
  loading: boolean;
  /** the read failed with nothing to show (lib/loadFailure inlineFailure) */
  failure?: { title: string; message?: string } | null;
  onRetry?: () => void;
  /** the empty row's text when there are no rows */
  empty?: string;
  label: string;
  /** rows of an earlier query shown while the current one loads */
  stale?: boolean;
  children: ReactNode;
  /** the rows as cards (`<li>`s, see CardFields) for narrow screens */
  cards?: ReactNode;
}) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const asCards = cards !== undefined && narrow;
  const table = (body: ReactNode) => (
    <div className="overflow-x-auto rounded-md border border-slate-200 dark:border-slate-700">
      <table className={`w-full min-w-[640px] text-left text-sm transition-opacity ${stale ? 'opacity-60' : ''}`} aria-label={label} aria-busy={stale || undefined}>
        <thead className="bg-slate-50 text-xs uppercase text-slate-600 dark:bg-slate-800 dark:text-slate-300">{head}</thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">{body}</tbody>
      </table>
    </div>
  );
  // the empty state keeps the table's head (what would be listed), as a row of its own
  const emptyState = asCards ? (
    <p className="rounded-md border border-slate-200 p-4 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">{empty}</p>
  ) : (
    table(
      <tr>
        <td colSpan={colSpan} className="p-4 text-center text-slate-600 dark:text-slate-400">
          {empty}
        </td>
      </tr>,
    )
  );
  return (
    <ListStates loading={loading} failure={failure} onRetry={onRetry ?? (() => undefined)} isEmpty={empty !== undefined} empty={emptyState}>
      {asCards ? (
        <ul aria-label={label} aria-busy={stale || undefined} data-testid="admin-cards" className={`flex min-w-0 flex-col gap-2 transition-opacity ${stale ? 'opacity-60' : ''}`}>
          {cards}
        </ul>
      ) : (
        table(children)
      )}
    </ListStates>
  );
}

export const cellClass = 'px-3 py-2 align-top';

/** One row as a card: a heading line (with its actions) and the key fields as a definition list. */
export function RowCard({ heading, actions, fields }: { heading: ReactNode; actions?: ReactNode; fields: Array<[label: string, value: ReactNode]> }) {
  return (
    <li className="min-w-0 rounded-lg border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-700 dark:bg-slate-900" data-testid="admin-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <span className="min-w-0 font-medium break-words">{heading}</span>
        {actions}
      </div>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
