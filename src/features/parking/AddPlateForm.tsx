/**
 * Palette sub-page: add a licence plate to the selected unit in a few keys — plate, type and, for a
 * temporary plate, its end date (the rules of the screen's form; the e-mail is the user's).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { mutate } from 'swr';
import type { Vehicle } from '../../../contract/parking';
import type { CommandContext } from '../../commands/types';
import { formatApiDate } from '../../lib/format';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { Button } from '../../ui/Button';
import { createVehicle } from './api';
import { PlateFields } from './PlateFields';
import { type VehicleField, type VehicleFormValues, emptyVehicleForm, vehiclePayload, validateVehicle } from './rules';

export function AddPlateForm({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<VehicleFormValues>(() => emptyVehicleForm(ctx.user?.email ?? ''));
  const { buildingId, unit } = ctx;
  const today = formatApiDate(new Date());
  const save = useFormSubmit<VehicleFormValues, Vehicle, VehicleField>({
    key: 'form:parking-add-plate',
    validate: (v) => validateVehicle(v, today),
    send: (v) => createVehicle(buildingId!, unit!.id, vehiclePayload(v)),
    failureText: t('parking.toast.addFailed'),
    onSuccess: (saved) => {
      toast.success(t('parking.toast.added', { plate: saved.license_plate }));
      void mutate((key) => typeof key === 'string' && key.startsWith(`/buildings/${buildingId}/units/${saved.unit_id}/`));
      close();
    },
  });

  if (buildingId === null || !unit) return <p className="text-sm">{t('parking.toast.selectUnit')}</p>;
  if (!unit.has_parking) return <p className="text-sm">{t('parking.noParking.banner')}</p>;

  const set = <K extends keyof VehicleFormValues>(key: K, value: VehicleFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key === 'licensePlate' || key === 'validTo') save.clearFieldErrors(key as VehicleField);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.submit(values);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t('parking.palette.addPlate')}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('parking.palette.forUnit', { unit: unit.number })}</p>
      <PlateFields values={values} errors={save.fieldErrors} today={today} onChange={set} />
      <div className="flex justify-end">
        <Button type="submit" loading={save.pending}>
          {t('parking.form.add')}
        </Button>
      </div>
    </form>
  );
}
