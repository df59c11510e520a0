import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import type { PortfolioAlarm } from '../../../contract/portfolio';
import { FIRE_ACK_NOTE_MAX, fireZoneLabel } from '../../../contract/rules/fire-alarm';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import { errorMessage } from '../../lib/http';
import { Button } from '../../ui/Button';
import { acknowledgeFromBoard } from './acknowledge';

export function useZoneLabel() {
  const { t } = useTranslation();
  return (z: { text: string | null; number: number }) => {
    const l = fireZoneLabel(z);
    return 'text' in l ? l.text : t('fireAlarm.zone', { number: l.number });
  };
}

/** Acknowledge with the note the fire alarm route requires; the server decides and audits. */
export function AcknowledgeForm({ alarm, onDone, large = false }: { alarm: PortfolioAlarm; onDone?: () => void; large?: boolean }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const { mutate } = useSWRConfig();
  const id = `ack-note-${alarm.id}`;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!note.trim()) return;
    setBusy(true);
    try {
      await acknowledgeFromBoard(alarm.building_id, alarm.id, note.trim(), mutate);
      toast.success(t('board.portfolio.acknowledged'));
      onDone?.();
    } catch (err) {
      toast.error(errorMessage(err, t('board.portfolio.acknowledgeFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="flex min-w-0 flex-wrap items-end gap-2" onSubmit={(e) => void submit(e)}>
      <label htmlFor={id} className="sr-only">
        {t('board.portfolio.note')}
      </label>
      <input
        id={id}
        value={note}
        maxLength={FIRE_ACK_NOTE_MAX}
        required
        placeholder={t('board.portfolio.note')}
        onChange={(e) => setNote(e.target.value)}
        className={cn(
          'min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
          large && 'text-[1em]',
        )}
      />
      <Button type="submit" variant="danger" size={large ? 'md' : 'sm'} loading={busy} disabled={!note.trim()}>
        {t('board.portfolio.acknowledge')}
      </Button>
    </form>
  );
}

/** The zones in alarm across every watched building, with Acknowledge where the server allows it. */
export function AlarmList({ alarms, mayAcknowledge }: { alarms: readonly PortfolioAlarm[]; mayAcknowledge: (buildingId: number) => boolean }) {
  const { t } = useTranslation();
  const label = useZoneLabel();
  const [open, setOpen] = useState<number | null>(null);
  if (alarms.length === 0) return null;
  return (
    <section aria-labelledby="portfolio-alarms" data-testid="portfolio-alarms" className="rounded-lg border-2 border-red-500 bg-red-50 p-3 dark:bg-red-950">
      <h2 id="portfolio-alarms" className="mb-2 font-semibold text-red-900 dark:text-red-100">
        {t('board.portfolio.alarms', { count: alarms.length })}
      </h2>
      <ul className="space-y-2">
        {alarms.map((a) => (
          <li key={a.id} data-testid="portfolio-alarm" className="min-w-0 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-words">
                <span className="font-semibold">{a.building_name}</span> — {label(a)}
                {a.alarm_since && <span className="ml-1 text-slate-600 dark:text-slate-300">({formatDateTime(a.alarm_since)})</span>}
                {a.acknowledged_at && <span className="ml-1 text-slate-600 dark:text-slate-300">· {t('board.fire.acknowledged')}</span>}
              </span>
              {!a.acknowledged_at && mayAcknowledge(a.building_id) && open !== a.id && (
                <Button variant="danger" size="sm" onClick={() => setOpen(a.id)}>
                  {t('board.portfolio.acknowledge')}
                </Button>
              )}
            </div>
            {open === a.id && (
              <div className="mt-2">
                <AcknowledgeForm alarm={a} onDone={() => setOpen(null)} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
