/** Palette sub-page: rename the doorbell of the unit in focus (name ≤ 35 characters, live counter). */
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandContext } from '../../commands/types';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { DOORBELL_NAME_PATH, useFeaturesForm } from './useUnitSave';
import { buildFeaturesPayload, settingsFromUnit } from './rules';
import { DOORBELL_NAME_MAX, featureRules } from '../../../contract/rules/units';
import { targetUnit } from './screen';

/** Backspace in a palette form field edits the text; it must not bubble up as "go back". */
export const keepBackspace = (e: KeyboardEvent) => {
  if (e.key === 'Backspace') e.stopPropagation();
};

export function DoorbellNameForm({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  const unit = targetUnit(ctx);
  // only the doorbell is sent: its switch as stored, the name as typed
  const save = useFeaturesForm<{ name: string }>(unit, { name: unit?.features.doorbell.name ?? '' }, ({ name }) => ({
    doorbell: buildFeaturesPayload(unit!.type, { ...settingsFromUnit(unit!), doorbellName: name }).doorbell,
  }), close);
  const name = save.form.watch('name') ?? '';
  const label = t('myUnit.settings.doorbell.name');

  if (!unit || !featureRules(unit.type).doorbell) {
    return <p className="text-sm">{t('myUnit.palette.noDoorbell')}</p>;
  }

  return (
    <form onSubmit={(e) => void save.onSubmit(e)} noValidate className="flex flex-col gap-3" aria-label={t('myUnit.palette.renameDoorbell')}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {unit.building.name} · {unit.number}
      </p>
      <TextField
        autoFocus
        label={label}
        maxLength={DOORBELL_NAME_MAX}
        {...save.form.register('name')}
        error={save.fieldError(DOORBELL_NAME_PATH)}
        onKeyDown={keepBackspace}
        hint={`${name.length}/${DOORBELL_NAME_MAX}`}
        autoComplete="off"
      />
      <div className="flex justify-end">
        <Button type="submit" loading={save.pending}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
