/** Add or edit a direct permission (spec 001 §5): the code is fixed when editing. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectPermission } from '../../../contract/admin';
import { FormDialog } from '../../ui/FormDialog';
import { SelectField } from '../../ui/SelectField';
import { grantPermission, updatePermission, useAvailablePermissions } from './api';
import { optionalId, optionalText, validityError } from './rules';
import { useSubmit } from './useSubmit';
import { ScopeFields, ValidityFields } from './ValidityFields';

const day = (v: string | null | undefined) => (v ? v.slice(0, 10) : '');

export function PermissionDialog({ userId, editing, onClose }: { userId: number; editing: DirectPermission | null; onClose: () => void }) {
  const { t } = useTranslation();
  const available = useAvailablePermissions();
  const [code, setCode] = useState(editing?.code ?? '');
  const [granted, setGranted] = useState(editing ? String(editing.granted) : 'true');
  const [scope, setScope] = useState({ building: editing?.building_id ? String(editing.building_id) : '', unit: editing?.unit_id ? String(editing.unit_id) : '' });
  const [validity, setValidity] = useState({ from: day(editing?.valid_from), until: day(editing?.valid_until) });
  const [errors, setErrors] = useState<{ code?: string; validity?: string }>({});
  const { busy, run } = useSubmit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = { code: code ? undefined : 'admin.validation.permissionRequired', validity: validityError(validity.from, validity.until) };
    setErrors(next);
    if (next.code || next.validity) return;
    const body = {
      building_id: optionalId(scope.building),
      unit_id: optionalId(scope.unit),
      is_granted: granted === 'true',
      valid_from: optionalText(validity.from),
      valid_until: optionalText(validity.until),
    };
    const ok = editing
      ? await run(() => updatePermission(userId, editing.assignment_id, body), 'admin.roles.toast.permissionUpdated', 'admin.roles.toast.permissionFailed')
      : await run(() => grantPermission(userId, { ...body, permission_code: code }), 'admin.roles.toast.permissionAdded', 'admin.roles.toast.permissionFailed');
    if (ok) onClose();
  };

  return (
    <FormDialog
      name="admin-permission-dialog"
      title={editing ? t('admin.roles.editPermission') : t('admin.roles.addPermission')}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
        <SelectField
          label={t('admin.roles.permission')}
          value={code}
          disabled={editing !== null}
          onChange={(e) => setCode(e.target.value)}
          emptyOption={t('admin.choose')}
          options={
            editing
              ? [{ value: editing.code, label: editing.code }]
              : (available.data?.permissions ?? []).map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }))
          }
          error={errors.code && t(errors.code)}
          required
        />
        <SelectField
          label={t('admin.roles.effect')}
          value={granted}
          onChange={(e) => setGranted(e.target.value)}
          options={[
            { value: 'true', label: t('admin.roles.granted') },
            { value: 'false', label: t('admin.roles.denied') },
          ]}
        />
        <ScopeFields building={scope.building} unit={scope.unit} onChange={setScope} />
        <ValidityFields from={validity.from} until={validity.until} error={errors.validity} onChange={setValidity} />
    </FormDialog>
  );
}
