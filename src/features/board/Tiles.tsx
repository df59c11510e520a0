/**
 * The board's tiles, one per subsystem of a building, colour-coded. Each is memoised on its own
 * list: a sensor round re-renders the sensor tile and nothing else (state.ts keeps untouched lists).
 */
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardBuilding, BoardDoor, BoardFireZone, BoardGateEvent, BoardIssues, BoardSensor } from '../../../contract/board';
import { fireZoneLabel, isAlarm } from '../../../contract/rules/fire-alarm';
import { CO_DECIMALS, TEMPERATURE_DECIMALS, sensorUnit } from '../../../contract/rules/sensors';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import { TONE_PILL, type Tone } from '../../ui/bandColours';

function Tile({ title, tone, children, testId }: { title: string; tone: 'ok' | 'warn' | 'alarm' | 'neutral'; children: ReactNode; testId: string }) {
  return (
    <section
      data-testid={testId}
      data-tone={tone}
      aria-label={title}
      className={cn(
        'min-w-0 rounded-lg border-2 bg-white p-3 dark:bg-slate-900',
        tone === 'alarm' && 'border-red-500 bg-red-50 dark:bg-red-950',
        tone === 'warn' && 'border-amber-400',
        tone === 'ok' && 'border-green-500',
        tone === 'neutral' && 'border-slate-200 dark:border-slate-700',
      )}
    >
      <h3 className="mb-2 text-[1em] font-semibold">{title}</h3>
      {children}
    </section>
  );
}

export const FireTile = memo(function FireTile({ zones }: { zones: BoardFireZone[] }) {
  const { t } = useTranslation();
  const alarms = zones.filter((z) => isAlarm(z.status));
  const label = (z: BoardFireZone) => {
    const l = fireZoneLabel(z);
    return 'text' in l ? l.text : t('fireAlarm.zone', { number: l.number });
  };
  return (
    <Tile testId="board-tile-fire" title={t('board.tiles.fire')} tone={alarms.length ? 'alarm' : zones.length ? 'ok' : 'neutral'}>
      {zones.length === 0 ? (
        <p className="text-[0.875em] text-slate-500">{t('board.empty.fire')}</p>
      ) : alarms.length === 0 ? (
        <p className="text-[0.875em] text-green-800 dark:text-green-300">{t('board.fire.allOk', { count: zones.length })}</p>
      ) : (
        <ul className="space-y-1 text-[0.875em]">
          {alarms.map((z) => (
            <li key={z.id} data-testid="board-fire-alarm" className="font-medium text-red-800 dark:text-red-200">
              {label(z)} — {z.acknowledged_at ? t('board.fire.acknowledged') : t('board.fire.alarm')}
              {z.alarm_since && <span className="ml-1 font-normal">({formatDateTime(z.alarm_since)})</span>}
            </li>
          ))}
        </ul>
      )}
    </Tile>
  );
});

/** A sensor's latest value as a short text (temperature 1 decimal, CO 0, a state raw). */
export function sensorText(s: BoardSensor): string {
  const unit = sensorUnit(s.type);
  const parts: string[] = [];
  if (s.value !== null && s.type !== 'co') parts.push(`${s.value.toFixed(s.type === 'humidity' ? 0 : TEMPERATURE_DECIMALS)} ${unit ?? ''}`.trim());
  const ppm = s.co_level ?? (s.type === 'co' ? s.value : null);
  if (ppm !== null && (s.type === 'co' || s.type === 'combined')) parts.push(`${ppm.toFixed(CO_DECIMALS)} ppm`);
  if (s.state !== null && parts.length === 0) parts.push(s.state);
  return parts.join(' · ') || '—';
}

export const SensorsTile = memo(function SensorsTile({ sensors }: { sensors: BoardSensor[] }) {
  const { t } = useTranslation();
  const red = sensors.filter((s) => s.band === 'red').length;
  return (
    <Tile testId="board-tile-sensors" title={t('board.tiles.sensors')} tone={red ? 'alarm' : sensors.length ? 'ok' : 'neutral'}>
      {sensors.length === 0 ? (
        <p className="text-[0.875em] text-slate-500">{t('board.empty.sensors')}</p>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-1.5">
          {sensors.map((s) => (
            <li
              key={s.id}
              data-testid="board-sensor"
              data-band={s.band ?? 'none'}
              className={cn('rounded px-2 py-1 text-[0.8em]', s.band ? TONE_PILL[s.band as Tone] : 'bg-slate-100 dark:bg-slate-800')}
            >
              <span className="block truncate">{s.name}</span>
              <span className="font-semibold tabular-nums">{sensorText(s)}</span>
            </li>
          ))}
        </ul>
      )}
    </Tile>
  );
});

export const DoorsTile = memo(function DoorsTile({ doors, onOpen }: { doors: BoardDoor[]; onOpen: (door: BoardDoor) => void }) {
  const { t } = useTranslation();
  const open = doors.filter((d) => d.is_open).length;
  return (
    <Tile testId="board-tile-doors" title={t('board.tiles.doors')} tone={open ? 'warn' : doors.length ? 'ok' : 'neutral'}>
      {doors.length === 0 ? (
        <p className="text-[0.875em] text-slate-500">{t('board.empty.doors')}</p>
      ) : (
        <ul className="space-y-1 text-[0.875em]">
          {doors.map((d) => (
            <li key={d.id} data-testid="board-door" data-open={d.is_open} className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate">{d.name}</span>
              <span className="flex shrink-0 items-center gap-2">
                <span className={cn('rounded px-1.5 text-[0.85em]', TONE_PILL[d.is_open ? 'orange' : 'green'])}>
                  {d.is_open ? t('board.doors.open') : t('board.doors.closed')}
                </span>
                {d.can_open && !d.is_open && (
                  <button type="button" className="rounded border border-slate-300 px-1.5 text-[0.85em] hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800" onClick={() => onOpen(d)}>
                    {t('board.doors.openAction')}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Tile>
  );
});

export const GateTile = memo(function GateTile({ events }: { events: BoardGateEvent[] }) {
  const { t } = useTranslation();
  const denied = events.length > 0 && !events[0].was_granted;
  return (
    <Tile testId="board-tile-gate" title={t('board.tiles.gate')} tone={denied ? 'warn' : 'neutral'}>
      {events.length === 0 ? (
        <p className="text-[0.875em] text-slate-500">{t('board.empty.gate')}</p>
      ) : (
        <ul className="space-y-0.5 text-[0.85em]">
          {events.map((e) => (
            <li key={e.log_id} data-testid="board-gate-event" className={cn('flex justify-between gap-2', !e.was_granted && 'text-red-700 dark:text-red-300')}>
              <span className="font-mono">{e.license_plate}</span>
              <span className="truncate">{e.was_granted ? t('board.gate.granted') : t('board.gate.denied')}</span>
              <span className="shrink-0 tabular-nums">{formatDateTime(e.access_time)}</span>
            </li>
          ))}
        </ul>
      )}
    </Tile>
  );
});

export const IssuesTile = memo(function IssuesTile({ issues }: { issues: BoardIssues }) {
  const { t } = useTranslation();
  const urgent = issues.by_priority.find((p) => p.priority === 'critical')?.count ?? 0;
  return (
    <Tile testId="board-tile-issues" title={t('board.tiles.issues')} tone={issues.overdue || urgent ? 'alarm' : issues.open_total ? 'warn' : 'ok'}>
      <p className="text-[0.875em]">
        {t('board.issues.open', { count: issues.open_total })}
        {' · '}
        <span className={cn(issues.overdue > 0 && 'font-semibold text-red-700 dark:text-red-300')} data-testid="board-issues-overdue">
          {t('board.issues.overdue', { count: issues.overdue })}
        </span>
      </p>
      <ul className="mt-1 flex flex-wrap gap-1 text-[0.8em]">
        {issues.by_priority.map((p) => (
          <li key={p.priority} className="rounded bg-slate-100 px-1.5 dark:bg-slate-800">
            {t(`board.priority.${p.priority}`)}: {p.count}
          </li>
        ))}
      </ul>
      {issues.latest.length > 0 && (
        <ul className="mt-2 space-y-0.5 text-[0.85em]">
          {issues.latest.map((i) => (
            <li key={i.id} className="truncate">
              <a className="underline-offset-2 hover:underline" href={`/issues/${i.id}`}>
                {t(`board.priority.${i.priority}`)} — {i.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Tile>
  );
});

export const ReceptionTile = memo(function ReceptionTile({ reception }: { reception: BoardBuilding['reception'] }) {
  const { t } = useTranslation();
  return (
    <Tile testId="board-tile-reception" title={t('board.tiles.reception')} tone="neutral">
      <p className="text-[0.875em] text-slate-500">{reception && reception.on_duty.length ? reception.on_duty.join(', ') : t('board.reception.unknown')}</p>
    </Tile>
  );
});
