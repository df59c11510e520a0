/**
 * The unit an entry belongs to, picked from every unit of the building (GET /buildings/{id}/units,
 * which gives the desk all of them) with the staff picker's search; its error under it.
 */
import { useTranslation } from 'react-i18next';
import { useBuildingUnits } from '../../state/buildingUnits';
import { StaffUnitPicker } from '../../ui/StaffUnitPicker';

export function DeskUnitField({
  buildingId,
  unitId,
  onChange,
  error,
  optional = false,
  testId,
}: {
  buildingId: number;
  unitId: number | null;
  onChange: (unitId: number | null) => void;
  /** the error's text, as the form words it */
  error?: string;
  /** a common key has no unit: the empty option then means "no unit" */
  optional?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const units = useBuildingUnits(buildingId);
  return (
    <div>
      <StaffUnitPicker
        units={units}
        value={units.data?.find((u) => u.id === unitId) ?? null}
        onPick={onChange}
        onClear={optional ? () => onChange(null) : undefined}
        texts={{
          search: t('reception.form.unitSearch'),
          label: t(optional ? 'reception.form.unitOptional' : 'reception.form.unit'),
          none: t('reception.form.noUnitFound'),
          clear: t('reception.form.noUnit'),
        }}
        testId={testId}
      />
      {error && (
        <p className="-mt-2 text-sm text-red-700 dark:text-red-400" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
