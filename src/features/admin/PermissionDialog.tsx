/** Add or edit a direct permission (spec 001 §5): the code is fixed when editing. */
import { useTranslation } from 'react-i18next';
import type { DirectPermission } from '../../../contract/admin';
import { createPermission as createRoute, updatePermission as updateRoute } from '../../../contract/routes/admin';
import { bodySchemaOf, useContractForm } from '../../lib/useContractForm';
import { FormDialog } from '../../ui/FormDialog';
import { SelectField } from '../../ui/SelectField';
import { grantPermission, updatePermission, useAvailablePermissions } from './api';
import { ScopeFields, ValidityFields, scopeBody, scopeValues, type ScopeValues } from './ValidityFields';

interface PermissionValues extends ScopeValues {
  permission_code: string;
  is_granted: 'true' | 'false';
}

const changeBody = (v: PermissionValues) => ({ ...scopeBody(v), is_granted: v.is_granted === 'true' });

export function PermissionDialog({ userId, editing, onClose }: { userId: number; editing: DirectPermission | null; onClose: () => void }) {
  const { t } = useTranslation();
  const available = useAvailablePermissions();
  // the code cannot change on edit (spec 001 §5): the edit's body has no code field
  const toBody = (v: PermissionValues) => (editing ? changeBody(v) : { ...changeBody(v), permission_code: v.permission_code });
  const save = useContractForm<PermissionValues>({
    schema: bodySchemaOf(editing ? updateRoute : createRoute),
    defaultValues: { permission_code: editing?.code ?? '', is_granted: editing ? (String(editing.granted) as 'true' | 'false') : 'true', ...scopeValues(editing) },
    labels: {
      permission_code: t('admin.roles.permission'),
      building_id: t('admin.roles.building'),
      unit_id: t('admin.roles.unitId'),
      valid_from: t('admin.roles.validFrom'),
      valid_until: t('admin.roles.validUntil'),
    },
    toBody,
    send: (v) => (editing ? updatePermission(userId, editing.assignment_id, changeBody(v)) : grantPermission(userId, { ...changeBody(v), permission_code: v.permission_code })),
    successText: t(editing ? 'admin.roles.toast.permissionUpdated' : 'admin.roles.toast.permissionAdded'),
    failureText: t('admin.roles.toast.permissionFailed'),
    onSuccess: onClose,
  });
  const field = save.form.register;

  return (
    <FormDialog
      name="admin-permission-dialog"
      title={editing ? t('admin.roles.editPermission') : t('admin.roles.addPermission')}
      busy={save.pending}
      onClose={onClose}
      onSubmit={(e) => void save.onSubmit(e)}
    >
      <SelectField
        label={t('admin.roles.permission')}
        disabled={editing !== null}
        emptyOption={t('admin.choose')}
        options={
          editing
            ? [{ value: editing.code, label: editing.code }]
            : (available.data?.permissions ?? []).map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }))
        }
        error={save.fieldError('permission_code')}
        required
        {...field('permission_code')}
      />
      <SelectField
        label={t('admin.roles.effect')}
        options={[
          { value: 'true', label: t('admin.roles.granted') },
          { value: 'false', label: t('admin.roles.denied') },
        ]}
        {...field('is_granted')}
      />
      <ScopeFields building={field('building_id')} unit={field('unit_id')} unitError={save.fieldError('unit_id')} />
      <ValidityFields from={field('valid_from')} until={field('valid_until')} error={save.fieldError('valid_until')} />
    </FormDialog>
  );
}
