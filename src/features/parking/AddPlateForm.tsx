/**
 * Palette sub-page: add a licence plate to the selected unit in a few keys — plate, type and, for a
 * temporary plate, its end date (the rules of the screen's form; the e-mail is the user's).
 */
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { mutate } from 'swr';
import type { CommandContext } from '../../commands/types';
import { formatApiDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import { createVehicle, unitParkingPrefix } from './api';
import { PlateFields } from './PlateFields';
import { emptyVehicleForm } from './rules';
import { useVehicleForm } from './useVehicleForm';

export function AddPlateForm({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  const { buildingId, unit } = ctx;
  const today = formatApiDate(new Date());
  const save = useVehicleForm({
    defaultValues: emptyVehicleForm(ctx.user?.email ?? ''),
    send: (body) => createVehicle(buildingId!, unit!.id, body),
    failureText: t('parking.toast.addFailed'),
    onSuccess: (saved) => {
      toast.success(t('parking.toast.added', { plate: saved.license_plate }));
      const prefix = unitParkingPrefix(buildingId!, saved.unit_id);
      void mutate((key) => typeof key === 'string' && key.startsWith(prefix));
      close();
    },
  });

  if (buildingId === null || !unit) return <p className="text-sm">{t('parking.toast.selectUnit')}</p>;
  if (!unit.has_parking) return <p className="text-sm">{t('parking.noParking.banner')}</p>;

  return (
    <form onSubmit={(e) => void save.onSubmit(e)} noValidate className="flex flex-col gap-3" aria-label={t('parking.palette.addPlate')}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('parking.palette.forUnit', { unit: unit.number })}</p>
      <PlateFields vehicle={save} today={today} />
      <div className="flex justify-end">
        <Button type="submit" loading={save.pending}>
          {t('parking.form.add')}
        </Button>
      </div>
    </form>
  );
}
