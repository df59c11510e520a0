/**
 * Add a user to a building (a building role) or a unit (an access with validity), or change the
 * role of one they have. Editing keeps the building or unit: ending it is the table's remove.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuildingMembership, UnitMembership } from '../../../contract/admin';
import { INVITATION_BUILDING_ROLES, INVITATION_UNIT_ROLES } from '../../../contract/rules/admin';
import { useBuildings } from '../../state/building';
import { useBuildingUnits } from '../../state/buildingUnits';
import { SelectField } from '../../ui/SelectField';
import { StaffUnitPicker } from '../../ui/StaffUnitPicker';
import { TextField } from '../../ui/TextField';
import { setBuildingMembership, setUnitMembership } from './api';
import { FormDialog } from '../../ui/FormDialog';
import { optionalText, validityError } from './rules';
import { useSubmit } from './useSubmit';
import { ValidityFields } from './ValidityFields';
import { roleLabel } from './roleLabels';

export type MembershipTarget = { kind: 'building'; editing: BuildingMembership | null } | { kind: 'unit'; editing: UnitMembership | null };

const dateOnly = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

export function MembershipDialog({ userId, target, onClose }: { userId: number; target: MembershipTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const { buildings } = useBuildings();
  const editing = target.editing;
  const [building, setBuilding] = useState(editing ? String(editing.building_id) : '');
  const [unitId, setUnitId] = useState<number | null>(target.kind === 'unit' && target.editing ? target.editing.unit_id : null);
  const [role, setRole] = useState(editing?.role ?? (target.kind === 'building' ? 'user' : 'tenant'));
  const [validity, setValidity] = useState(
    target.kind === 'unit' && target.editing ? { from: dateOnly(target.editing.valid_from), until: dateOnly(target.editing.valid_until) } : { from: '', until: '' },
  );
  const [errors, setErrors] = useState<{ building?: string; unit?: string; validity?: string }>({});
  const units = useBuildingUnits(target.kind === 'unit' && building ? Number(building) : null);
  const { busy, run } = useSubmit();
  const roles = target.kind === 'building' ? INVITATION_BUILDING_ROLES : INVITATION_UNIT_ROLES;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      building: building ? undefined : 'admin.validation.buildingRequired',
      unit: target.kind === 'unit' && building && unitId === null ? 'admin.validation.unitRequired' : undefined,
      validity: target.kind === 'unit' ? validityError(validity.from, validity.until) : undefined,
    };
    setErrors(next);
    if (next.building || next.unit || next.validity) return;
    const call =
      target.kind === 'building'
        ? () => setBuildingMembership(userId, Number(building), { role: role as (typeof INVITATION_BUILDING_ROLES)[number] })
        : () =>
            setUnitMembership(userId, unitId!, {
              role: role as (typeof INVITATION_UNIT_ROLES)[number],
              valid_from: optionalText(validity.from),
              valid_until: optionalText(validity.until),
            });
    if (await run(call, 'admin.memberships.toast.saved', 'admin.memberships.toast.saveFailed')) onClose();
  };

  const unitLabel = target.kind === 'unit' && target.editing ? `${target.editing.building_name} · ${target.editing.unit_number}` : null;
  return (
    <FormDialog
      name="admin-membership-dialog"
      title={t(target.kind === 'building' ? 'admin.memberships.buildingTitle' : 'admin.memberships.unitTitle')}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      {editing ? (
        <TextField label={t(target.kind === 'building' ? 'admin.memberships.building' : 'admin.memberships.unit')} value={unitLabel ?? editing.building_name} readOnly />
      ) : (
        <SelectField
          label={t('admin.memberships.building')}
          value={building}
          onChange={(e) => {
            setBuilding(e.target.value);
            setUnitId(null);
          }}
          emptyOption={t('admin.choose')}
          options={(buildings ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
          error={errors.building && t(errors.building)}
          required
        />
      )}
      {target.kind === 'unit' && !editing && building && (
        <>
          <StaffUnitPicker
            units={units}
            value={units.data?.find((u) => u.id === unitId) ?? null}
            onPick={setUnitId}
            texts={{ search: t('admin.memberships.unitSearch'), label: t('admin.memberships.unit'), none: t('admin.memberships.noUnitFound') }}
            testId="admin-membership-unit"
          />
          {errors.unit && (
            <p className="text-sm text-red-700 dark:text-red-400" role="alert">
              {t(errors.unit)}
            </p>
          )}
        </>
      )}
      <SelectField
        label={t('admin.memberships.role')}
        value={role}
        onChange={(e) => setRole(e.target.value)}
        options={roles.map((r) => ({ value: r, label: roleLabel(t, target.kind === 'building' ? 'building' : 'unit', r) }))}
        required
      />
      {target.kind === 'unit' && <ValidityFields from={validity.from} until={validity.until} error={errors.validity} onChange={setValidity} />}
    </FormDialog>
  );
}
