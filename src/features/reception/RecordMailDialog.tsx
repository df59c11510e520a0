/** "Record mail": what came for which unit and from whom; the unit's people are told unless the desk unticks it. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailItem } from '../../../contract/reception';
import { MAIL_TYPES, type MailType, RECEPTION_NOTE_MAX, RECEPTION_SENDER_MAX } from '../../../contract/rules/reception';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { FormDialog } from '../../ui/FormDialog';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { recordEntry, useRefreshRegister } from './api';
import { DeskUnitField } from './DeskUnitField';
import { FormError } from './FormError';
import { NotifyField } from './NotifyField';
import { EMPTY_MAIL, mailBody, validateMail, type MailField, type MailValues } from './rules';

export function RecordMailDialog({ buildingId, onClose }: { buildingId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshRegister(buildingId, 'mail');
  const [values, setValues] = useState<MailValues>(EMPTY_MAIL);
  const save = useFormSubmit<MailValues, MailItem, MailField>({
    key: `form:reception-mail:${buildingId}`,
    send: (v) => recordEntry(buildingId, 'mail', mailBody(v)),
    validate: validateMail,
    successText: t('reception.toast.recorded.mail'),
    failureText: t('reception.toast.recordFailed.mail'),
    onSuccess: () => {
      refresh();
      onClose();
    },
  });
  const set = <K extends keyof MailValues>(field: K, value: MailValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field === 'unitId') save.clearFieldErrors('unitId');
  };

  return (
    <FormDialog
      name="reception-mail-dialog"
      title={t('reception.form.mailTitle')}
      busy={save.pending}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void save.submit(values);
      }}
      submitLabel={t('reception.form.record')}
    >
      <DeskUnitField buildingId={buildingId} unitId={values.unitId} onChange={(id) => set('unitId', id)} error={save.fieldErrors.unitId} testId="reception-mail-unit" />
      <SelectField
        label={t('reception.form.type')}
        required
        value={values.type}
        onChange={(e) => set('type', e.target.value as MailType)}
        options={MAIL_TYPES.map((type) => ({ value: type, label: t(`reception.mailType.${type}`) }))}
      />
      <TextField label={t('reception.form.sender')} autoComplete="off" maxLength={RECEPTION_SENDER_MAX} value={values.sender} onChange={(e) => set('sender', e.target.value)} />
      <TextAreaField label={t('reception.form.note')} rows={2} maxLength={RECEPTION_NOTE_MAX} value={values.note} onChange={(e) => set('note', e.target.value)} />
      <NotifyField label={t('reception.form.notify')} hint={t('reception.form.notifyMailHint')} checked={values.notify} onChange={(on) => set('notify', on)} />
      <FormError text={save.error} />
    </FormDialog>
  );
}
