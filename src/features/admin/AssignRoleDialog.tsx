/** Assign a role (spec 001 §5): an active role, optional building and unit, validity in order. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/FormDialog';
import { SelectField } from '../../ui/SelectField';
import { assignRole, useRoles } from './api';
import { optionalId, optionalText, validityError } from './rules';
import { useSubmit } from './useSubmit';
import { ScopeFields, ValidityFields } from './ValidityFields';

export function AssignRoleDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const roles = useRoles();
  const [roleId, setRoleId] = useState('');
  const [scope, setScope] = useState({ building: '', unit: '' });
  const [validity, setValidity] = useState({ from: '', until: '' });
  const [errors, setErrors] = useState<{ role?: string; validity?: string }>({});
  const { busy, run } = useSubmit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = { role: roleId ? undefined : 'admin.validation.roleSelect', validity: validityError(validity.from, validity.until) };
    setErrors(next);
    if (next.role || next.validity) return;
    const body = {
      role_id: Number(roleId),
      building_id: optionalId(scope.building),
      unit_id: optionalId(scope.unit),
      valid_from: optionalText(validity.from),
      valid_until: optionalText(validity.until),
    };
    if (await run(() => assignRole(userId, body), 'admin.roles.toast.roleAssigned', 'admin.roles.toast.roleFailed')) onClose();
  };

  return (
    <FormDialog
      name="admin-role-dialog"
      title={t('admin.roles.assignRole')}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
        <SelectField
          label={t('admin.roles.role')}
          value={roleId}
          onChange={(e) => setRoleId(e.target.value)}
          emptyOption={t('admin.choose')}
          options={(roles.data?.roles ?? []).filter((r) => r.is_active).map((r) => ({ value: String(r.id), label: `${r.name} (${r.code})` }))}
          error={errors.role && t(errors.role)}
          required
        />
        <ScopeFields building={scope.building} unit={scope.unit} onChange={setScope} />
        <ValidityFields from={validity.from} until={validity.until} error={errors.validity} onChange={setValidity} />
    </FormDialog>
  );
}
