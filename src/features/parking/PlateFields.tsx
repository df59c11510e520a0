import { useTranslation } from 'react-i18next';
import { LICENSE_PLATE_MAX, VEHICLE_TYPES, normalizePlate } from '../../../contract/rules/parking';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import type { VehicleForm } from './useVehicleForm';

/**
 * The plate, its type and — for a temporary plate only — its end date: the heart of the vehicle form,
 * shared by the screen's dialog and the palette's small form. The hint shows the plate as it will be
 * stored (spaces removed, upper case).
 */
export function PlateFields({ vehicle, today }: { vehicle: VehicleForm; /** yyyy-MM-dd: the earliest end date */ today: string }) {
  const { t } = useTranslation();
  const { register, watch } = vehicle.form;
  const plate = watch('license_plate');
  const normalised = normalizePlate(plate);
  return (
    <>
      <TextField
        label={t('parking.form.plate')}
        required
        autoFocus
        autoComplete="off"
        className="font-mono uppercase"
        error={vehicle.fieldError('license_plate')}
        hint={normalised && normalised !== plate ? t('parking.form.plateNormalised', { plate: normalised }) : t('parking.form.plateHint', { max: LICENSE_PLATE_MAX })}
        {...register('license_plate')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('parking.form.type')} options={VEHICLE_TYPES.map((v) => ({ value: v, label: t(`parking.type.${v}`) }))} {...register('type')} />
        {watch('type') === 'temporary' && (
          <TextField type="date" required label={t('parking.form.validTo')} min={today} error={vehicle.fieldError('valid_to')} {...register('valid_to')} />
        )}
      </div>
    </>
  );
}
