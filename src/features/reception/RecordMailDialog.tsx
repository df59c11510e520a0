/** "Record mail": what came for which unit and from whom; the unit's people are told unless the desk unticks it. */
import { useTranslation } from 'react-i18next';
import { MAIL_TYPES, RECEPTION_NOTE_MAX, RECEPTION_SENDER_MAX } from '../../../contract/rules/reception';
import { FormDialog } from '../../ui/FormDialog';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { DeskUnitField } from './DeskUnitField';
import { FormError } from './FormError';
import { NotifyField } from './NotifyField';
import { EMPTY_MAIL, mailBody, type MailValues } from './rules';
import { useDeskRecord } from './useDeskRecord';

export function RecordMailDialog({ buildingId, onClose }: { buildingId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const record = useDeskRecord<'mail', MailValues>(buildingId, 'mail', onClose, {
    defaultValues: EMPTY_MAIL,
    labels: { unit_id: t('reception.form.unit'), type: t('reception.form.type'), sender: t('reception.form.sender'), note: t('reception.form.note') },
    toBody: mailBody,
  });
  const { form, fieldError, dialog } = record;
  return (
    <FormDialog name="reception-mail-dialog" title={t('reception.form.mailTitle')} submitLabel={t('reception.form.record')} {...dialog}>
      <DeskUnitField buildingId={buildingId} unitId={form.watch('unit_id')} onChange={(id) => form.setValue('unit_id', id, { shouldValidate: form.formState.isSubmitted })} error={fieldError('unit_id')} testId="reception-mail-unit" />
      <SelectField
        label={t('reception.form.type')}
        required
        error={fieldError('type')}
        {...form.register('type')}
        options={MAIL_TYPES.map((type) => ({ value: type, label: t(`reception.mailType.${type}`) }))}
      />
      <TextField label={t('reception.form.sender')} autoComplete="off" maxLength={RECEPTION_SENDER_MAX} error={fieldError('sender')} {...form.register('sender')} />
      <TextAreaField label={t('reception.form.note')} rows={2} maxLength={RECEPTION_NOTE_MAX} error={fieldError('note')} {...form.register('note')} />
      <NotifyField label={t('reception.form.notify')} hint={t('reception.form.notifyMailHint')} checked={form.watch('notify')} onChange={(on) => form.setValue('notify', on)} />
      <FormError text={record.failure} />
    </FormDialog>
  );
}
