/** Valid from / valid until (dates) with the order rule's message under 'until'. */
import { useTranslation } from 'react-i18next';
import { useBuildings } from '../../state/building';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';

export function ValidityFields({
  from,
  until,
  error,
  onChange,
}: {
  from: string;
  until: string;
  error?: string;
  onChange: (v: { from: string; until: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField label={t('admin.roles.validFrom')} type="date" value={from} onChange={(e) => onChange({ from: e.target.value, until })} />
      <TextField label={t('admin.roles.validUntil')} type="date" value={until} onChange={(e) => onChange({ from, until: e.target.value })} error={error && t(error)} />
    </div>
  );
}

/** The building and unit fields (optional) of the permission and role dialogs. */
export function ScopeFields({ building, unit, onChange }: { building: string; unit: string; onChange: (v: { building: string; unit: string }) => void }) {
  const { t } = useTranslation();
  const { buildings } = useBuildings();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label={t('admin.roles.building')}
        value={building}
        emptyOption={t('admin.none')}
        options={(buildings ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
        onChange={(e) => onChange({ building: e.target.value, unit })}
      />
      <TextField label={t('admin.roles.unitId')} inputMode="numeric" value={unit} onChange={(e) => onChange({ building, unit: e.target.value.replace(/\D/g, '') })} />
    </div>
  );
}
