/** Palette sub-page: rename the doorbell of the unit in focus (name ≤ 35 characters, live counter). */
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandContext } from '../../commands/types';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useSaveFeatures } from './useUnitSave';
import { buildFeaturesPayload, settingsFromUnit } from './rules';
import { DOORBELL_NAME_MAX, featureRules, isDoorbellNameValid } from '../../../contract/rules/units';
import { targetUnit } from './screen';

/** Backspace in a palette form field edits the text; it must not bubble up as "go back". */
export const keepBackspace = (e: KeyboardEvent) => {
  if (e.key === 'Backspace') e.stopPropagation();
};

export function DoorbellNameForm({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  const unit = targetUnit(ctx);
  const [name, setName] = useState(unit?.features.doorbell.name ?? '');
  const save = useSaveFeatures(unit, close);

  if (!unit || !featureRules(unit.type).doorbell) {
    return <p className="text-sm">{t('myUnit.palette.noDoorbell')}</p>;
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isDoorbellNameValid(name)) return;
    const { doorbell } = buildFeaturesPayload(unit.type, { ...settingsFromUnit(unit), doorbellName: name });
    void save.submit({ doorbell });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t('myUnit.palette.renameDoorbell')}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {unit.building.name} · {unit.number}
      </p>
      <TextField
        autoFocus
        label={t('myUnit.settings.doorbell.name')}
        value={name}
        maxLength={DOORBELL_NAME_MAX}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={keepBackspace}
        hint={`${name.length}/${DOORBELL_NAME_MAX}`}
        autoComplete="off"
      />
      <div className="flex justify-end">
        <Button type="submit" loading={save.pending} disabled={!isDoorbellNameValid(name)}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
