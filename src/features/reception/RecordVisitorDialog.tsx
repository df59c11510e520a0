/** "Record a visitor": who came, to which unit, why; the unit's people are told unless the desk unticks it. */
import { useTranslation } from 'react-i18next';
import { RECEPTION_NAME_MAX, RECEPTION_PURPOSE_MAX } from '../../../contract/rules/reception';
import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/TextField';
import { DeskUnitField } from './DeskUnitField';
import { FormError } from './FormError';
import { NotifyField } from './NotifyField';
import { EMPTY_VISITOR, visitorBody, type VisitorValues } from './rules';
import { useDeskRecord } from './useDeskRecord';

export function RecordVisitorDialog({ buildingId, onClose }: { buildingId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const record = useDeskRecord<'visitors', VisitorValues>(buildingId, 'visitors', onClose, {
    defaultValues: EMPTY_VISITOR,
    labels: { name: t('reception.form.name'), unit_id: t('reception.form.unit'), purpose: t('reception.form.purpose') },
    toBody: visitorBody,
  });
  const { form, fieldError, dialog } = record;
  return (
    <FormDialog name="reception-visitor-dialog" title={t('reception.form.visitorTitle')} submitLabel={t('reception.form.record')} {...dialog}>
      <TextField label={t('reception.form.name')} required autoComplete="off" maxLength={RECEPTION_NAME_MAX} error={fieldError('name')} {...form.register('name')} />
      <DeskUnitField buildingId={buildingId} unitId={form.watch('unit_id')} onChange={(id) => form.setValue('unit_id', id, { shouldValidate: form.formState.isSubmitted })} error={fieldError('unit_id')} testId="reception-visitor-unit" />
      <TextField label={t('reception.form.purpose')} autoComplete="off" maxLength={RECEPTION_PURPOSE_MAX} {...form.register('purpose')} />
      <NotifyField label={t('reception.form.notify')} hint={t('reception.form.notifyVisitorHint')} checked={form.watch('notify')} onChange={(on) => form.setValue('notify', on)} />
      <FormError text={record.failure} />
    </FormDialog>
  );
}
