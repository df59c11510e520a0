/** The unit picker under the building picker; units of the selected building only. */
import { useTranslation } from 'react-i18next';
import { useSelectedBuilding } from '../state/building';
import { compareUnits } from '../state/selection';
import { useSelectedUnit } from '../state/unit';
import { SelectField } from '../ui/SelectField';

export function UnitPicker() {
  const { t } = useTranslation();
  const { buildingId } = useSelectedBuilding();
  const { unitId, units, setUnitId, isLoading } = useSelectedUnit();
  const sorted = [...units].sort(compareUnits);
  const disabled = buildingId === null || isLoading || units.length === 0;

  return (
    <SelectField
      label={t('shell.unit.label')}
      data-testid="unit-picker"
      value={unitId === null ? '' : String(unitId)}
      disabled={disabled}
      onChange={(e) => setUnitId(e.target.value ? Number(e.target.value) : null)}
      emptyOption={
        buildingId === null ? t('shell.unit.needBuilding') : units.length === 0 && !isLoading ? t('shell.unit.none') : t('shell.unit.placeholder')
      }
      options={sorted.map((u) => ({ value: String(u.id), label: `${u.number} · ${u.type_name}` }))}
    />
  );
}
