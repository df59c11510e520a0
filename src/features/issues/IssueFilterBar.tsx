import { useTranslation } from 'react-i18next';
import type { IssueCategory } from '../../../contract/issues';
import type { UnitSummary } from '../../../contract/units';
import { ISSUE_LOCATION_TYPES, ISSUE_PRIORITIES, ISSUE_STATUSES, ISSUE_TYPES, type IssueSortField } from '../../../contract/rules/issues';
import { FilterDisclosure } from '../../ui/FilterDisclosure';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { type IssueFilters, type IssueSort, type SortDir, flattenCategories, indented } from './rules';

/** How many of the folded filters are set (the search stays in sight, so it is not counted). */
export function activeFilterCount(f: IssueFilters): number {
  return [f.status, f.priority, f.type, f.category_id, f.location_type, f.unit_id, f.overdue].filter(Boolean).length;
}

/** the orders the table's headers offer, by the header's column name */
const SORT_COLUMN: ReadonlyArray<[IssueSortField, string]> = [
  ['created_at', 'reported'],
  ['priority', 'priority'],
  ['due_at', 'due'],
];

/**
 * The list's filters (issue 11 §2): search, status, priority, type, category, location, unit, overdue;
 * each select has 'all'. The search stays in sight; the rest fold behind "Filtry (n)" below 1024 px
 * (ui/FilterDisclosure.tsx), with the order as a select there, since a card list has no headers to click.
 */
export function IssueFilterBar({
  searchText,
  onSearchText,
  filters,
  onFilters,
  categories,
  units,
  sort,
  onSort,
}: {
  searchText: string;
  onSearchText: (text: string) => void;
  filters: IssueFilters;
  onFilters: (next: IssueFilters) => void;
  categories: readonly IssueCategory[];
  units: readonly UnitSummary[];
  sort: IssueSort;
  onSort: (next: IssueSort) => void;
}) {
  const { t } = useTranslation();
  const all = t('issues.filters.all');
  const set = <K extends keyof IssueFilters>(key: K, value: IssueFilters[K]) => onFilters({ ...filters, [key]: value });
  const sortOptions = SORT_COLUMN.flatMap(([by, column]) =>
    (['desc', 'asc'] as const).map((dir) => ({ value: `${by}:${dir}`, label: t(`issues.sortOrder.${dir}`, { column: t(`issues.columns.${column}`) }) })),
  );
  return (
    <div className="flex min-w-0 flex-col gap-3" role="search" aria-label={t('issues.filters.label')}>
      <div className="sm:max-w-md">
        <TextField
          type="search"
          label={t('issues.filters.search')}
          placeholder={t('issues.filters.searchPlaceholder')}
          value={searchText}
          onChange={(e) => onSearchText(e.target.value)}
          data-command="issues.find"
        />
      </div>
      <FilterDisclosure active={activeFilterCount(filters)}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div className="lg:hidden">
            <SelectField
              label={t('issues.sortOrder.label')}
              value={`${sort.by}:${sort.dir}`}
              onChange={(e) => {
                const [by, dir] = e.target.value.split(':') as [IssueSortField, SortDir];
                onSort({ by, dir });
              }}
              options={sortOptions}
            />
          </div>
          <SelectField
            label={t('issues.filters.status')}
            emptyOption={all}
            value={filters.status}
            onChange={(e) => set('status', e.target.value as IssueFilters['status'])}
            options={ISSUE_STATUSES.map((s) => ({ value: s, label: t(`issues.status.${s}`) }))}
          />
          <SelectField
            label={t('issues.filters.priority')}
            emptyOption={all}
            value={filters.priority}
            onChange={(e) => set('priority', e.target.value as IssueFilters['priority'])}
            options={ISSUE_PRIORITIES.map((p) => ({ value: p, label: t(`issues.priority.${p}`) }))}
          />
          <SelectField
            label={t('issues.filters.type')}
            emptyOption={all}
            value={filters.type}
            onChange={(e) => set('type', e.target.value as IssueFilters['type'])}
            options={ISSUE_TYPES.map((v) => ({ value: v, label: t(`issues.type.${v}`) }))}
          />
          <SelectField
            label={t('issues.filters.category')}
            emptyOption={all}
            value={filters.category_id}
            onChange={(e) => set('category_id', e.target.value)}
            options={flattenCategories(categories).map(({ category, depth }) => ({ value: String(category.id), label: indented(category.name, depth) }))}
          />
          <SelectField
            label={t('issues.filters.location')}
            emptyOption={all}
            value={filters.location_type}
            // a unit belongs to the unit location: leaving it drops the unit filter
            onChange={(e) => onFilters({ ...filters, location_type: e.target.value as IssueFilters['location_type'], unit_id: e.target.value === 'building' ? '' : filters.unit_id })}
            options={ISSUE_LOCATION_TYPES.map((l) => ({ value: l, label: t(`issues.locationType.${l}`) }))}
          />
          <SelectField
            label={t('issues.filters.unit')}
            emptyOption={all}
            value={filters.unit_id}
            disabled={filters.location_type === 'building'}
            onChange={(e) => set('unit_id', e.target.value)}
            options={units.map((u) => ({ value: String(u.id), label: u.number }))}
          />
          <label className="flex items-center gap-2 self-end pb-2 text-sm">
            <input type="checkbox" className="h-4 w-4 rounded border-slate-300" checked={filters.overdue} onChange={(e) => set('overdue', e.target.checked)} />
            {t('issues.filters.overdue')}
          </label>
        </div>
      </FilterDisclosure>
    </div>
  );
}
