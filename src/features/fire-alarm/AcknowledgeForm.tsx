/**
 * The note staff give when they acknowledge an alarm (issue 12 §1): required, at most
 * FIRE_ACK_NOTE_MAX characters with a counter. A refusal keeps the form with the server's own words
 * (spec 001 §8: an API error shows the server's message); a success is toasted and `onDone` runs.
 * Used by the screen's dialog and by the palette's 'Acknowledge alarm…'.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import toast from 'react-hot-toast';
import { FIRE_ACK_NOTE_MAX } from '../../../contract/rules/fire-alarm';
import { acknowledgeFireZone } from '../../../contract/routes/fire-alarm';
import { errorMessage } from '../../lib/http';
import { bodySchemaOf, useContractForm } from '../../lib/useContractForm';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/TextAreaField';
import { acknowledgeAlarm } from './api';

export function AcknowledgeForm({
  buildingId,
  zoneId,
  onDone,
  onCancel,
  onBusy,
}: {
  buildingId: number;
  zoneId: number;
  onDone: () => void;
  onCancel?: () => void;
  /** the dialog must not close while the request runs */
  onBusy?: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const ack = useContractForm<{ note: string }, boolean>({
    schema: bodySchemaOf(acknowledgeFireZone),
    defaultValues: { note: '' },
    labels: { note: t('fireAlarm.ack.note') },
    failureText: t('fireAlarm.ack.failed'),
    // a refusal stays in the form in the server's words, not in a toast
    send: async ({ note }) => {
      setFailure(null);
      try {
        await acknowledgeAlarm(buildingId, zoneId, note.trim(), mutate);
        return true;
      } catch (err) {
        setFailure(errorMessage(err, t('fireAlarm.ack.failed')));
        return false;
      }
    },
    onSuccess: (done) => {
      if (!done) return;
      toast.success(t('fireAlarm.ack.success'));
      onDone();
    },
  });
  const busy = ack.pending;
  useEffect(() => onBusy?.(busy), [busy, onBusy]);
  const note = ack.form.watch('note');

  return (
    <form className="flex flex-col gap-3" onSubmit={(e) => void ack.onSubmit(e)} noValidate aria-label={t('fireAlarm.ack.title')}>
      <TextAreaField
        autoFocus
        required
        rows={3}
        label={t('fireAlarm.ack.note')}
        maxLength={FIRE_ACK_NOTE_MAX}
        hint={`${t('fireAlarm.ack.noteHint')} ${t('fireAlarm.ack.counter', { count: note.length, max: FIRE_ACK_NOTE_MAX })}`}
        error={ack.fieldError('note')}
        {...ack.form.register('note')}
      />
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" variant="danger" loading={busy}>
          {t('fireAlarm.ack.submit')}
        </Button>
      </div>
    </form>
  );
}
