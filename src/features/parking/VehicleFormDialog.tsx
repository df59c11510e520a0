import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParkingSpace, Vehicle } from '../../../contract/parking';
import { VEHICLE_NAME_MAX, VEHICLE_NOTE_MAX } from '../../../contract/rules/parking';
import { formatApiDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { PlateFields } from './PlateFields';
import { emptyVehicleForm, formFromVehicle } from './rules';
import type { VehicleForm } from './useVehicleForm';

/**
 * Add or edit a licence plate (spec 000 §5): plate (≤ 8 once normalised, with the normalised form
 * shown as a hint), name, e-mail prefilled with the user's, type, the end date only for a temporary
 * plate, a parking space or 'none', note. `form` (useVehicleForm) sends and toasts; on failure the input stays.
 */
export function VehicleFormDialog({
  open,
  vehicle,
  spaces,
  defaultEmail,
  onClose,
  form,
}: {
  open: boolean;
  vehicle: Vehicle | null;
  spaces: readonly ParkingSpace[];
  defaultEmail: string;
  onClose: () => void;
  form: VehicleForm;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const { reset, register } = form.form;
  const pending = form.pending;

  useEffect(() => {
    if (!open) return;
    reset(vehicle ? formFromVehicle(vehicle, formatApiDate) : emptyVehicleForm(defaultEmail));
  }, [open, vehicle, defaultEmail, reset]);

  const today = formatApiDate(new Date());
  return (
    <Dialog
      open={open}
      onClose={pending ? () => undefined : onClose}
      dismissOnOutsideClick={false}
      title={t(vehicle ? 'parking.form.editTitle' : 'parking.form.addTitle')}
      data-testid="vehicle-form"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {t(vehicle ? 'common.save' : 'parking.form.add')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void form.onSubmit(e)} noValidate className="space-y-4">
        <PlateFields vehicle={form} today={today} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('parking.form.name')} maxLength={VEHICLE_NAME_MAX} error={form.fieldError('name')} {...register('name')} />
          <TextField
            type="email"
            label={t('parking.form.email')}
            error={form.fieldError('email')}
            {...register('email')}
          />
        </div>
        <SelectField
          label={t('parking.form.space')}
          {...register('parking_space_id')}
          options={[{ value: '', label: t('parking.form.spaceNone') }, ...spaces.map((s) => ({ value: String(s.id), label: s.location ? `${s.name} · ${s.location}` : s.name }))]}
        />
        <TextAreaField label={t('parking.form.note')} rows={3} maxLength={VEHICLE_NOTE_MAX} error={form.fieldError('note')} {...register('note')} />
      </form>
    </Dialog>
  );
}
