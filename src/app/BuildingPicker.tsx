/** Searchable building picker (headlessui Combobox) showing name and address (spec 000 §2). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { Check, ChevronsUpDown } from 'lucide-react';
import type { Building } from '../../contract/buildings';
import { foldText } from '../../contract/rules/text';
import { useSelectedBuilding } from '../state/building';
import { Skeleton } from '../ui/Skeleton';

/** Case- and accent-insensitive match on name, address and code ("zizkov" finds "Žižkov"). */
export function matchesBuilding(b: Building, query: string): boolean {
  const q = foldText(query.trim());
  return !q || [b.name, b.address, b.code].some((s) => foldText(s ?? '').includes(q));
}

export function BuildingPicker() {
  const { t } = useTranslation();
  const { building, buildings, setBuildingId, isLoading } = useSelectedBuilding();
  const [query, setQuery] = useState('');
  const filtered = buildings.filter((b) => matchesBuilding(b, query));

  if (isLoading && buildings.length === 0) return <Skeleton className="h-14 w-full" />;

  return (
    <Field className="flex flex-col gap-1">
      <Label className="text-xs font-medium uppercase text-slate-500 dark:text-slate-400">{t('shell.building.label')}</Label>
      <Combobox
        value={building}
        by="id"
        onChange={(b: Building | null) => {
          if (b) setBuildingId(b.id);
          setQuery('');
        }}
        onClose={() => setQuery('')}
        immediate
      >
        <div className="relative">
          <ComboboxInput
            data-testid="building-picker"
            className="w-full rounded-md border border-slate-300 bg-white py-2 pl-3 pr-9 text-sm dark:border-slate-600 dark:bg-slate-800"
            displayValue={(b: Building | null) => b?.name ?? ''}
            placeholder={buildings.length ? t('shell.building.placeholder') : t('shell.building.none')}
            onChange={(e) => setQuery(e.target.value)}
          />
          <ComboboxButton className="absolute inset-y-0 right-0 px-2 text-slate-500" aria-label={t('shell.building.open')}>
            <ChevronsUpDown className="h-4 w-4" aria-hidden="true" />
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          className="z-50 mt-1 max-h-72 w-[var(--input-width)] min-w-60 overflow-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg empty:invisible dark:border-slate-700 dark:bg-slate-800"
        >
          {filtered.map((b) => (
            <ComboboxOption
              key={b.id}
              value={b}
              className="group flex cursor-pointer items-start gap-2 rounded px-2 py-1.5 text-sm data-[focus]:bg-slate-100 dark:data-[focus]:bg-slate-700"
            >
              <Check className="invisible mt-0.5 h-4 w-4 shrink-0 text-blue-600 group-data-[selected]:visible" aria-hidden="true" />
              <span className="min-w-0">
                <span className="block truncate font-medium">{b.name}</span>
                <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{b.address}</span>
              </span>
            </ComboboxOption>
          ))}
          {filtered.length === 0 && query && (
            <div className="px-2 py-1.5 text-sm text-slate-500">{t('shell.building.noMatch')}</div>
          )}
        </ComboboxOptions>
      </Combobox>
      {building && <p className="truncate text-xs text-slate-500 dark:text-slate-400">{building.address}</p>}
    </Field>
  );
}
