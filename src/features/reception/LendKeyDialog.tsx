/** "Lend a key": which key, to whom, for which unit (none for a common key such as the boiler room's), why. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyLoan } from '../../../contract/reception';
import { RECEPTION_KEY_ID_MAX, RECEPTION_NAME_MAX, RECEPTION_PURPOSE_MAX } from '../../../contract/rules/reception';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/TextField';
import { recordEntry, useRefreshRegister } from './api';
import { DeskUnitField } from './DeskUnitField';
import { FormError } from './FormError';
import { NotifyField } from './NotifyField';
import { EMPTY_KEY, keyBody, validateKey, type KeyField, type KeyValues } from './rules';

export function LendKeyDialog({ buildingId, onClose }: { buildingId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshRegister(buildingId, 'keys');
  const [values, setValues] = useState<KeyValues>(EMPTY_KEY);
  const save = useFormSubmit<KeyValues, KeyLoan, KeyField>({
    key: `form:reception-key:${buildingId}`,
    send: (v) => recordEntry(buildingId, 'keys', keyBody(v)),
    validate: validateKey,
    successText: t('reception.toast.recorded.keys'),
    failureText: t('reception.toast.recordFailed.keys'),
    onSuccess: () => {
      refresh();
      onClose();
    },
  });
  const set = <K extends keyof KeyValues>(field: K, value: KeyValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field === 'keyId' || field === 'borrower') save.clearFieldErrors(field as KeyField);
  };
  const error = (field: KeyField) => save.fieldErrors[field] && t(save.fieldErrors[field]);

  return (
    <FormDialog
      name="reception-key-dialog"
      title={t('reception.form.keyTitle')}
      busy={save.pending}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void save.submit(values);
      }}
      submitLabel={t('reception.form.lend')}
    >
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
