/**
 * "Record a past cleaning…" (issue 15 §1): when it started and finished, and an optional note. The
 * fields refuse nothing by themselves beyond the browser's min/max; the checks of rules.ts name what
 * is wrong before anything is sent, and the server's refusal keeps the dialog open with its message
 * toasted. Outside clicks do not close it: typed times are not lost to a stray tap.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CLEANING_MIN_DATE, CLEANING_NOTE_MAX } from '../../../contract/rules/cleaning';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { sendCleaning, useShowCleaning } from './api';
import { localInputValue, recordRequest, validateRecord, type RecordField, type RecordValues } from './rules';

const EMPTY: RecordValues = { startedAt: '', finishedAt: '', note: '' };

export function RecordDialog({ buildingId, open, onClose }: { buildingId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('cleaning.record.title')} description={t('cleaning.record.description')} dismissOnOutsideClick={false} data-testid="cleaning-record-dialog">
      {/* a fresh form each time it opens: nothing typed for one record is sent for the next */}
      {open && <RecordForm buildingId={buildingId} onClose={onClose} />}
    </Dialog>
  );
}

function RecordForm({ buildingId, onClose }: { buildingId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const show = useShowCleaning(buildingId);
  const [values, setValues] = useState<RecordValues>(EMPTY);
  const save = useFormSubmit<RecordValues, Awaited<ReturnType<typeof sendCleaning>>, RecordField>({
    key: `form:cleaning-record:${buildingId}`,
    send: (v) => sendCleaning(buildingId, recordRequest(v)),
    validate: (v) => validateRecord(v),
    successText: t('cleaning.toast.recorded'),
    failureText: t('cleaning.toast.recordFailed'),
    onSuccess: (event) => {
      show(event);
      onClose();
    },
  });

  const set = (field: keyof RecordValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== 'note') save.clearFieldErrors(field);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.submit(values);
  };
  const error = (field: RecordField) => {
    const key = save.fieldErrors[field];
    return key ? t(key, { max: CLEANING_NOTE_MAX }) : undefined;
  };
  const min = `${CLEANING_MIN_DATE}T00:00`;
  const max = localInputValue(new Date());

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate aria-label={t('cleaning.record.title')}>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          type="datetime-local"
          label={t('cleaning.record.startedAt')}
          required
          min={min}
          max={max}
          value={values.startedAt}
          onChange={(e) => set('startedAt', e.target.value)}
          error={error('startedAt')}
        />
        <TextField
          type="datetime-local"
          label={t('cleaning.record.finishedAt')}
          required
          min={values.startedAt || min}
          max={max}
          value={values.finishedAt}
          onChange={(e) => set('finishedAt', e.target.value)}
          error={error('finishedAt')}
        />
      </div>
      <TextAreaField
        label={t('cleaning.record.note')}
        rows={3}
        maxLength={CLEANING_NOTE_MAX}
        value={values.note}
        onChange={(e) => set('note', e.target.value)}
        hint={t('cleaning.record.noteHint', { count: values.note.length, max: CLEANING_NOTE_MAX })}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={save.pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={save.pending}>
          {t('cleaning.record.submit')}
        </Button>
      </div>
    </form>
  );
}
