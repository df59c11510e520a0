import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import type { DocumentCategory } from '../../../../contract/documents';
import type { UnitSummary } from '../../../../contract/units';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import type { DocumentFilters } from '../rules';

export interface DocumentFilterBarProps {
  /** what is typed (the list follows it after the debounce) */
  searchText: string;
  onSearchText: (text: string) => void;
  filters: DocumentFilters;
  onFilters: (next: DocumentFilters) => void;
  categories: readonly DocumentCategory[];
  units: readonly UnitSummary[];
}

/** Spec 000 §2: free-text search and three selects, each with an 'all' option. */
export function DocumentFilterBar({ searchText, onSearchText, filters, onFilters, categories, units }: DocumentFilterBarProps) {
  const { t } = useTranslation();
  const all = t('documents.filters.all');
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" role="search" aria-label={t('documents.filters.label')}>
      <div className="relative">
        <TextField
          type="search"
          label={t('documents.filters.search')}
          placeholder={t('documents.filters.searchPlaceholder')}
          value={searchText}
          onChange={(e) => onSearchText(e.target.value)}
          className="pl-9"
          data-testid="documents-search"
        />
        <Search className="pointer-events-none absolute bottom-2.5 left-3 h-4 w-4 text-slate-400" aria-hidden="true" />
      </div>
      <SelectField
        label={t('documents.filters.category')}
        emptyOption={all}
        value={filters.category_id}
        onChange={(e) => onFilters({ ...filters, category_id: e.target.value })}
        options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <SelectField
        label={t('documents.filters.unit')}
        emptyOption={all}
        value={filters.unit_id}
        onChange={(e) => onFilters({ ...filters, unit_id: e.target.value })}
        options={units.map((u) => ({ value: String(u.id), label: u.number }))}
      />
      <SelectField
        label={t('documents.filters.visibility')}
        emptyOption={all}
        value={filters.visibility}
        onChange={(e) => onFilters({ ...filters, visibility: e.target.value as DocumentFilters['visibility'] })}
        options={[
          { value: 'public', label: t('documents.visibility.public') },
          { value: 'private', label: t('documents.visibility.private') },
        ]}
      />
    </div>
  );
}
