import { useEffect, useId, useState, type FormEvent } from 'react';
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
import { type VehicleFormErrors, type VehicleFormValues, emptyVehicleForm, formFromVehicle, validateVehicle } from './rules';

/**
 * Add or edit a licence plate (spec 000 §5): plate (≤ 8 once normalised, with the normalised form
 * shown as a hint), name, e-mail prefilled with the user's, type, the end date only for a temporary
 * plate, a parking space or 'none', note. `onSubmit` toasts its own outcome; on failure the input stays.
 */
export function VehicleFormDialog({
  open,
  vehicle,
  spaces,
  defaultEmail,
  onClose,
  onSubmit,
  pending,
}: {
  open: boolean;
  vehicle: Vehicle | null;
  spaces: readonly ParkingSpace[];
  defaultEmail: string;
  onClose: () => void;
  onSubmit: (values: VehicleFormValues) => Promise<boolean>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [values, setValues] = useState<VehicleFormValues>(() => emptyVehicleForm(defaultEmail));
  const [errors, setErrors] = useState<VehicleFormErrors>({});

  useEffect(() => {
    if (!open) return;
    setValues(vehicle ? formFromVehicle(vehicle, formatApiDate) : emptyVehicleForm(defaultEmail));
    setErrors({});
  }, [open, vehicle, defaultEmail]);

  const set = <K extends keyof VehicleFormValues>(key: K, value: VehicleFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (key in e ? { ...e, [key]: undefined } : e));
  };

  const today = formatApiDate(new Date());
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateVehicle(values, today);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    if (await onSubmit(values)) onClose();
  };

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
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <PlateFields values={values} errors={errors} today={today} onChange={set} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('parking.form.name')} maxLength={VEHICLE_NAME_MAX} value={values.name} onChange={(e) => set('name', e.target.value)} />
          <TextField
            type="email"
            label={t('parking.form.email')}
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
            error={errors.email ? t(errors.email) : undefined}
          />
        </div>
        <SelectField
          label={t('parking.form.space')}
          value={values.spaceId}
          onChange={(e) => set('spaceId', e.target.value)}
          options={[{ value: '', label: t('parking.form.spaceNone') }, ...spaces.map((s) => ({ value: String(s.id), label: s.location ? `${s.name} · ${s.location}` : s.name }))]}
        />
        <TextAreaField label={t('parking.form.note')} rows={3} maxLength={VEHICLE_NOTE_MAX} value={values.note} onChange={(e) => set('note', e.target.value)} />
      </form>
    </Dialog>
  );
}
