import { useTranslation } from 'react-i18next';
import { House } from 'lucide-react';
import { useSelectedBuilding } from '../state/building';
import { compareUnits } from '../state/selection';
import { useSelectedUnit } from '../state/unit';
import { EmptyState } from './EmptyState';
import { SelectField } from './SelectField';
import { SelectBuildingPrompt } from './SelectBuildingPrompt';

/** Shown by unit-scoped screens (parking, QR access) while no unit is selected. */
export function SelectUnitPrompt({ description }: { description?: string }) {
  const { t } = useTranslation();
  const { buildingId } = useSelectedBuilding();
  const { units, setUnitId } = useSelectedUnit();
  if (buildingId === null) return <SelectBuildingPrompt />;
  return (
    <EmptyState
      icon={<House className="h-10 w-10" />}
      title={t('common.selectUnit.title')}
      description={description ?? (units.length ? t('common.selectUnit.description') : t('shell.unit.none'))}
      action={
        units.length > 0 ? (
          <div className="w-full max-w-xs text-left">
            <SelectField
              label={t('shell.unit.label')}
              emptyOption={t('common.choose')}
              value=""
              onChange={(e) => e.target.value && setUnitId(Number(e.target.value))}
              options={[...units].sort(compareUnits).map((u) => ({ value: String(u.id), label: `${u.number} · ${u.type_name}` }))}
            />
          </div>
        ) : undefined
      }
    />
  );
}
