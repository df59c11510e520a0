/** Assign a role (spec 001 §5): an active role, optional building and unit, validity in order. */
import { useTranslation } from 'react-i18next';
import { assignRole as assignRoute } from '../../../contract/routes/admin';
import { bodySchemaOf, useContractForm } from '../../lib/useContractForm';
import { FormDialog } from '../../ui/FormDialog';
import { SelectField } from '../../ui/SelectField';
import { assignRole, useRoles } from './api';
import { ScopeFields, ValidityFields, scopeBody, scopeValues, type ScopeValues } from './ValidityFields';

interface RoleValues extends ScopeValues {
  role_id: string;
}

// no role chosen is left out: the schema answers it with the spec's 'Role musí být vybrána'
const toBody = (v: RoleValues) => ({ role_id: v.role_id ? Number(v.role_id) : undefined, ...scopeBody(v) });

export function AssignRoleDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const roles = useRoles();
  const save = useContractForm<RoleValues>({
    schema: bodySchemaOf(assignRoute),
    defaultValues: { role_id: '', ...scopeValues() },
    labels: { role_id: t('admin.roles.role'), building_id: t('admin.roles.building'), unit_id: t('admin.roles.unitId'), valid_from: t('admin.roles.validFrom'), valid_until: t('admin.roles.validUntil') },
    toBody,
    send: (v) => assignRole(userId, { ...toBody(v), role_id: Number(v.role_id) }),
    successText: t('admin.roles.toast.roleAssigned'),
    failureText: t('admin.roles.toast.roleFailed'),
    onSuccess: onClose,
  });
  const field = save.form.register;

  return (
    <FormDialog name="admin-role-dialog" title={t('admin.roles.assignRole')} busy={save.pending} onClose={onClose} onSubmit={(e) => void save.onSubmit(e)}>
      <SelectField
        label={t('admin.roles.role')}
        emptyOption={t('admin.choose')}
        options={(roles.data?.roles ?? []).filter((r) => r.is_active).map((r) => ({ value: String(r.id), label: `${r.name} (${r.code})` }))}
        error={save.fieldError('role_id')}
        required
        {...field('role_id')}
      />
      <ScopeFields building={field('building_id')} unit={field('unit_id')} unitError={save.fieldError('unit_id')} />
      <ValidityFields from={field('valid_from')} until={field('valid_until')} error={save.fieldError('valid_until')} />
    </FormDialog>
  );
}
