/** One building row of the invitation form (spec 001 §5). */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import type { Building } from '../../../contract/buildings';
import type { RoleDefinition } from '../../../contract/admin';
import { INVITATION_BUILDING_ROLES, INVITATION_UNIT_ROLES } from '../../../contract/rules/admin';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import type { BuildingRow } from './rules';
import { roleLabel } from './roleLabels';

export function InvitationBuildingRow({
  index,
  field,
  error,
  buildings,
  roles,
  onRemove,
}: {
  index: number;
  /** the form's registration of one of the row's fields */
  field: (name: keyof BuildingRow) => UseFormRegisterReturn;
  /** the message under one of the row's fields */
  error: (name: keyof BuildingRow) => string | undefined;
  buildings: Building[];
  roles: RoleDefinition[];
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2 dark:border-slate-700" data-testid={`invitation-row-${index}`}>
      <legend className="px-1 text-sm font-medium">{t('admin.invitations.rowTitle', { n: index + 1 })}</legend>
      <SelectField
        label={t('admin.invitations.building')}
        emptyOption={t('admin.choose')}
        options={buildings.map((b) => ({ value: String(b.id), label: b.name }))}
        error={error('building_id')}
        required
        {...field('building_id')}
      />
      <SelectField
        label={t('admin.invitations.role')}
        emptyOption={t('admin.choose')}
        options={INVITATION_BUILDING_ROLES.map((r) => ({ value: r, label: roleLabel(t, 'building', r) }))}
        error={error('role')}
        required
        {...field('role')}
      />
      <SelectField
        label={t('admin.invitations.permissionRole')}
        emptyOption={t('admin.none')}
        options={roles.filter((r) => r.role_type !== 'global' && r.is_active).map((r) => ({ value: r.code, label: `${r.name} (${r.code})` }))}
        error={error('permission_role')}
        {...field('permission_role')}
      />
      <TextField label={t('admin.invitations.units')} hint={t('admin.invitations.unitsHint')} inputMode="numeric" error={error('units')} {...field('units')} />
      <SelectField
        label={t('admin.invitations.unitRole')}
        options={INVITATION_UNIT_ROLES.map((r) => ({ value: r, label: roleLabel(t, 'unit', r) }))}
        {...field('unit_role')}
      />
      <div className="flex items-end">
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t('admin.invitations.removeRow')}
        </Button>
      </div>
    </fieldset>
  );
}
