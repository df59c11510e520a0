import { useTranslation } from 'react-i18next';
import { Image } from 'lucide-react';
import { Link } from 'wouter';
import type { ParkingLogEntry } from '../../../contract/parking';
import type { UnitSummary } from '../../../contract/units';
import { auditTarget } from '../../../contract/rules/audit';
import { directionKind } from '../../../contract/rules/gate-direction';
import { formatDateTime } from '../../lib/format';
import { cn } from '../../lib/cn';
import { ObjectAuditLink } from '../../ui/AuditLink';
import { Button } from '../../ui/Button';
import { CardTable, type Column } from '../../ui/CardTable';
import { parkingHref } from './rules';

/**
 * Gate passes, newest first as the server pages them: time, plate, direction, gate, outcome, photo.
 * Given `units` (the building's log) a unit column names each pass's unit, "no unit" for a plate
 * no unit has; the unit's number links to that unit's own log, where its plates and spaces are.
 * Below 1024 px each pass is a card (ui/CardTable.tsx): nothing scrolls sideways at 360 px.
 */
export function AccessLogTable({ entries, onPhoto, units }: { entries: readonly ParkingLogEntry[]; onPhoto: (entry: ParkingLogEntry) => void; units?: readonly UnitSummary[] }) {
  const { t } = useTranslation();
  const numberOf = (id: number | null) => (id === null ? null : units?.find((u) => u.id === id)?.number ?? `#${id}`);
  const unitColumn: Column<ParkingLogEntry> = {
    id: 'unit',
    header: t('parking.selectUnit.label'),
    cell: (e) =>
      e.unit_id === null ? (
        <span className="text-slate-500 dark:text-slate-400">{t('parking.log.noUnit')}</span>
      ) : (
        <Link
          href={parkingHref('log', undefined, e.unit_id)}
          className="font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-500 dark:text-blue-300"
          aria-label={t('parking.log.openUnit', { unit: numberOf(e.unit_id) })}
        >
          {numberOf(e.unit_id)}
        </Link>
      ),
  };
  const columns: Column<ParkingLogEntry>[] = [
    { id: 'time', header: t('parking.log.columns.time'), className: 'whitespace-nowrap', cell: (e) => formatDateTime(e.access_time) },
    { id: 'plate', header: t('parking.log.columns.plate'), cell: (e) => <span className="font-mono font-semibold">{e.license_plate}</span> },
    ...(units ? [unitColumn] : []),
    { id: 'direction', header: t('parking.log.columns.direction'), cell: (e) => t(`parking.direction.${directionKind(e.direction)}`) },
    { id: 'gate', header: t('parking.log.columns.gate'), cell: (e) => e.door_name },
    {
      id: 'result',
      header: t('parking.log.columns.result'),
      cell: (e) => (
        <span
          className={cn(
            'inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
            e.was_granted ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200' : 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
          )}
        >
          {t(e.was_granted ? 'parking.log.granted' : 'parking.log.denied')}
        </span>
      ),
    },
    {
      id: 'photo',
      header: t('parking.log.columns.photo'),
      bare: true,
      className: 'lg:text-right',
      cell: (e) => (
        <span className="inline-flex items-center gap-1">
          {e.has_image && (
            <Button variant="ghost" size="icon" onClick={() => onPhoto(e)} data-command="parking.showPhoto" aria-label={t('parking.log.photoNamed', { plate: e.license_plate, time: formatDateTime(e.access_time) })} title={t('parking.log.photo')}>
              <Image className="h-4 w-4" aria-hidden="true" />
            </Button>
          )}
          {/* this passage's audit entries (the decision and who or what made it), for staff with audit:view */}
          <ObjectAuditLink target={auditTarget('gate_event', e.log_id)} name={`${e.license_plate} ${formatDateTime(e.access_time)}`} />
        </span>
      ),
    },
  ];
  return (
    <CardTable
      label={t('parking.log.list')}
      testId="access-log-table"
      columns={columns}
      entries={entries}
      rowKey={(e) => e.log_id}
      rowTestId={(e) => `log-row-${e.log_id}`}
      framed={false}
    />
  );
}
