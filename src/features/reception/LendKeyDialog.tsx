/** "Lend a key": which key, to whom, for which unit (none for a common key such as the boiler room's), why. */
import { useTranslation } from 'react-i18next';
import { RECEPTION_KEY_ID_MAX, RECEPTION_NAME_MAX, RECEPTION_PURPOSE_MAX } from '../../../contract/rules/reception';
import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/TextField';
import { DeskUnitField } from './DeskUnitField';
import { FormError } from './FormError';
import { NotifyField } from './NotifyField';
import { EMPTY_KEY, keyBody, validateKey } from './rules';
import { useRecordForm } from './useRecordForm';

export function LendKeyDialog({ buildingId, onClose }: { buildingId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { values, set, save, error, dialog } = useRecordForm(buildingId, 'keys', onClose, { empty: EMPTY_KEY, body: keyBody, validate: validateKey, clearOnChange: ['keyId', 'borrower'] });
  return (
    <FormDialog name="reception-key-dialog" title={t('reception.form.keyTitle')} submitLabel={t('reception.form.lend')} {...dialog}>
      <TextField
        label={t('reception.form.keyId')}
        hint={t('reception.form.keyIdHint')}
        required
        autoComplete="off"
        maxLength={RECEPTION_KEY_ID_MAX}
        value={values.keyId}
        onChange={(e) => set('keyId', e.target.value)}
        error={error('keyId')}
      />
      <TextField label={t('reception.form.borrower')} required autoComplete="off" maxLength={RECEPTION_NAME_MAX} value={values.borrower} onChange={(e) => set('borrower', e.target.value)} error={error('borrower')} />
      <DeskUnitField buildingId={buildingId} unitId={values.unitId} onChange={(id) => set('unitId', id)} optional testId="reception-key-unit" />
      <TextField label={t('reception.form.purpose')} autoComplete="off" maxLength={RECEPTION_PURPOSE_MAX} value={values.purpose} onChange={(e) => set('purpose', e.target.value)} />
      <NotifyField
        label={t('reception.form.notify')}
        hint={t(values.unitId === null ? 'reception.form.notifyNeedsUnit' : 'reception.form.notifyKeyHint')}
        checked={values.unitId !== null && values.notify}
        disabled={values.unitId === null}
        onChange={(on) => set('notify', on)}
      />
      <FormError text={save.error} />
    </FormDialog>
  );
}
