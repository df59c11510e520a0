import { useTranslation } from 'react-i18next';
import { Image } from 'lucide-react';
import { Link } from 'wouter';
import type { ParkingLogEntry } from '../../../contract/parking';
import type { UnitSummary } from '../../../contract/units';
import { directionKind } from '../../../contract/rules/gate-direction';
import { formatDateTime } from '../../lib/format';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/Button';
import { parkingHref } from './rules';

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400';
const td = 'px-3 py-2 align-middle text-sm';

/**
 * Gate passes, newest first as the server pages them: time, plate, direction, gate, outcome, photo.
 * Given `units` (the building's log) a unit column names each pass's unit, "no unit" for a plate
 * no unit has; the unit's number links to that unit's own log, where its plates and spaces are.
 */
export function AccessLogTable({ entries, onPhoto, units }: { entries: readonly ParkingLogEntry[]; onPhoto: (entry: ParkingLogEntry) => void; units?: readonly UnitSummary[] }) {
  const { t } = useTranslation();
  const numberOf = (id: number | null) => (id === null ? null : units?.find((u) => u.id === id)?.number ?? `#${id}`);
  // relative: the header's sr-only text is clipped with the table instead of widening the page at 360 px
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[36rem] divide-y divide-slate-200 dark:divide-slate-700" data-testid="access-log-table">
        <thead className="bg-slate-50 dark:bg-slate-800/50">
          <tr>
            <th scope="col" className={th}>{t('parking.log.columns.time')}</th>
            <th scope="col" className={th}>{t('parking.log.columns.plate')}</th>
            {units && <th scope="col" className={th}>{t('parking.selectUnit.label')}</th>}
            <th scope="col" className={th}>{t('parking.log.columns.direction')}</th>
            <th scope="col" className={th}>{t('parking.log.columns.gate')}</th>
            <th scope="col" className={th}>{t('parking.log.columns.result')}</th>
            <th scope="col" className={`${th} text-right`}>{t('parking.log.columns.photo')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {entries.map((e) => (
            <tr key={e.log_id} data-testid={`log-row-${e.log_id}`}>
              <td className={`${td} whitespace-nowrap`}>{formatDateTime(e.access_time)}</td>
              <td className={`${td} font-mono font-semibold`}>{e.license_plate}</td>
              {units && (
                <td className={td}>
                  {e.unit_id === null ? (
                    <span className="text-slate-500 dark:text-slate-400">{t('parking.log.noUnit')}</span>
                  ) : (
                    <Link
                      href={parkingHref('log', undefined, e.unit_id)}
                      className="font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-500 dark:text-blue-300"
                      aria-label={t('parking.log.openUnit', { unit: numberOf(e.unit_id) })}
                    >
                      {numberOf(e.unit_id)}
                    </Link>
                  )}
                </td>
              )}
              <td className={td}>{t(`parking.direction.${directionKind(e.direction)}`)}</td>
              <td className={td}>{e.door_name}</td>
              <td className={td}>
                <span
                  className={cn(
                    'inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
                    e.was_granted ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200' : 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
                  )}
                >
                  {t(e.was_granted ? 'parking.log.granted' : 'parking.log.denied')}
                </span>
              </td>
              <td className={`${td} text-right`}>
                {e.has_image && (
                  <Button variant="ghost" size="icon" onClick={() => onPhoto(e)} aria-label={t('parking.log.photoNamed', { plate: e.license_plate, time: formatDateTime(e.access_time) })} title={t('parking.log.photo')}>
                    <Image className="h-4 w-4" aria-hidden="true" />
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
