import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ArrowDown, ArrowUp, ArrowUpDown, Trash2 } from 'lucide-react';
import type { IssueSummary } from '../../../contract/issues';
import type { IssueSortField } from '../../../contract/rules/issues';
import { formatDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import { OverdueBadge, StatusBadge } from './badges';
import type { IssueSort } from './rules';

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400';
const td = 'px-3 py-2 align-top text-sm';

function SortHeader({ field, label, sort, onSort }: { field: IssueSortField; label: string; sort: IssueSort; onSort: (f: IssueSortField) => void }) {
  const active = sort.by === field;
  const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" className={th} aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" onClick={() => onSort(field)} className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-500 dark:hover:text-white">
        {label}
        <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}

/**
 * The issues of one page (spec 001 §2): title with creator, category, location, priority, status
 * badge, reported date and the due date, each row linking to /issues/{id}. Reported, priority and
 * due sort on the server; a click on the sorted header toggles the direction. The row's actions offer
 * delete only where the server allows it (`can.delete`). At 360 px the table scrolls inside its card.
 */
export function IssuesTable({
  issues,
  sort,
  onSort,
  onDelete,
}: {
  issues: readonly IssueSummary[];
  sort: IssueSort;
  onSort: (field: IssueSortField) => void;
  onDelete: (issue: IssueSummary) => void;
}) {
  const { t } = useTranslation();
  const location = (i: IssueSummary) =>
    i.location_type === 'unit' ? t('issues.location.unit', { number: i.unit_number ?? i.unit_id }) : t('issues.location.building');
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[48rem] divide-y divide-slate-200 dark:divide-slate-700" data-testid="issues-table">
        <thead className="bg-slate-50 dark:bg-slate-800/50">
          <tr>
            <th scope="col" className={th}>{t('issues.columns.title')}</th>
            <th scope="col" className={th}>{t('issues.columns.category')}</th>
            <th scope="col" className={th}>{t('issues.columns.location')}</th>
            <SortHeader field="priority" label={t('issues.columns.priority')} sort={sort} onSort={onSort} />
            <th scope="col" className={th}>{t('issues.columns.status')}</th>
            <SortHeader field="created_at" label={t('issues.columns.reported')} sort={sort} onSort={onSort} />
            <SortHeader field="due_at" label={t('issues.columns.due')} sort={sort} onSort={onSort} />
            <th scope="col" className={`${th} text-right`}>
              <span className="sr-only">{t('issues.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {issues.map((i) => (
            <tr key={i.id} data-testid={`issue-row-${i.id}`}>
              <td className={`${td} max-w-xs`}>
                <Link href={`/issues/${i.id}`} className="break-words font-medium text-blue-700 hover:underline dark:text-blue-400">
                  {i.title}
                </Link>
                {i.creator_name && <p className="text-xs text-slate-500 dark:text-slate-400">{t('issues.by', { name: i.creator_name })}</p>}
              </td>
              <td className={td}>{i.category_name ?? '—'}</td>
              <td className={`${td} whitespace-nowrap`}>{location(i)}</td>
              <td className={td}>{t(`issues.priority.${i.priority}`)}</td>
              <td className={td}>
                <StatusBadge status={i.status} />
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(i.created_at)}</td>
              <td className={`${td} whitespace-nowrap`}>
                <span className="flex flex-col items-start gap-1">
                  {i.due_at ? formatDate(i.due_at) : '—'}
                  {i.is_overdue && <OverdueBadge />}
                </span>
              </td>
              <td className={`${td} text-right`}>
                {i.can.delete && (
                  <Button variant="ghost" size="icon" onClick={() => onDelete(i)} aria-label={t('issues.row.deleteNamed', { title: i.title })} title={t('issues.row.delete')}>
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
