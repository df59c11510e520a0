/**
 * The board's tiles, one per subsystem of a building, colour-coded. Each is memoised on its own
 * list: a sensor round re-renders the sensor tile and nothing else (state.ts keeps untouched lists) —
 * but the doors tile, which shows each door's contact sensor (contract/rules/door-contacts.ts), and the sensor tile,
 * which shows a contact the way the doors tile does, read both the doors and the sensors.
 * Every number and state word goes through the UI language (issue 29 §2): Intl for numbers, the
 * locale files for words, never a device's raw 'open' or a dot decimal on a Czech screen.
 */
import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { BoardDoor, BoardFireZone, BoardGateEvent, BoardIssues, BoardReception, BoardSensor } from '../../../contract/board';
import { fireZoneLabel, isAlarm } from '../../../contract/rules/fire-alarm';
import { cn } from '../../lib/cn';
import { formatCount, formatDateTime } from '../../lib/format';
import { measuresOf, measureValue } from '../../../contract/rules/sensors';
import { formatMeasure, formatNumber } from '../../lib/sensorFormat';
import { TONE_PILL, type Tone } from '../../ui/bandColours';
import { contactIsOpen, doorIsOpen, pairDoorContacts } from '../../../contract/rules/door-contacts';

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

/** State words a device reports that the board knows (board.sensorState.*); any other word is the device's own. */
const KNOWN_STATES = new Set(['open', 'closed', 'ok', 'alarm']);

/** A reported state in the UI language: a known word translated, a number (a binary sensor's 0/1) in the language's notation. */
function stateText(state: string, t: TFunction): string {
  if (KNOWN_STATES.has(state)) return t(`board.sensorState.${state}`);
  const n = Number(state);
  return state.trim() !== '' && Number.isFinite(n) ? formatNumber(n, 0, 2) : state;
}

/**
 * A sensor's latest value as a short text in the UI language (issue 29 §2): its measures through
 * src/lib/sensorFormat.ts like the sensors screens ('22,6 °C · 35 ppm' in Czech), a state word
 * translated ('Zavřeno', 'V pořádku'); a dash before the first reading.
 */
export function sensorText(s: BoardSensor, t: TFunction): string {
  const parts: string[] = [];
  for (const measure of measuresOf(s.type)) {
    const n = measureValue(s.type, measure, s);
    if (n !== null) parts.push(formatMeasure(measure, n));
  }
  // a door contact or a binary sensor names its state, or reports it as a number (0/1)
  const state = s.state ?? (parts.length === 0 && s.value !== null ? String(s.value) : null);
  if (state !== null && parts.length === 0) parts.push(stateText(state, t));
  return parts.join(' · ') || '—';
}

/**
 * A door's state as both tiles show it. A door with a paired contact sensor (contract/rules/door-contacts.ts) names
 * both readings — 'zámek: zamčeno · kontakt: otevřeno' — because its controller and its contact
 * are separate devices that can disagree; the doors tile and the sensor tile print this same text,
 * so the board never says "closed" on one tile and "open" on the next for one door.
 */
export function doorStateText(door: BoardDoor, contact: BoardSensor | undefined, t: TFunction): string {
  if (!contact) return door.is_open ? t('board.doors.open') : t('board.doors.closed');
  const open = contactIsOpen(contact.state);
  const contactText = open === null ? (contact.state === null ? '—' : stateText(contact.state, t)) : open ? t('board.doors.contactOpen') : t('board.doors.contactClosed');
  return t('board.doors.lockAndContact', { lock: door.is_open ? t('board.doors.unlocked') : t('board.doors.locked'), contact: contactText });
}

/** Open by either reading: the controller reports it open or the contact does. */
const doorOpen = (door: BoardDoor, contact: BoardSensor | undefined) => doorIsOpen(door.is_open, contact?.state);

/** The sensor tile; it reads the doors too, to show a door contact the way the doors tile shows its door. */
export const SensorsTile = memo(function SensorsTile({ sensors, doors }: { sensors: BoardSensor[]; doors: BoardDoor[] }) {
  const { t } = useTranslation();
  const { doorOfSensor } = useMemo(() => pairDoorContacts(doors, sensors), [doors, sensors]);
  const red = sensors.filter((s) => s.band === 'red').length;
  return (
    <Tile testId="board-tile-sensors" title={t('board.tiles.sensors')} tone={red ? 'alarm' : sensors.length ? 'ok' : 'neutral'}>
      {sensors.length === 0 ? (
        <p className="text-[0.875em] text-slate-500">{t('board.empty.sensors')}</p>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-1.5">
          {sensors.map((s) => {
            const door = doorOfSensor.get(s.id);
            return (
              <li
                key={s.id}
                data-testid="board-sensor"
                data-band={s.band ?? 'none'}
                className={cn('rounded px-2 py-1 text-[0.8em]', s.band ? TONE_PILL[s.band as Tone] : 'bg-slate-100 dark:bg-slate-800')}
              >
                <span className="block truncate">{s.name}</span>
                <span className="font-semibold tabular-nums">{door ? doorStateText(door, s, t) : sensorText(s, t)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </Tile>
  );
});

/** The doors tile; it reads the sensors too, for the contact sensor of a door (contract/rules/door-contacts.ts). */
export const DoorsTile = memo(function DoorsTile({ doors, sensors, onOpen }: { doors: BoardDoor[]; sensors: BoardSensor[]; onOpen: (door: BoardDoor) => void }) {
  const { t } = useTranslation();
  const { sensorOfDoor } = useMemo(() => pairDoorContacts(doors, sensors), [doors, sensors]);
  const open = doors.filter((d) => doorOpen(d, sensorOfDoor.get(d.id))).length;
  return (
    <Tile testId="board-tile-doors" title={t('board.tiles.doors')} tone={open ? 'warn' : doors.length ? 'ok' : 'neutral'}>
      {doors.length === 0 ? (
        <p className="text-[0.875em] text-slate-500">{t('board.empty.doors')}</p>
      ) : (
        <ul className="space-y-1 text-[0.875em]">
          {doors.map((d) => {
            const contact = sensorOfDoor.get(d.id);
            return (
              <li key={d.id} data-testid="board-door" data-open={d.is_open} data-contact={contact?.state ?? undefined} className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate">{d.name}</span>
                <span className="flex shrink-0 items-center gap-2">
                  <span className={cn('rounded px-1.5 text-[0.85em]', TONE_PILL[doorOpen(d, contact) ? 'orange' : 'green'])}>{doorStateText(d, contact, t)}</span>
                  {d.can_open && !d.is_open && (
                    <button type="button" className="rounded border border-slate-300 px-1.5 text-[0.85em] hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800" onClick={() => onOpen(d)}>
                      {t('board.doors.openAction')}
                    </button>
                  )}
                </span>
              </li>
            );
          })}
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
            {t(`board.priority.${p.priority}`)}: {formatCount(p.count)}
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

/**
 * The reception desk's open entries (issue 29 §2): visitors in the house, parcels waiting, keys out,
 * each labelled and counted in the UI language. The numbers come with the snapshot; a
 * reception.changed event makes the board take a fresh one (state.ts).
 */
export const ReceptionTile = memo(function ReceptionTile({ reception }: { reception: BoardReception | null }) {
  const { t } = useTranslation();
  const rows = [
    { key: 'visitorsIn', n: reception?.visitors_in },
    { key: 'parcelsWaiting', n: reception?.parcels_waiting },
    { key: 'keysOut', n: reception?.keys_out },
  ] as const;
  return (
    <Tile testId="board-tile-reception" title={t('board.tiles.reception')} tone="neutral">
      <dl className="space-y-0.5 text-[0.875em]">
        {rows.map((r) => (
          <div key={r.key} className="flex justify-between gap-2" data-testid={`board-reception-${r.key}`}>
            <dt className="text-slate-600 dark:text-slate-300">{t(`board.reception.${r.key}`)}</dt>
            <dd className="font-semibold tabular-nums">{r.n === undefined ? '—' : formatCount(r.n)}</dd>
          </div>
        ))}
      </dl>
    </Tile>
  );
});
