import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ArrowDown, ArrowUp, ArrowUpDown, Trash2 } from 'lucide-react';
import type { IssueSummary } from '../../../contract/issues';
import type { IssueSortField } from '../../../contract/rules/issues';
import { formatDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import { CardTable, type Column } from '../../ui/CardTable';
import { OverdueBadge, StatusBadge } from './badges';
import type { IssueSort } from './rules';

function SortButton({ field, label, sort, onSort }: { field: IssueSortField; label: string; sort: IssueSort; onSort: (f: IssueSortField) => void }) {
  const active = sort.by === field;
  const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button type="button" onClick={() => onSort(field)} className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-500 dark:hover:text-white">
      {label}
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
    </button>
  );
}

/**
 * The issues of one page (spec 001 §2): title with creator, category, location, priority, status
 * badge, assignee, reported date and the due date, each row linking to /issues/{id}. Reported,
 * priority and due sort on the server; a click on the sorted header toggles the direction (on a
 * phone the list page's order select does it). The row's actions offer delete only where the server
 * allows it (`can.delete`). Below 1024 px each issue is a card (ui/CardTable.tsx, issue 29 §5):
 * status, priority, dates and assignee in sight at 360 px without scrolling sideways.
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
  const sortable = (field: IssueSortField, header: string): Pick<Column<IssueSummary>, 'header' | 'headerContent' | 'sort'> => ({
    header,
    headerContent: <SortButton field={field} label={header} sort={sort} onSort={onSort} />,
    sort: sort.by !== field ? 'none' : sort.dir === 'asc' ? 'ascending' : 'descending',
  });
  const columns: Column<IssueSummary>[] = [
    {
      id: 'title',
      header: t('issues.columns.title'),
      bare: true,
      className: 'lg:max-w-xs',
      cell: (i) => (
        <>
          <Link href={`/issues/${i.id}`} className="break-words font-medium text-blue-700 hover:underline dark:text-blue-400">
            {i.title}
          </Link>
          {i.creator_name && <span className="block text-xs text-slate-500 dark:text-slate-400">{t('issues.by', { name: i.creator_name })}</span>}
        </>
      ),
    },
    { id: 'status', header: t('issues.columns.status'), cell: (i) => <StatusBadge status={i.status} /> },
    { id: 'priority', ...sortable('priority', t('issues.columns.priority')), cell: (i) => t(`issues.priority.${i.priority}`) },
    { id: 'category', header: t('issues.columns.category'), cell: (i) => i.category_name ?? '—' },
    { id: 'location', header: t('issues.columns.location'), className: 'lg:whitespace-nowrap', cell: location },
    { id: 'assignee', header: t('issues.columns.assignee'), cell: (i) => i.assignee_name ?? <span className="text-slate-500 dark:text-slate-400">{t('issues.detail.unassigned')}</span> },
    { id: 'reported', ...sortable('created_at', t('issues.columns.reported')), className: 'whitespace-nowrap', cell: (i) => formatDate(i.created_at) },
    {
      id: 'due',
      ...sortable('due_at', t('issues.columns.due')),
      className: 'whitespace-nowrap',
      cell: (i) => (
        <span className="inline-flex flex-wrap items-start gap-1 lg:flex-col">
          {i.due_at ? formatDate(i.due_at) : '—'}
          {i.is_overdue && <OverdueBadge />}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('issues.columns.actions'),
      bare: true,
      srHeader: true,
      className: 'lg:text-right',
      cell: (i) =>
        i.can.delete && (
          <Button variant="ghost" size="icon" onClick={() => onDelete(i)} aria-label={t('issues.row.deleteNamed', { title: i.title })} title={t('issues.row.delete')}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        ),
    },
  ];
  return <CardTable label={t('issues.list')} testId="issues-table" columns={columns} entries={issues} rowKey={(i) => i.id} rowTestId={(i) => `issue-row-${i.id}`} framed={false} />;
}
