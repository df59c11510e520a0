/** Palette sub-page: open the selected unit's gate log filtered by a plate (/parking?tab=log&search=…). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizePlate } from '../../../contract/rules/parking';
import type { CommandContext } from '../../commands/types';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { parkingHref, readParkingParams } from './rules';

export function GateLogForm({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  const [plate, setPlate] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // staff keep the unit they chose on the screen (?unit=ID)
    ctx.navigate(parkingHref('log', normalizePlate(plate), readParkingParams(window.location.search).unit));
    close();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t('parking.palette.openLog')}>
      <TextField autoFocus autoComplete="off" className="font-mono uppercase" label={t('parking.form.plate')} value={plate} onChange={(e) => setPlate(e.target.value)} />
      <div className="flex justify-end">
        <Button type="submit">{t('parking.palette.openLogSubmit')}</Button>
      </div>
    </form>
  );
}
