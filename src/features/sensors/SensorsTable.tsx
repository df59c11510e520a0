/**
 * The overview table (spec 001 §2 "Sensors"): name, type badge, location, value, last update. A row
 * opens the sensor's detail: a click anywhere on it, or Enter/Space on its name, which is a button
 * (the keyboard's way in). On a phone each row is a card: the name on top, then the other cells as
 * label–value lines (the labels come from `data-label`), so the value is in sight without scrolling.
 */
import { useTranslation } from 'react-i18next';
import type { Sensor } from '../../../contract/sensors';
import { formatDateTime, formatRelative } from '../../lib/format';
import { SensorValue } from './SensorValue';
import { TypeBadge } from './TypeBadge';

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400';
const td = 'px-3 py-2 align-middle text-sm';
/** below `sm`: a line of the row's card, its column's name before the value */
const cardLine =
  'max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-3 max-sm:py-1 max-sm:text-right max-sm:before:text-left max-sm:before:text-xs max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)] dark:max-sm:before:text-slate-400';

export function SensorsTable({ sensors, onOpen }: { sensors: readonly Sensor[]; onOpen: (sensor: Sensor) => void }) {
  const { t } = useTranslation();
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full divide-y divide-slate-200 max-sm:block sm:min-w-[40rem] dark:divide-slate-700" data-testid="sensors-table">
        <caption className="sr-only">{t('sensors.table.caption')}</caption>
        <thead className="bg-slate-50 max-sm:sr-only dark:bg-slate-800/50">
          <tr>
            <th scope="col" className={th}>{t('sensors.columns.name')}</th>
            <th scope="col" className={th}>{t('sensors.columns.type')}</th>
            <th scope="col" className={th}>{t('sensors.columns.location')}</th>
            <th scope="col" className={th}>{t('sensors.columns.value')}</th>
            <th scope="col" className={th}>{t('sensors.columns.updated')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-sm:block dark:divide-slate-800">
          {sensors.map((s) => (
            <tr key={s.id} data-testid={`sensor-row-${s.id}`} onClick={() => onOpen(s)} className="cursor-pointer hover:bg-slate-50 max-sm:block max-sm:py-2 dark:hover:bg-slate-800/50">
              <th scope="row" className={`${td} text-left font-medium max-sm:block max-sm:pb-1`}>
                <button
                  type="button"
                  onClick={(e) => {
                    e.stopPropagation();
                    onOpen(s);
                  }}
                  className="rounded text-left text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-500 dark:text-blue-400"
                  aria-haspopup="dialog"
                >
                  {s.name}
                </button>
              </th>
              <td className={`${td} ${cardLine}`} data-label={t('sensors.columns.type')}>
                <TypeBadge type={s.type} />
              </td>
              <td className={`${td} ${cardLine}`} data-label={t('sensors.columns.location')}>
                {s.location ?? '—'}
              </td>
              <td className={`${td} ${cardLine}`} data-label={t('sensors.columns.value')}>
                <SensorValue sensor={s} />
              </td>
              <td className={`${td} ${cardLine} whitespace-nowrap text-slate-600 dark:text-slate-400`} data-label={t('sensors.columns.updated')} title={formatDateTime(s.timestamp)}>
                {s.timestamp ? formatRelative(s.timestamp) : t('sensors.never')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
