import { useTranslation } from 'react-i18next';
import { LICENSE_PLATE_MAX, VEHICLE_TYPES, normalizePlate } from '../../../contract/rules/parking';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import type { VehicleFormErrors, VehicleFormValues } from './rules';

/**
 * The plate, its type and — for a temporary plate only — its end date: the heart of the vehicle form,
 * shared by the screen's dialog and the palette's small form. The hint shows the plate as it will be
 * stored (spaces removed, upper case).
 */
export function PlateFields({
  values,
  errors,
  today,
  onChange,
}: {
  values: Pick<VehicleFormValues, 'licensePlate' | 'type' | 'validTo'>;
  errors: VehicleFormErrors;
  /** yyyy-MM-dd: the earliest end date */
  today: string;
  onChange: <K extends 'licensePlate' | 'type' | 'validTo'>(key: K, value: VehicleFormValues[K]) => void;
}) {
  const { t } = useTranslation();
  const normalised = normalizePlate(values.licensePlate);
  const error = (key: keyof VehicleFormErrors) => (errors[key] ? t(errors[key]!, { max: LICENSE_PLATE_MAX }) : undefined);
  return (
    <>
      <TextField
        label={t('parking.form.plate')}
        required
        autoFocus
        autoComplete="off"
        className="font-mono uppercase"
        value={values.licensePlate}
        onChange={(e) => onChange('licensePlate', e.target.value)}
        error={error('licensePlate')}
        hint={normalised && normalised !== values.licensePlate ? t('parking.form.plateNormalised', { plate: normalised }) : t('parking.form.plateHint', { max: LICENSE_PLATE_MAX })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('parking.form.type')}
          value={values.type}
          onChange={(e) => onChange('type', e.target.value as VehicleFormValues['type'])}
          options={VEHICLE_TYPES.map((v) => ({ value: v, label: t(`parking.type.${v}`) }))}
        />
        {values.type === 'temporary' && (
          <TextField
            type="date"
            required
            label={t('parking.form.validTo')}
            min={today}
            value={values.validTo}
            onChange={(e) => onChange('validTo', e.target.value)}
            error={error('validTo')}
          />
        )}
      </div>
    </>
  );
}
