/** One building row of the invitation form (spec 001 §5). */
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import type { Building } from '../../../contract/buildings';
import type { RoleDefinition } from '../../../contract/admin';
import { INVITATION_BUILDING_ROLES, INVITATION_UNIT_ROLES, type InvitationBuildingRole, type InvitationUnitRole } from '../../../contract/rules/admin';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import type { BuildingRow } from './rules';
import { roleLabel } from './roleLabels';

export function InvitationBuildingRow({
  index,
  row,
  errors,
  buildings,
  roles,
  onChange,
  onRemove,
}: {
  index: number;
  row: BuildingRow;
  errors: { building?: string; role?: string };
  buildings: Building[];
  roles: RoleDefinition[];
  onChange: (row: BuildingRow) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<BuildingRow>) => onChange({ ...row, ...patch });
  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2 dark:border-slate-700" data-testid={`invitation-row-${index}`}>
      <legend className="px-1 text-sm font-medium">{t('admin.invitations.rowTitle', { n: index + 1 })}</legend>
      <SelectField
        label={t('admin.invitations.building')}
        value={row.buildingId}
        onChange={(e) => set({ buildingId: e.target.value })}
        emptyOption={t('admin.choose')}
        options={buildings.map((b) => ({ value: String(b.id), label: b.name }))}
        error={errors.building && t(errors.building)}
        required
      />
      <SelectField
        label={t('admin.invitations.role')}
        value={row.role}
        onChange={(e) => set({ role: e.target.value as InvitationBuildingRole | '' })}
        emptyOption={t('admin.choose')}
        options={INVITATION_BUILDING_ROLES.map((r) => ({ value: r, label: roleLabel(t, 'building', r) }))}
        error={errors.role && t(errors.role)}
        required
      />
      <SelectField
        label={t('admin.invitations.permissionRole')}
        value={row.permissionRole}
        onChange={(e) => set({ permissionRole: e.target.value })}
        emptyOption={t('admin.none')}
        options={roles.filter((r) => r.role_type !== 'global' && r.is_active).map((r) => ({ value: r.code, label: `${r.name} (${r.code})` }))}
      />
      <TextField
        label={t('admin.invitations.units')}
        hint={t('admin.invitations.unitsHint')}
        value={row.units}
        inputMode="numeric"
        onChange={(e) => set({ units: e.target.value })}
      />
      <SelectField
        label={t('admin.invitations.unitRole')}
        value={row.unitRole}
        onChange={(e) => set({ unitRole: e.target.value as InvitationUnitRole })}
        options={INVITATION_UNIT_ROLES.map((r) => ({ value: r, label: roleLabel(t, 'unit', r) }))}
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
