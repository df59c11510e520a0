/** "Lend a key": which key, to whom, for which unit (none for a common key such as the boiler room's), why. */
import { useTranslation } from 'react-i18next';
import { RECEPTION_KEY_ID_MAX, RECEPTION_NAME_MAX, RECEPTION_PURPOSE_MAX } from '../../../contract/rules/reception';
import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/TextField';
import { DeskUnitField } from './DeskUnitField';
import { FormError } from './FormError';
import { NotifyField } from './NotifyField';
import { EMPTY_KEY, keyBody, type KeyValues } from './rules';
import { useDeskRecord } from './useDeskRecord';

export function LendKeyDialog({ buildingId, onClose }: { buildingId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const record = useDeskRecord<'keys', KeyValues>(buildingId, 'keys', onClose, {
    defaultValues: EMPTY_KEY,
    labels: { key_id: t('reception.form.keyId'), borrower: t('reception.form.borrower'), unit_id: t('reception.form.unitOptional'), purpose: t('reception.form.purpose') },
    toBody: keyBody,
  });
  const { form, fieldError, dialog } = record;
  const unitId = form.watch('unit_id');
  return (
    <FormDialog name="reception-key-dialog" title={t('reception.form.keyTitle')} submitLabel={t('reception.form.lend')} {...dialog}>
      <TextField
        label={t('reception.form.keyId')}
        hint={t('reception.form.keyIdHint')}
        required
        autoComplete="off"
        maxLength={RECEPTION_KEY_ID_MAX}
        error={fieldError('key_id')}
        {...form.register('key_id')}
      />
      <TextField label={t('reception.form.borrower')} required autoComplete="off" maxLength={RECEPTION_NAME_MAX} error={fieldError('borrower')} {...form.register('borrower')} />
      <DeskUnitField buildingId={buildingId} unitId={unitId} onChange={(id) => form.setValue('unit_id', id)} error={fieldError('unit_id')} optional testId="reception-key-unit" />
      <TextField label={t('reception.form.purpose')} autoComplete="off" maxLength={RECEPTION_PURPOSE_MAX} error={fieldError('purpose')} {...form.register('purpose')} />
      <NotifyField
        label={t('reception.form.notify')}
        hint={t(unitId === null ? 'reception.form.notifyNeedsUnit' : 'reception.form.notifyKeyHint')}
        checked={unitId !== null && form.watch('notify')}
        disabled={unitId === null}
        onChange={(on) => form.setValue('notify', on)}
      />
      <FormError text={record.failure} />
    </FormDialog>
  );
}
