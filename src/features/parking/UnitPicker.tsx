/**
 * Staff's unit picker on the parking screen (holders of parking:manage): a search box that narrows
 * a native select over every unit of the building by unit number (or type). Native controls on
 * purpose: keyboard and screen-reader friendly, the phone's own picker at 360 px, and no headlessui
 * Combobox here — sharing it with the shell's building picker splits it out of the signed-in shell
 * into a chunk of its own, which costs the dashboard's first screen about 2 KB it does not have.
 * The choice goes to the URL (the page's onPick), not to the sidebar, which keeps the user's units.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnitSummary } from '../../../contract/units';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { byUnitNumber, unitMatches } from './rules';

export function UnitPicker({ units, value, onPick }: { units: readonly UnitSummary[]; value: UnitSummary | null; onPick: (unitId: number) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  // the chosen unit stays listed while the search hides the rest, so the select shows it
  const shown = units.filter((u) => u.id === value?.id || unitMatches(u, query)).sort(byUnitNumber);
  return (
    <div className="mb-4 grid w-full max-w-xl gap-3 sm:grid-cols-2" data-testid="parking-unit-picker">
      <TextField type="search" autoComplete="off" label={t('parking.picker.search')} value={query} onChange={(e) => setQuery(e.target.value)} />
      <SelectField
        label={t('parking.selectUnit.label')}
        emptyOption={shown.length ? t('common.choose') : t('parking.picker.none')}
        value={value ? String(value.id) : ''}
        onChange={(e) => e.target.value && onPick(Number(e.target.value))}
        options={shown.map((u) => ({ value: String(u.id), label: `${u.number} · ${u.type_name}` }))}
      />
    </div>
  );
}
