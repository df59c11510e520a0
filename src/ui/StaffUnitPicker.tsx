/**
 * Staff's unit picker on a unit screen (parking, QR access): a search box that narrows a native
 * select over every unit of the building by unit number (or type), with the list's loading and
 * error states. Native controls on purpose: keyboard and screen-reader friendly, the phone's own
 * picker at 360 px, and no headlessui Combobox here — sharing it with the shell's building picker
 * splits it out of the signed-in shell into a chunk of its own, which costs the dashboard's first
 * screen about 2 KB it does not have. The choice goes to the URL (the page's onPick), not to the
 * sidebar, which keeps the user's units. The screen passes its own texts (its page texts).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnitSummary } from '../../contract/units';
import { errorMessage } from '../lib/http';
import type { BuildingUnits } from '../state/buildingUnits';
import { compareUnits } from '../state/selection';
import { unitMatches } from '../state/unitSearch';
import { ErrorAlert } from './ErrorAlert';
import { SelectField } from './SelectField';
import { Skeleton } from './Skeleton';
import { TextField } from './TextField';

export interface StaffUnitPickerTexts {
  search: string;
  label: string;
  /** the select's empty option when the search hides every unit */
  none: string;
  /** with `onClear`: the empty option that chooses no unit (e.g. "No unit") */
  clear?: string;
}

export function StaffUnitPicker({
  units,
  value,
  onPick,
  texts,
  testId,
  onClear,
}: {
  units: BuildingUnits;
  value: UnitSummary | null;
  onPick: (unitId: number) => void;
  texts: StaffUnitPickerTexts;
  testId: string;
  /** the unit is optional: choosing the empty option clears it */
  onClear?: () => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  if (units.error && !units.data) {
    return (
      <div className="mb-4">
        <ErrorAlert title={t('common.error')} message={errorMessage(units.error, t('errors.unitsLoad'))} onRetry={units.retry} />
      </div>
    );
  }
  if (!units.data) return <Skeleton className="mb-4 h-16 w-full max-w-sm" />;
  // the chosen unit stays listed while the search hides the rest, so the select shows it
  const shown = units.data.filter((u) => u.id === value?.id || unitMatches(u, query)).sort(compareUnits);
  return (
    <div className="mb-4 grid w-full max-w-xl min-w-0 grid-cols-1 gap-3 sm:grid-cols-2 *:min-w-0" data-testid={testId}>
      <TextField type="search" autoComplete="off" label={texts.search} value={query} onChange={(e) => setQuery(e.target.value)} />
      {/* min-w-0: a long option must not widen the grid past a 360 px screen; "nothing found" is a hint
          below the select, where it wraps, not its option, which a phone cuts (issue 29 §8f) */}
      <SelectField
        label={texts.label}
        className="min-w-0 truncate"
        emptyOption={shown.length ? ((onClear && texts.clear) ?? t('common.choose')) : '—'}
        hint={shown.length ? undefined : texts.none}
        value={value ? String(value.id) : ''}
        onChange={(e) => (e.target.value ? onPick(Number(e.target.value)) : onClear?.())}
        options={shown.map((u) => ({ value: String(u.id), label: `${u.number} · ${u.type_name}` }))}
      />
    </div>
  );
}
