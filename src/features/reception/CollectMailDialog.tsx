/**
 * "Collected": who picked the mail up (optional) and when — now unless the desk changes the time,
 * e.g. writing down later a parcel handed over in a rush. A refusal (someone marked it a moment
 * ago: 409) keeps the dialog open with the server's words and reloads the register behind it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailItem } from '../../../contract/reception';
import { RECEPTION_NAME_MAX } from '../../../contract/rules/reception';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/TextField';
import { closeEntry, useRefreshRegister } from './api';
import { FormError } from './FormError';
import { collectBody, localInputValue, validateCollect, type CollectField, type CollectValues } from './rules';

export function CollectMailDialog({ buildingId, mail, onClose }: { buildingId: number; mail: MailItem; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshRegister(buildingId, 'mail');
  // the time the dialog opened, as the field shows it: left alone, the server stamps its own now
  const [openedAt] = useState(() => localInputValue(new Date()));
  const [values, setValues] = useState<CollectValues>({ collectedBy: '', at: openedAt });
  const save = useFormSubmit<CollectValues, MailItem, CollectField>({
    key: `form:reception-collect:${buildingId}:${mail.id}`,
    send: async (v) => {
      try {
        return await closeEntry(buildingId, 'mail', mail.id, collectBody(v, openedAt));
      } catch (e) {
        // whatever the refusal, the row behind the dialog should show the register as it now is
        refresh();
        throw e;
      }
    },
    validate: (v) => validateCollect(v, openedAt, mail.received_at),
    successText: t('reception.toast.closed.mail'),
    failureText: t('reception.toast.closeFailed.mail'),
    onSuccess: (collected) => {
      refresh(collected);
      onClose();
    },
  });
  return (
    <FormDialog
      name="reception-collect-dialog"
      title={t('reception.collect.title')}
      busy={save.pending}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void save.submit(values);
      }}
      submitLabel={t('reception.collect.submit')}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('reception.collect.what', { type: t(`reception.mailType.${mail.type}`), unit: mail.unit_label })}
        {mail.sender && ` · ${mail.sender}`}
      </p>
      <TextField
        label={t('reception.collect.collectedBy')}
        hint={t('reception.collect.collectedByHint')}
        autoComplete="off"
        maxLength={RECEPTION_NAME_MAX}
        value={values.collectedBy}
        onChange={(e) => setValues((v) => ({ ...v, collectedBy: e.target.value }))}
      />
      <TextField
        type="datetime-local"
        label={t('reception.collect.at')}
        hint={t('reception.collect.atHint')}
        required
        min={localInputValue(new Date(mail.received_at))}
        max={openedAt}
        value={values.at}
        onChange={(e) => {
          setValues((v) => ({ ...v, at: e.target.value }));
          save.clearFieldErrors('at');
        }}
        error={save.fieldErrors.at && t(save.fieldErrors.at)}
      />
      <FormError text={save.error} />
    </FormDialog>
  );
}
