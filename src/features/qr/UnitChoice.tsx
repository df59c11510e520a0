/**
 * The unit pickers of the QR screen (spec 001 §2: without a unit, pickers). Residents pick one of
 * their units of the building (the sidebar's selection); staff pick any unit of the building, and
 * the choice goes to the URL. Native selects: keyboard and screen-reader friendly, the phone's own
 * picker at 360 px, nothing of headlessui's Listbox.
 */
import { useTranslation } from 'react-i18next';
import { House } from 'lucide-react';
import type { UnitSummary } from '../../../contract/units';
import { compareUnits } from '../../state/selection';
import { useSelectedUnit } from '../../state/unit';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { SelectField } from '../../ui/SelectField';

const label = (u: UnitSummary) => `${u.number} · ${u.type_name}`;

export function UnitSelect({ units, value, onPick }: { units: readonly UnitSummary[]; value: number | null; onPick: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('qr.selectUnit.label')}
      emptyOption={t('common.choose')}
      value={value === null ? '' : String(value)}
      onChange={(e) => e.target.value && onPick(Number(e.target.value))}
      options={[...units].sort(compareUnits).map((u) => ({ value: String(u.id), label: label(u) }))}
    />
  );
}

/** A resident without a selected unit: their units of the building, or a note that there are none. */
export function SelectUnitPrompt() {
  const { t } = useTranslation();
  const { units, setUnitId } = useSelectedUnit();
  return (
    <Card>
      <EmptyState
        icon={<House className="h-10 w-10" />}
        title={t('qr.selectUnit.title')}
        description={units.length > 0 ? t('qr.selectUnit.description') : t('qr.selectUnit.none')}
        action={
          units.length > 0 ? (
            <div className="w-full max-w-xs text-left">
              <UnitSelect units={units} value={null} onPick={setUnitId} />
            </div>
          ) : undefined
        }
      />
    </Card>
  );
}
