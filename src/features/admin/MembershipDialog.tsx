/**
 * Add a user to a building (a building role) or a unit (an access with validity), or change the
 * role of one they have. Editing keeps the building or unit: ending it is the table's remove.
 */
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { BuildingMembership, UnitMembership } from '../../../contract/admin';
import { INVITATION_BUILDING_ROLES, INVITATION_UNIT_ROLES, type InvitationBuildingRole, type InvitationUnitRole } from '../../../contract/rules/admin';
import { setBuildingMembership as buildingRoute, setUnitMembership as unitRoute } from '../../../contract/routes/admin';
import { bodySchemaOf, useContractForm } from '../../lib/useContractForm';
import { useBuildings } from '../../state/building';
import { useBuildingUnits } from '../../state/buildingUnits';
import { FormDialog } from '../../ui/FormDialog';
import { SelectField } from '../../ui/SelectField';
import { StaffUnitPicker } from '../../ui/StaffUnitPicker';
import { TextField } from '../../ui/TextField';
import { setBuildingMembership, setUnitMembership } from './api';
import { roleLabel } from './roleLabels';
import { ValidityFields } from './ValidityFields';

export type MembershipTarget = { kind: 'building'; editing: BuildingMembership | null } | { kind: 'unit'; editing: UnitMembership | null };

interface MembershipValues {
  building: string;
  unit: number | null;
  role: string;
  valid_from: string;
  valid_until: string;
}

const dateOnly = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
const optionalText = (v: string) => v || null;

/**
 * The route's body, and for a new membership the building (and unit) it goes to: those are the
 * path's, so the form checks them beside the body (a missing one has the form's own text).
 */
function schemaOf(target: MembershipTarget) {
  return async (): Promise<z.ZodType> => {
    const body = (await bodySchemaOf(target.kind === 'building' ? buildingRoute : unitRoute)()) as z.ZodObject;
    if (target.editing) return body;
    const { z } = await import('zod');
    const building = z.number({ error: () => 'admin.validation.buildingRequired' });
    return body.safeExtend(target.kind === 'building' ? { building } : { building, unit: z.number({ error: () => 'admin.validation.unitRequired' }) });
  };
}

export function MembershipDialog({ userId, target, onClose }: { userId: number; target: MembershipTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const { buildings } = useBuildings();
  const editing = target.editing;
  const unitEditing = target.kind === 'unit' ? target.editing : null;
  const body = (v: MembershipValues) =>
    target.kind === 'building' ? { role: v.role as InvitationBuildingRole } : { role: v.role as InvitationUnitRole, valid_from: optionalText(v.valid_from), valid_until: optionalText(v.valid_until) };
  const save = useContractForm<MembershipValues>({
    schema: schemaOf(target),
    defaultValues: {
      building: editing ? String(editing.building_id) : '',
      unit: unitEditing?.unit_id ?? null,
      role: editing?.role ?? (target.kind === 'building' ? 'user' : 'tenant'),
      valid_from: dateOnly(unitEditing?.valid_from ?? null),
      valid_until: dateOnly(unitEditing?.valid_until ?? null),
    },
    labels: { role: t('admin.memberships.role'), valid_from: t('admin.roles.validFrom'), valid_until: t('admin.roles.validUntil') },
    toBody: (v) => ({
      ...body(v),
      ...(editing ? {} : { building: v.building ? Number(v.building) : undefined, ...(target.kind === 'unit' ? { unit: v.unit ?? undefined } : {}) }),
    }),
    send: (v) =>
      target.kind === 'building'
        ? setBuildingMembership(userId, Number(v.building), { role: v.role as InvitationBuildingRole })
        : setUnitMembership(userId, v.unit!, { role: v.role as InvitationUnitRole, valid_from: optionalText(v.valid_from), valid_until: optionalText(v.valid_until) }),
    successText: t('admin.memberships.toast.saved'),
    failureText: t('admin.memberships.toast.saveFailed'),
    onSuccess: onClose,
  });
  const building = save.form.watch('building');
  const unitId = save.form.watch('unit');
  const units = useBuildingUnits(target.kind === 'unit' && building ? Number(building) : null);
  const roles = target.kind === 'building' ? INVITATION_BUILDING_ROLES : INVITATION_UNIT_ROLES;
  const buildingField = save.form.register('building');

  const unitLabel = unitEditing ? `${unitEditing.building_name} · ${unitEditing.unit_number}` : null;
  return (
    <FormDialog
      name="admin-membership-dialog"
      title={t(target.kind === 'building' ? 'admin.memberships.buildingTitle' : 'admin.memberships.unitTitle')}
      busy={save.pending}
      onClose={onClose}
      onSubmit={(e) => void save.onSubmit(e)}
    >
      {editing ? (
        <TextField label={t(target.kind === 'building' ? 'admin.memberships.building' : 'admin.memberships.unit')} value={unitLabel ?? editing.building_name} readOnly />
      ) : (
        <SelectField
          label={t('admin.memberships.building')}
          emptyOption={t('admin.choose')}
          options={(buildings ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
          error={save.fieldError('building')}
          required
          {...buildingField}
          onChange={(e) => {
            // another building's units: the chosen unit goes
            save.form.setValue('unit', null);
            return buildingField.onChange(e);
          }}
        />
      )}
      {target.kind === 'unit' && !editing && building && (
        <>
          <StaffUnitPicker
            units={units}
            value={units.data?.find((u) => u.id === unitId) ?? null}
            onPick={(id) => save.form.setValue('unit', id, { shouldValidate: save.form.formState.isSubmitted })}
            texts={{ search: t('admin.memberships.unitSearch'), label: t('admin.memberships.unit'), none: t('admin.memberships.noUnitFound') }}
            testId="admin-membership-unit"
          />
          {save.fieldError('unit') && (
            <p className="text-sm text-red-700 dark:text-red-400" role="alert">
              {save.fieldError('unit')}
            </p>
          )}
        </>
      )}
      <SelectField
        label={t('admin.memberships.role')}
        options={roles.map((r) => ({ value: r, label: roleLabel(t, target.kind === 'building' ? 'building' : 'unit', r) }))}
        error={save.fieldError('role')}
        required
        {...save.form.register('role')}
      />
      {target.kind === 'unit' && <ValidityFields from={save.form.register('valid_from')} until={save.form.register('valid_until')} error={save.fieldError('valid_until')} />}
    </FormDialog>
  );
}
