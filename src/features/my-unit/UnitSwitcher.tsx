/** Picks which of the user's units the page shows, across buildings (the sidebar picks within one). */
import { useTranslation } from 'react-i18next';
import type { UnitSummary } from '../../../contract/units';
import { SelectField } from '../../ui/SelectField';

export const unitLabel = (u: UnitSummary) => `${u.building.name} · ${u.number} · ${u.type_name}`;

export function UnitSwitcher({ units, value, onChange }: { units: readonly UnitSummary[]; value: number; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="w-full sm:w-80">
      <SelectField
        label={t('myUnit.switcher.label')}
        data-testid="my-unit-switcher"
        value={String(value)}
        onChange={(e) => onChange(Number(e.target.value))}
        options={units.map((u) => ({ value: String(u.id), label: unitLabel(u) }))}
      />
    </div>
  );
}
