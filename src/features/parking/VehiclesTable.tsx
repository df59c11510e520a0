import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { Vehicle } from '../../../contract/parking';
import type { SortDir, VehicleSortKey } from '../../../contract/rules/parking';
import { formatDate } from '../../lib/format';
import { EditDeleteButtons } from '../../ui/EditDeleteButtons';

const COLUMNS: ReadonlyArray<{ key: VehicleSortKey; label: string }> = [
  { key: 'license_plate', label: 'parking.vehicles.columns.plate' },
  { key: 'name', label: 'parking.vehicles.columns.name' },
  { key: 'parking_space_name', label: 'parking.vehicles.columns.space' },
  { key: 'type', label: 'parking.vehicles.columns.type' },
  { key: 'valid_from', label: 'parking.vehicles.columns.validFrom' },
  { key: 'valid_to', label: 'parking.vehicles.columns.validTo' },
];

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400';
const td = 'px-3 py-2 align-top text-sm';

/**
 * The unit's plates, already in order (sortVehicles). Each header is a button: the same column
 * toggles the direction, a new one starts ascending (nextSort). The table scrolls sideways at 360 px.
 */
export function VehiclesTable({
  vehicles,
  sort,
  onSort,
  onEdit,
  onDelete,
}: {
  vehicles: readonly Vehicle[];
  sort: { key: VehicleSortKey; dir: SortDir } | null;
  onSort: (key: VehicleSortKey) => void;
  onEdit: (v: Vehicle) => void;
  onDelete: (v: Vehicle) => void;
}) {
  const { t } = useTranslation();
  // relative: the header's sr-only text is clipped with the table instead of widening the page at 360 px
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[42rem] divide-y divide-slate-200 dark:divide-slate-700" data-testid="vehicles-table">
        <thead className="bg-slate-50 dark:bg-slate-800/50">
          <tr>
            {COLUMNS.map((c) => {
              const active = sort?.key === c.key;
              const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
              return (
                <th key={c.key} scope="col" className={th} aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
                  <button type="button" onClick={() => onSort(c.key)} className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-500 dark:hover:text-white">
                    {t(c.label)}
                    <Icon className="h-3.5 w-3.5" aria-hidden="true" />
                  </button>
                </th>
              );
            })}
            <th scope="col" className={`${th} text-right`}>
              <span className="sr-only">{t('parking.vehicles.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {vehicles.map((v) => (
            <tr key={v.id} data-testid={`vehicle-row-${v.license_plate}`}>
              <td className={`${td} font-mono font-semibold`}>{v.license_plate}</td>
              <td className={td}>{v.name ?? '—'}</td>
              <td className={td}>{v.parking_space_name ?? '—'}</td>
              <td className={td}>{t(`parking.type.${v.type}`)}</td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(v.valid_from)}</td>
              <td className={`${td} whitespace-nowrap`}>{v.valid_to ? formatDate(v.valid_to) : '—'}</td>
              <td className={`${td} text-right`}>
                <div className="flex justify-end gap-1">
                  <EditDeleteButtons
                    onEdit={() => onEdit(v)}
                    onDelete={() => onDelete(v)}
                    editLabel={t('parking.vehicles.editNamed', { plate: v.license_plate })}
                    deleteLabel={t('parking.vehicles.deleteNamed', { plate: v.license_plate })}
                    editTitle={t('parking.vehicles.edit')}
                    deleteTitle={t('parking.vehicles.delete')}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
