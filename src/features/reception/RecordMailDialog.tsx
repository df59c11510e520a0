/** "Record mail": what came for which unit and from whom; the unit's people are told unless the desk unticks it. */
import { useTranslation } from 'react-i18next';
import { MAIL_TYPES, type MailType, RECEPTION_NOTE_MAX, RECEPTION_SENDER_MAX } from '../../../contract/rules/reception';
import { FormDialog } from '../../ui/FormDialog';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { DeskUnitField } from './DeskUnitField';
import { FormError } from './FormError';
import { NotifyField } from './NotifyField';
import { EMPTY_MAIL, mailBody, validateMail } from './rules';
import { useRecordForm } from './useRecordForm';

export function RecordMailDialog({ buildingId, onClose }: { buildingId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { values, set, save, dialog } = useRecordForm(buildingId, 'mail', onClose, { empty: EMPTY_MAIL, body: mailBody, validate: validateMail, clearOnChange: ['unitId'] });
  return (
    <FormDialog name="reception-mail-dialog" title={t('reception.form.mailTitle')} submitLabel={t('reception.form.record')} {...dialog}>
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
