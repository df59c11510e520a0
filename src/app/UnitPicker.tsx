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
  // why there is nothing to pick goes below the select, where it wraps: as the select's own option it was
  // cut to "…nemáte žádn" in the drawer at 360 px, for staff above all, who have no units (issue 29 §8f)
  const note = buildingId === null ? t('shell.unit.needBuilding') : units.length === 0 && !isLoading ? t('shell.unit.none') : undefined;

  return (
    <SelectField
      label={t('shell.unit.label')}
      data-testid="unit-picker"
      value={unitId === null ? '' : String(unitId)}
      disabled={disabled}
      onChange={(e) => setUnitId(e.target.value ? Number(e.target.value) : null)}
      emptyOption={note ? '—' : t('shell.unit.placeholder')}
      hint={note}
      options={sorted.map((u) => ({ value: String(u.id), label: `${u.number} · ${u.type_name}` }))}
    />
  );
}
