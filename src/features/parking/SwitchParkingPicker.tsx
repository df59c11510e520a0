/**
 * Palette sub-page for holders of parking:manage: the building's units without parking; picking
 * one switches its parking on (POST /units/{id}/set-parking) and opens the parking screen on it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { ParkingSquare } from 'lucide-react';
import type { CommandContext } from '../../commands/types';
import { errorMessage } from '../../lib/http';
import { PickList } from '../../ui/PickList';
import { TextField } from '../../ui/TextField';
import { setUnitParking } from './api';
import { parkingHref } from './rules';
import { compareUnits } from '../../state/selection';
import { unitMatches } from '../../state/unitSearch';
import { useBuildingUnits } from '../../state/buildingUnits';

export function SwitchParkingPicker({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const list = useBuildingUnits(ctx.buildingId);
  const units = (list.data ?? []).filter((u) => !u.has_parking && unitMatches(u, text)).sort(compareUnits);

  const pick = async (id: number, number: string) => {
    setBusy(id);
    try {
      await setUnitParking(id, true);
      toast.success(t('parking.toast.switchedOn', { unit: number }));
      // the screen lands on the unit just switched on, to add its plates and spaces
      ctx.navigate(parkingHref('vehicles', undefined, id));
      close();
    } catch (err) {
      toast.error(errorMessage(err, t('parking.toast.switchFailed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <TextField autoFocus type="search" autoComplete="off" label={t('parking.palette.unitLabel')} value={text} onChange={(e) => setText(e.target.value)} />
      <PickList
        label={t('parking.palette.unitLabel')}
        loading={list.isLoading && !list.data}
        error={list.error && !list.data ? errorMessage(list.error, t('errors.unitsLoad')) : null}
        empty={t('parking.palette.noUnitsWithout')}
        items={units.map((u) => ({
          key: u.id,
          icon: <ParkingSquare className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />,
          label: `${u.number} · ${u.type_name}`,
          busy: busy === u.id,
          onPick: () => void pick(u.id, u.number),
        }))}
      />
    </div>
  );
}
