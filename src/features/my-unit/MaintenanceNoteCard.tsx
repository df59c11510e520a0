/**
 * Maintenance note card (spec 000 §2, §6): shown with 'maintenance:view'; editable with
 * 'maintenance:edit', and saving really stores the note.
 */
import { useTranslation } from 'react-i18next';
import type { Unit } from '../../../contract/units';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextAreaField } from '../../ui/TextAreaField';
import { useNoteForm } from './useUnitSave';
import { MAINTENANCE_NOTE_MAX } from '../../../contract/rules/units';

/** Keyed by the loaded note in the parent, so a fresh answer resets the editor. */
export function MaintenanceNoteCard({ unit, editable }: { unit: Unit; editable: boolean }) {
  const { t } = useTranslation();
  const loaded = unit.maintenance_note ?? '';
  const save = useNoteForm(unit, loaded);
  const note = save.form.watch('maintenance_note');
  const dirty = note.trim() !== loaded.trim();

  return (
    <Card title={t('myUnit.note.title')} description={editable ? undefined : t('myUnit.note.readOnly')}>
      {editable ? (
        <form onSubmit={(e) => (dirty ? save.onSubmit(e) : e.preventDefault())} noValidate className="flex flex-col gap-3" aria-label={t('myUnit.note.title')}>
          <TextAreaField
            id="maintenance-note"
            label={t('myUnit.note.label')}
            rows={4}
            maxLength={MAINTENANCE_NOTE_MAX}
            {...save.form.register('maintenance_note')}
            error={save.fieldError('maintenance_note')}
            placeholder={t('myUnit.note.placeholder')}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={!dirty} loading={save.pending}>
              {t('common.save')}
            </Button>
          </div>
        </form>
      ) : (
        <p className="whitespace-pre-wrap text-sm" data-testid="maintenance-note">
          {loaded || <span className="text-slate-500 dark:text-slate-400">{t('myUnit.note.empty')}</span>}
        </p>
      )}
    </Card>
  );
}
