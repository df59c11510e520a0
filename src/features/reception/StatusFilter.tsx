/** Open / closed / all of a register (ui/SegmentedControl.tsx), and how many of its filters are set. */
import { useTranslation } from 'react-i18next';
import type { ReceptionStatusFilter } from '../../../contract/rules/reception';
import { SegmentedControl } from '../../ui/SegmentedControl';
import type { ReceptionTab } from './screen';

// everything first: a resident looking for a parcel sees the collected ones too
const ORDER: readonly ReceptionStatusFilter[] = ['all', 'open', 'closed'];

/**
 * How many of a register's filters are set, for the folded filters' "Filtry (n)": a status other
 * than everything, and a search. The typed text counts at once (not after the debounce), so the
 * button agrees with the field; blanks alone search nothing, so they do not count.
 */
export function activeFilterCount(status: ReceptionStatusFilter, search: string): number {
  return (status === 'all' ? 0 : 1) + (search.trim() === '' ? 0 : 1);
}

export function StatusFilter({ tab, value, onChange }: { tab: ReceptionTab; value: ReceptionStatusFilter; onChange: (value: ReceptionStatusFilter) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      name={`reception-${tab}-status`}
      legend={t('reception.filter.label')}
      choices={ORDER.map((status) => ({ value: status, label: t(`reception.filter.${tab}.${status}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}
