/** "Record a visitor": who came, to which unit, why; the unit's people are told unless the desk unticks it. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Visitor } from '../../../contract/reception';
import { RECEPTION_NAME_MAX, RECEPTION_PURPOSE_MAX } from '../../../contract/rules/reception';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/TextField';
import { recordEntry, useRefreshRegister } from './api';
import { DeskUnitField } from './DeskUnitField';
import { FormError } from './FormError';
import { NotifyField } from './NotifyField';
import { EMPTY_VISITOR, validateVisitor, visitorBody, type VisitorField, type VisitorValues } from './rules';

export function RecordVisitorDialog({ buildingId, onClose }: { buildingId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshRegister(buildingId, 'visitors');
  const [values, setValues] = useState<VisitorValues>(EMPTY_VISITOR);
  const save = useFormSubmit<VisitorValues, Visitor, VisitorField>({
    key: `form:reception-visitor:${buildingId}`,
    send: (v) => recordEntry(buildingId, 'visitors', visitorBody(v)),
    validate: validateVisitor,
    successText: t('reception.toast.recorded.visitors'),
    failureText: t('reception.toast.recordFailed.visitors'),
    onSuccess: () => {
      refresh();
      onClose();
    },
  });
  const set = <K extends keyof VisitorValues>(field: K, value: VisitorValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field === 'name' || field === 'unitId') save.clearFieldErrors(field as VisitorField);
  };
  const error = (field: VisitorField) => save.fieldErrors[field] && t(save.fieldErrors[field]);

  return (
    <FormDialog
      name="reception-visitor-dialog"
      title={t('reception.form.visitorTitle')}
      busy={save.pending}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void save.submit(values);
      }}
      submitLabel={t('reception.form.record')}
    >
      <TextField label={t('reception.form.name')} required autoComplete="off" maxLength={RECEPTION_NAME_MAX} value={values.name} onChange={(e) => set('name', e.target.value)} error={error('name')} />
      <DeskUnitField buildingId={buildingId} unitId={values.unitId} onChange={(id) => set('unitId', id)} error={save.fieldErrors.unitId} testId="reception-visitor-unit" />
      <TextField label={t('reception.form.purpose')} autoComplete="off" maxLength={RECEPTION_PURPOSE_MAX} value={values.purpose} onChange={(e) => set('purpose', e.target.value)} />
      <NotifyField label={t('reception.form.notify')} hint={t('reception.form.notifyVisitorHint')} checked={values.notify} onChange={(on) => set('notify', on)} />
      <FormError text={save.error} />
    </FormDialog>
  );
}
