/**
 * Palette sub-page: find a plate among the user's units of the building (staff: every unit), by
 * the server's search. Picking one selects its unit when it is one of the user's (else, for staff,
 * opens the screen on it: ?unit=ID) and shows its vehicles filtered by the plate.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Car } from 'lucide-react';
import type { CommandContext } from '../../commands/types';
import { errorMessage } from '../../lib/http';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { PickList } from '../../ui/PickList';
import { TextField } from '../../ui/TextField';
import { usePlateSearch } from './api';
import { LOG_SEARCH_DEBOUNCE_MS, parkingHref } from './rules';

export function FindPlatePicker({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), LOG_SEARCH_DEBOUNCE_MS);
  const found = usePlateSearch(ctx.buildingId, search);
  const plates = found.data ?? [];

  const pick = (unitId: number, plate: string) => {
    const own = ctx.units.some((u) => u.id === unitId);
    if (own) ctx.setUnitId(unitId);
    // staff land on the plate's unit, theirs or not
    ctx.navigate(parkingHref('vehicles', plate, own ? null : unitId));
    close();
  };

  return (
    <div className="flex flex-col gap-3">
      <TextField autoFocus type="search" autoComplete="off" label={t('parking.palette.findLabel')} placeholder={t('parking.vehicles.searchPlaceholder')} value={text} onChange={(e) => setText(e.target.value)} />
      <PickList
        label={t('parking.palette.findLabel')}
        loading={found.isLoading && !found.data}
        error={found.error && !found.data ? errorMessage(found.error, t('parking.toast.vehiclesLoadFailed')) : null}
        empty={t('parking.palette.noPlates')}
        items={plates.map((p) => ({
          key: p.id,
          icon: <Car className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />,
          label: <span className="font-mono font-semibold">{p.license_plate}</span>,
          detail: [t('parking.palette.plateUnit', { unit: p.unit_number }), p.name, t(`parking.type.${p.type}`)].filter(Boolean).join(' · '),
          onPick: () => pick(p.unit_id, p.license_plate),
        }))}
      />
    </div>
  );
}
