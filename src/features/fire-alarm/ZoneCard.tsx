/**
 * One fire zone (spec 001 §2 "Fire alarm", §3; issue 12 §1): its name (text or 'Zone {number}'),
 * type, number and sub-number, the OK / ALARM badge, since when it is in alarm, and the
 * acknowledgement staff gave (who, when, note) — or, for staff, the button to give it.
 */
import { useTranslation } from 'react-i18next';
import { CircleCheck, Siren } from 'lucide-react';
import type { FireZone } from '../../../contract/fire-alarm';
import { fireAckProblem, isAlarm } from '../../../contract/rules/fire-alarm';
import { cn } from '../../lib/cn';
import { fireZoneName } from '../../lib/fireZone';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/Button';
import { ZoneStateBadge } from './ZoneStateBadge';

function Acknowledgement({ zone }: { zone: FireZone }) {
  const { t } = useTranslation();
  if (!zone.acknowledged_at) return null;
  const when = formatDateTime(zone.acknowledged_at);
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800" data-testid="zone-ack">
      <p className="font-medium">{zone.acknowledged_by_name ? t('fireAlarm.acknowledgedBy', { name: zone.acknowledged_by_name, when }) : t('fireAlarm.acknowledgedAt', { when })}</p>
      {zone.ack_note && (
        <p className="mt-1 whitespace-pre-line break-words text-slate-700 dark:text-slate-300">
          <span className="sr-only">{t('fireAlarm.note')}: </span>
          {zone.ack_note}
        </p>
      )}
    </div>
  );
}

export function ZoneCard({ zone, canAcknowledge, onAcknowledge }: { zone: FireZone; canAcknowledge: boolean; onAcknowledge: () => void }) {
  const { t } = useTranslation();
  const alarm = isAlarm(zone.status);
  const name = fireZoneName(zone, t);
  const Icon = alarm ? Siren : CircleCheck;
  return (
    <li
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-lg border bg-white p-4 shadow-sm dark:bg-slate-900',
        alarm ? 'border-red-400 dark:border-red-500' : 'border-slate-200 dark:border-slate-700',
      )}
      data-testid={`fire-zone-${zone.id}`}
      data-status={alarm ? 'alarm' : 'ok'}
    >
      <div className="flex items-start gap-3">
        <Icon className={cn('mt-0.5 h-6 w-6 shrink-0', alarm ? 'text-red-600' : 'text-green-600')} aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 className="break-words font-semibold">{name}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t(`fireAlarm.types.${zone.type}`, { defaultValue: zone.type })}</p>
        </div>
        <ZoneStateBadge status={zone.status} />
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-slate-600 dark:text-slate-400">{t('fireAlarm.fields.number')}:</dt>
          <dd>{zone.number}</dd>
        </div>
        {zone.sub_number !== null && (
          <div className="flex gap-1">
            <dt className="text-slate-600 dark:text-slate-400">{t('fireAlarm.fields.subNumber')}:</dt>
            <dd>{zone.sub_number}</dd>
          </div>
        )}
      </dl>
      {alarm && zone.alarm_since && <p className="text-sm font-medium text-red-700 dark:text-red-400">{t('fireAlarm.since', { when: formatDateTime(zone.alarm_since) })}</p>}
      <Acknowledgement zone={zone} />
      {canAcknowledge && fireAckProblem(zone) === null && (
        <Button variant="danger" className="mt-auto w-full justify-center" onClick={onAcknowledge} aria-label={t('fireAlarm.ack.buttonNamed', { zone: name })}>
          {t('fireAlarm.ack.button')}
        </Button>
      )}
    </li>
  );
}
