import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { UnitSummary } from '../../../contract/units';
import { AUDIT_ACTION_FAMILIES, AUDIT_ACTIONS, AUDIT_OUTCOMES } from '../../../contract/rules/audit';
import { Button } from '../../ui/Button';
import { FilterDisclosure } from '../../ui/FilterDisclosure';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { activeFilters, type AuditFilters, familyFilter, hasFilters, NO_FILTERS, rangeInvalid } from './filters';
import { targetName } from './targetName';

/**
 * The log's filters (issue 29 §3): action (one, or a whole family such as "Parking – all"), unit,
 * outcome and a date range; "who" is picked from the people the log has shown (issue 29 §3: the audit
 * API lists no people, and the users list is the global admins'), or set from a row's name or a link
 * (`?user_id=`); the object ("Dveře č. 12") is set from a row or a link from its screen
 * (`?target=door:12`), as there is no list of every object to pick from. Both show as removable chips
 * that stay in view when a phone folds the fields behind "Filtry (n)" (issue 29 §5). Each change goes
 * to the URL (the page's one source of the filters).
 */

function Chip({ text, removeLabel, onRemove, testId }: { text: string; removeLabel: string; onRemove: () => void; testId: string }) {
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-blue-50 py-1 pl-3 pr-1 text-sm text-blue-800 dark:bg-blue-950 dark:text-blue-200" data-testid={testId}>
      <span className="truncate">{text}</span>
      <button
        type="button"
        className="rounded-full p-1 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-blue-500 dark:hover:bg-blue-900"
        aria-label={removeLabel}
        onClick={onRemove}
      >
        <X className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
    </span>
  );
}
export function AuditFilterBar({
  filters,
  onFilters,
  units,
  userName,
  people,
}: {
  filters: AuditFilters;
  onFilters: (next: AuditFilters) => void;
  units: readonly UnitSummary[];
  /** the filtered user's name, when a row on screen names them */
  userName: string | null;
  /** the people the log has named so far, by id, for the "who" picker */
  people: ReadonlyArray<{ id: number; name: string }>;
}) {
  const { t } = useTranslation();
  const all = t('audit.filters.all');
  const set = (key: keyof AuditFilters, value: string) => onFilters({ ...filters, [key]: value });
  const actionOptions = AUDIT_ACTION_FAMILIES.flatMap((family) => [
    { value: familyFilter(family), label: t('audit.filters.family', { family: t(`audit.families.${family}`) }) },
    ...AUDIT_ACTIONS.filter((a) => a.split('.')[0] === family).map((a) => ({ value: a, label: `\u00a0\u00a0${t(`audit.actions.${a}`)}` })),
  ]);
  const badRange = rangeInvalid(filters);
  return (
    <div className="flex flex-col gap-3" role="search" aria-label={t('audit.filters.label')}>
      <FilterDisclosure active={activeFilters(filters)}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-6">
          <SelectField
            label={t('audit.filters.who')}
            emptyOption={t('audit.filters.everyone')}
            value={filters.user_id}
            onChange={(e) => set('user_id', e.target.value)}
            data-testid="audit-filter-who"
            // a person named by a link but not among those seen stays selectable
            options={[
              ...(filters.user_id && !people.some((p) => String(p.id) === filters.user_id)
                ? [{ value: filters.user_id, label: userName ?? t('audit.filters.userId', { id: filters.user_id }) }]
                : []),
              ...[...people].sort((a, b) => a.name.localeCompare(b.name)).map((p) => ({ value: String(p.id), label: p.name })),
            ]}
          />
          <SelectField
            label={t('audit.filters.action')}
            emptyOption={t('audit.filters.allActions')}
            value={filters.action}
            onChange={(e) => set('action', e.target.value)}
            options={actionOptions}
            data-testid="audit-filter-action"
          />
          <SelectField
            label={t('audit.filters.unit')}
            emptyOption={all}
            value={filters.unit_id}
            onChange={(e) => set('unit_id', e.target.value)}
            // a unit named by a link but not (yet) in the list stays selectable
            options={[
              ...(filters.unit_id && !units.some((u) => String(u.id) === filters.unit_id) ? [{ value: filters.unit_id, label: `#${filters.unit_id}` }] : []),
              ...units.map((u) => ({ value: String(u.id), label: u.number })),
            ]}
          />
          <SelectField
            label={t('audit.filters.outcome')}
            emptyOption={all}
            value={filters.outcome}
            onChange={(e) => set('outcome', e.target.value)}
            options={AUDIT_OUTCOMES.map((o) => ({ value: o, label: t(`audit.outcome.${o}`) }))}
          />
          <TextField type="date" label={t('audit.filters.from')} value={filters.from} max={filters.to || undefined} onChange={(e) => set('from', e.target.value)} />
          <TextField
            type="date"
            label={t('audit.filters.to')}
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => set('to', e.target.value)}
            error={badRange ? t('audit.filters.rangeInvalid') : undefined}
          />
        </div>
      </FilterDisclosure>
      {hasFilters(filters) && (
        <div className="flex flex-wrap items-center gap-2">
          {filters.user_id && (
            <Chip
              testId="audit-user-chip"
              text={t('audit.filters.user', { name: userName ?? t('audit.filters.userId', { id: filters.user_id }) })}
              removeLabel={t('audit.filters.removeUser')}
              onRemove={() => set('user_id', '')}
            />
          )}
          {filters.target && (
            <Chip
              testId="audit-target-chip"
              text={t('audit.filters.target', { name: targetName(t, filters.target) })}
              removeLabel={t('audit.filters.removeTarget')}
              onRemove={() => set('target', '')}
            />
          )}
          <Button variant="ghost" size="sm" onClick={() => onFilters(NO_FILTERS)}>
            {t('audit.filters.clear')}
          </Button>
        </div>
      )}
    </div>
  );
}
