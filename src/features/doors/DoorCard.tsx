/**
 * One door of the grid: name, location, open/closed as the device last reported it, the last event
 * relative to now, and the open button — disabled with its reason when the server's `can_open` is
 * false (the SPA never decides that itself).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DoorClosed, LockKeyholeOpen } from 'lucide-react';
import type { Door } from '../../../contract/doors';
import { auditTarget } from '../../../contract/rules/audit';
import { cn } from '../../lib/cn';
import { formatRelative } from '../../lib/format';
import { ObjectAuditLink } from '../../ui/AuditLink';
import { Button } from '../../ui/Button';

function LastEvent({ door }: { door: Door }) {
  const { t } = useTranslation();
  const event = door.last_event;
  if (event) {
    const when = formatRelative(event.at);
    return <>{`${t(event.action === 'opened' ? 'doors.lastOpened' : 'doors.lastClosed', { when })} · ${t(`doors.via.${event.via}`)}`}</>;
  }
  if (door.changed_at) return <>{t(door.is_open ? 'doors.lastOpened' : 'doors.lastClosed', { when: formatRelative(door.changed_at) })}</>;
  return <>{t('doors.noEvent')}</>;
}

export function DoorCard({ door, opening, onOpen }: { door: Door; opening: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const reasonId = useId();
  // not DoorOpen: the sidebar's icon, which would leave the shell's chunk if a page shared it
  const Icon = door.is_open ? LockKeyholeOpen : DoorClosed;
  return (
    <li
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
      data-testid={`door-${door.id}`}
      data-changed-at={door.changed_at ?? undefined}
    >
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 h-6 w-6 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">{door.name}</h2>
          {door.location && <p className="truncate text-sm text-slate-600 dark:text-slate-400">{door.location}</p>}
        </div>
        <span
          className={cn(
            'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium',
            door.is_open ? 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100' : 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
          )}
          data-testid="door-state"
        >
          {t(door.is_open ? 'doors.state.open' : 'doors.state.closed')}
        </span>
      </div>
      <div className="flex min-w-0 items-center justify-between gap-2">
        <p className="min-w-0 text-xs text-slate-600 dark:text-slate-400">
          <LastEvent door={door} />
        </p>
        {/* who opened it is in the audit log (staff only): this door's entries */}
        <ObjectAuditLink target={auditTarget('door', door.id)} name={door.name} />
      </div>
      <div className="mt-auto flex flex-col gap-1">
        <Button
          className="w-full justify-center"
          onClick={onOpen}
          disabled={!door.can_open}
          loading={opening}
          aria-label={opening ? t('doors.openingNamed', { name: door.name }) : t('doors.openNamed', { name: door.name })}
          aria-describedby={door.can_open ? undefined : reasonId}
          title={door.can_open ? undefined : t('doors.cannotOpen')}
        >
          {opening ? t('doors.opening') : t('doors.open')}
        </Button>
        {!door.can_open && (
          <p id={reasonId} className="text-xs text-slate-500 dark:text-slate-400">
            {t('doors.cannotOpen')}
          </p>
        )}
        {/* announced while the attempt runs; empty otherwise so nothing is read twice */}
        <span role="status" aria-live="polite" className="sr-only">
          {opening ? t('doors.openingNamed', { name: door.name }) : ''}
        </span>
      </div>
    </li>
  );
}
