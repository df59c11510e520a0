/** Open / closed / all of a register (ui/SegmentedControl.tsx). */
import { useTranslation } from 'react-i18next';
import type { ReceptionStatusFilter } from '../../../contract/rules/reception';
import { SegmentedControl } from '../../ui/SegmentedControl';
import type { ReceptionTab } from './screen';

// everything first: a resident looking for a parcel sees the collected ones too
const ORDER: readonly ReceptionStatusFilter[] = ['all', 'open', 'closed'];

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
