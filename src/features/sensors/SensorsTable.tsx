/**
 * The overview table (spec 001 §2 "Sensors"): name, type badge, location, value, last update. A row
 * opens the sensor's detail: a click anywhere on it, or Enter/Space on its name, which is a button
 * (the keyboard's way in). Below 1024 px each row is a card (ui/CardTable.tsx): the name on top, then
 * the other cells as label–value lines, so the value is in sight without scrolling sideways.
 */
import { useTranslation } from 'react-i18next';
import type { Sensor } from '../../../contract/sensors';
import { formatDateTime, formatRelative } from '../../lib/format';
import { CardTable, type Column } from '../../ui/CardTable';
import { SensorValue } from './SensorValue';
import { TypeBadge } from './TypeBadge';

export function SensorsTable({ sensors, onOpen }: { sensors: readonly Sensor[]; onOpen: (sensor: Sensor) => void }) {
  const { t } = useTranslation();
  const columns: Column<Sensor>[] = [
    {
      id: 'name',
      header: t('sensors.columns.name'),
      bare: true,
      rowHeader: true,
      cell: (s) => (
        <button
          type="button"
          onClick={(e) => {
            e.stopPropagation();
            onOpen(s);
          }}
          className="rounded text-left font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-500 dark:text-blue-400"
          aria-haspopup="dialog"
        >
          {s.name}
        </button>
      ),
    },
    { id: 'type', header: t('sensors.columns.type'), cell: (s) => <TypeBadge type={s.type} /> },
    { id: 'location', header: t('sensors.columns.location'), cell: (s) => s.location ?? '—' },
    { id: 'value', header: t('sensors.columns.value'), cell: (s) => <SensorValue sensor={s} /> },
    {
      id: 'updated',
      header: t('sensors.columns.updated'),
      className: 'whitespace-nowrap text-slate-600 dark:text-slate-400',
      cell: (s) => <span title={formatDateTime(s.timestamp)}>{s.timestamp ? formatRelative(s.timestamp) : t('sensors.never')}</span>,
    },
  ];
  return (
    <CardTable
      label={t('sensors.table.caption')}
      testId="sensors-table"
      columns={columns}
      entries={sensors}
      rowKey={(s) => s.id}
      rowTestId={(s) => `sensor-row-${s.id}`}
      onRowClick={onOpen}
      framed={false}
    />
  );
}
