/** Palette sub-page: edit the maintenance note of the unit in focus ('maintenance:edit'). */
import { useNoteForm } from './useUnitSave';
import { useTranslation } from 'react-i18next';
import type { CommandContext } from '../../commands/types';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/TextAreaField';
import { keepBackspace } from './DoorbellNameForm';
import { MAINTENANCE_NOTE_MAX } from '../../../contract/rules/units';
import { targetUnit } from './screen';

export function MaintenanceNoteForm({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  const unit = targetUnit(ctx);
  const save = useNoteForm(unit, unit?.maintenance_note ?? '', close);
  if (!unit) return <p className="text-sm">{t('common.selectUnit.description')}</p>;

  return (
    <form onSubmit={save.onSubmit} noValidate className="flex flex-col gap-3" aria-label={t('myUnit.note.title')}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {unit.building.name} · {unit.number}
      </p>
      <TextAreaField
        autoFocus
        label={t('myUnit.note.label')}
        rows={4}
        maxLength={MAINTENANCE_NOTE_MAX}
        {...save.form.register('maintenance_note')}
        error={save.fieldError('maintenance_note')}
        onKeyDown={keepBackspace}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={save.pending}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}

