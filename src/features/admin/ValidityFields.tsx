/** Valid from / valid until (dates) with the order rule's message under 'until'; the optional building and unit. */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBuildings } from '../../state/building';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';

export function ValidityFields({ from, until, error }: { from: UseFormRegisterReturn; until: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField label={t('admin.roles.validFrom')} type="date" {...from} />
      <TextField label={t('admin.roles.validUntil')} type="date" error={error} {...until} />
    </div>
  );
}

/** The building and unit fields (optional) of the permission and role dialogs. */
export function ScopeFields({ building, unit, unitError }: { building: UseFormRegisterReturn; unit: UseFormRegisterReturn; unitError?: string }) {
  const { t } = useTranslation();
  const { buildings } = useBuildings();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField label={t('admin.roles.building')} emptyOption={t('admin.none')} options={(buildings ?? []).map((b) => ({ value: String(b.id), label: b.name }))} {...building} />
      <TextField
        label={t('admin.roles.unitId')}
        inputMode="numeric"
        error={unitError}
        {...unit}
        onChange={(e) => {
          // a unit id is digits only: anything else is dropped as it is typed
          e.target.value = e.target.value.replace(/\D/g, '');
          return unit.onChange(e);
        }}
      />
    </div>
  );
}

/** The scope and validity values of the role and permission forms, as typed. */
export interface ScopeValues {
  building_id: string;
  unit_id: string;
  valid_from: string;
  valid_until: string;
}

const optionalId = (v: string): number | null => (v ? Number(v) : null);
const optionalText = (v: string): string | null => (v ? v : null);

/** The scope and validity as the body carries them: empty is null. */
export const scopeBody = (v: ScopeValues) => ({
  building_id: optionalId(v.building_id),
  unit_id: optionalId(v.unit_id),
  valid_from: optionalText(v.valid_from),
  valid_until: optionalText(v.valid_until),
});

const day = (v: string | null | undefined) => (v ? v.slice(0, 10) : '');

/** A stored scope and validity as the form's values (dates as their day). */
export const scopeValues = (s?: { building_id: number | null; unit_id: number | null; valid_from: string | null; valid_until: string | null } | null): ScopeValues => ({
  building_id: s?.building_id ? String(s.building_id) : '',
  unit_id: s?.unit_id ? String(s.unit_id) : '',
  valid_from: day(s?.valid_from),
  valid_until: day(s?.valid_until),
});
