/**
 * "Collected": who picked the mail up (optional) and when — now unless the desk changes the time,
 * e.g. writing down later a parcel handed over in a rush. A refusal (someone marked it a moment
 * ago: 409) keeps the dialog open with the server's words and reloads the register behind it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailItem } from '../../../contract/reception';
import { RECEPTION_NAME_MAX } from '../../../contract/rules/reception';
import { collectMail } from '../../../contract/routes/reception';
import { bodySchemaOf, useContractForm } from '../../lib/useContractForm';
import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/TextField';
import { closeEntry, useRefreshRegister } from './api';
import { FormError } from './FormError';
import { collectBody, collectSchema, localInputValue, type CollectValues } from './rules';
import { keepingFailure } from './useDeskRecord';

export function CollectMailDialog({ buildingId, mail, onClose }: { buildingId: number; mail: MailItem; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshRegister(buildingId, 'mail');
  // the time the dialog opened, as the field shows it: left alone, the server stamps its own now
  const [openedAt] = useState(() => localInputValue(new Date()));
  const [failure, setFailure] = useState<string | null>(null);
  const failureText = t('reception.toast.closeFailed.mail');
  const save = useContractForm<CollectValues, MailItem>({
    schema: async () => collectSchema(await bodySchemaOf(collectMail)(), mail.received_at),
    defaultValues: { collected_by: '', at: openedAt },
    labels: { collected_by: t('reception.collect.collectedBy'), at: t('reception.collect.at') },
    toBody: (v) => collectBody(v, openedAt),
    send: (v) =>
      keepingFailure(
        async () => {
          try {
            return await closeEntry(buildingId, 'mail', mail.id, collectBody(v, openedAt));
          } catch (e) {
            // whatever the refusal, the row behind the dialog should show the register as it now is
            refresh();
            throw e;
          }
        },
        failureText,
        setFailure,
      ),
    successText: t('reception.toast.closed.mail'),
    failureText,
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
      onSubmit={(e) => void save.onSubmit(e)}
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
        error={save.fieldError('collected_by')}
        {...save.form.register('collected_by')}
      />
      <TextField
        type="datetime-local"
        label={t('reception.collect.at')}
        hint={t('reception.collect.atHint')}
        required
        min={localInputValue(new Date(mail.received_at))}
        max={openedAt}
        error={save.fieldError('at')}
        {...save.form.register('at')}
      />
      <FormError text={failure} />
    </FormDialog>
  );
}
