/**
 * "Record a past cleaning…" (issue 15 §1): when it started and finished, and an optional note. A
 * form of the one form model (lib/useContractForm.ts): the route's body schema asks for both times,
 * the span rule (rules.ts, the server's own) names what else is wrong before anything is sent, and
 * the server's refusal keeps the dialog open with its message toasted. Outside clicks do not close
 * it: typed times are not lost to a stray tap.
 */
import { useTranslation } from 'react-i18next';
import type { CleaningEventRequest } from '../../../contract/cleaning';
import { CLEANING_MIN_DATE, CLEANING_NOTE_MAX } from '../../../contract/rules/cleaning';
import { useContractForm } from '../../lib/useContractForm';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { sendCleaning, useShowCleaning } from './api';
import { BODY_FIELD, localInputValue, recordRequest, recordSchema, type RecordValues } from './rules';

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
  const label = { startedAt: t('cleaning.record.startedAt'), finishedAt: t('cleaning.record.finishedAt'), note: t('cleaning.record.note') };
  const save = useContractForm<RecordValues, Awaited<ReturnType<typeof sendCleaning>>>({
    schema: recordSchema(() => new Date()),
    defaultValues: EMPTY,
    labels: { [BODY_FIELD.startedAt]: label.startedAt, [BODY_FIELD.finishedAt]: label.finishedAt, [BODY_FIELD.note]: label.note },
    toBody: recordRequest,
    // checked first: both times are there
    send: (v) => sendCleaning(buildingId, recordRequest(v) as CleaningEventRequest),
    successText: t('cleaning.toast.recorded'),
    failureText: t('cleaning.toast.recordFailed'),
    onSuccess: (event) => {
      show(event);
      onClose();
    },
  });
  const startedAt = save.form.watch('startedAt');
  const note = save.form.watch('note') ?? '';
  const min = `${CLEANING_MIN_DATE}T00:00`;
  const max = localInputValue(new Date());

  return (
    <form className="flex flex-col gap-3" onSubmit={(e) => void save.onSubmit(e)} noValidate aria-label={t('cleaning.record.title')}>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          type="datetime-local"
          label={label.startedAt}
          required
          min={min}
          max={max}
          error={save.fieldError(BODY_FIELD.startedAt)}
          {...save.form.register('startedAt')}
        />
        <TextField
          type="datetime-local"
          label={label.finishedAt}
          required
          min={startedAt || min}
          max={max}
          error={save.fieldError(BODY_FIELD.finishedAt)}
          {...save.form.register('finishedAt')}
        />
      </div>
      <TextAreaField
        label={label.note}
        rows={3}
        maxLength={CLEANING_NOTE_MAX}
        error={save.fieldError(BODY_FIELD.note)}
        hint={t('cleaning.record.noteHint', { count: note.length, max: CLEANING_NOTE_MAX })}
        {...save.form.register('note')}
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
