/** "Record a visitor": who came, to which unit, why; the unit's people are told unless the desk unticks it. */
import { useTranslation } from 'react-i18next';
import { RECEPTION_NAME_MAX, RECEPTION_PURPOSE_MAX } from '../../../contract/rules/reception';
import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/TextField';
import { DeskUnitField } from './DeskUnitField';
import { FormError } from './FormError';
import { NotifyField } from './NotifyField';
import { EMPTY_VISITOR, validateVisitor, visitorBody } from './rules';
import { useRecordForm } from './useRecordForm';

export function RecordVisitorDialog({ buildingId, onClose }: { buildingId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { values, set, save, error, dialog } = useRecordForm(buildingId, 'visitors', onClose, {
    empty: EMPTY_VISITOR,
    body: visitorBody,
    validate: validateVisitor,
    clearOnChange: ['name', 'unitId'],
  });
  return (
    <FormDialog name="reception-visitor-dialog" title={t('reception.form.visitorTitle')} submitLabel={t('reception.form.record')} {...dialog}>
      <TextField label={t('reception.form.name')} required autoComplete="off" maxLength={RECEPTION_NAME_MAX} value={values.name} onChange={(e) => set('name', e.target.value)} error={error('name')} />
      <DeskUnitField buildingId={buildingId} unitId={values.unitId} onChange={(id) => set('unitId', id)} error={save.fieldErrors.unitId} testId="reception-visitor-unit" />
      <TextField label={t('reception.form.purpose')} autoComplete="off" maxLength={RECEPTION_PURPOSE_MAX} value={values.purpose} onChange={(e) => set('purpose', e.target.value)} />
      <NotifyField label={t('reception.form.notify')} hint={t('reception.form.notifyVisitorHint')} checked={values.notify} onChange={(on) => set('notify', on)} />
      <FormError text={save.error} />
    </FormDialog>
  );
}
