import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AuditEntry } from '../../../contract/audit';
import { isAuditAction } from '../../../contract/rules/audit';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import { targetName } from './targetName';

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400';
const td = 'px-3 py-2 align-top text-sm';

/** An action's name in the app's language; an action this build does not know shows as the server wrote it. */
export function actionName(t: TFunction, action: string): string {
  return isAuditAction(action) ? t(`audit.actions.${action}`) : action;
}

const OUTCOME_STYLE: Record<string, string> = {
  success: 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200',
  denied: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  failed: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
};

function Outcome({ outcome }: { outcome: string }) {
  const { t } = useTranslation();
  const known = outcome in OUTCOME_STYLE;
  return (
    <span className={cn('inline-block rounded px-2 py-0.5 text-xs font-medium', OUTCOME_STYLE[outcome] ?? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300')}>
      {known ? t(`audit.outcome.${outcome}`) : outcome}
    </span>
  );
}

/** A name in a row that narrows the log to it when clicked (a person, an object). */
function NarrowButton({ text, title, onClick, className }: { text: string; title: string; onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      className={cn('break-words text-left text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-500 dark:text-blue-300', className)}
      title={title}
      onClick={onClick}
    >
      {text}
    </button>
  );
}

/** Who acted: a person (a click filters the log by them), a device, or the system itself. */
function Who({ entry, onUser }: { entry: AuditEntry; onUser: (entry: AuditEntry) => void }) {
  const { t } = useTranslation();
  if (entry.user_id !== null) {
    const name = entry.user_name ?? t('audit.filters.userId', { id: entry.user_id });
    return <NarrowButton text={name} title={t('audit.filterByUser', { name })} onClick={() => onUser(entry)} className="font-medium" />;
  }
  if (entry.device_id !== null) return <span>{t('audit.actor.device', { name: entry.device_name ?? `#${entry.device_id}` })}</span>;
  return <span className="text-slate-600 dark:text-slate-400">{t('audit.actor.system')}</span>;
}

/** What was acted on: the unit, and the target by name (a click filters the log by that object). */
function ObjectText({ entry, onTarget }: { entry: AuditEntry; onTarget: (target: string) => void }) {
  const { t } = useTranslation();
  const unit = entry.unit_number !== null ? t('audit.unitNumber', { number: entry.unit_number }) : null;
  if (!unit && !entry.target) return <span>—</span>;
  const target = entry.target;
  const name = target ? targetName(t, target) : null;
  return (
    <span className="break-words">
      {unit}
      {unit && target && ' · '}
      {target && name && <NarrowButton text={name} title={t('audit.filterByTarget', { name })} onClick={() => onTarget(target)} />}
    </span>
  );
}

/**
 * The rows newest first (the server's order): a table from the large breakpoint up, cards below it so
 * that a 360 px screen never scrolls sideways. Times are local, formatted by lib/format.ts.
 */
export function AuditEntries({
  entries,
  onUser,
  onTarget,
}: {
  entries: readonly AuditEntry[];
  onUser: (entry: AuditEntry) => void;
  onTarget: (target: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="hidden overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm lg:block dark:border-slate-700 dark:bg-slate-900">
        <table className="w-full table-fixed divide-y divide-slate-200 dark:divide-slate-700" aria-label={t('audit.list')} data-testid="audit-table">
          <thead className="bg-slate-50 dark:bg-slate-800/50">
            <tr>
              <th scope="col" className={cn(th, 'w-44')}>{t('audit.columns.at')}</th>
              <th scope="col" className={th}>{t('audit.columns.who')}</th>
              <th scope="col" className={th}>{t('audit.columns.action')}</th>
              <th scope="col" className={th}>{t('audit.columns.object')}</th>
              <th scope="col" className={cn(th, 'w-32')}>{t('audit.columns.outcome')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {entries.map((e) => (
              <tr key={e.id} data-testid="audit-row">
                <td className={cn(td, 'whitespace-nowrap tabular-nums')}>
                  <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                </td>
                <td className={td}>
                  <Who entry={e} onUser={onUser} />
                </td>
                <td className={td} title={e.action}>{actionName(t, e.action)}</td>
                <td className={td}>
                  <ObjectText entry={e} onTarget={onTarget} />
                </td>
                <td className={td}>
                  <Outcome outcome={e.outcome} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-2 lg:hidden" aria-label={t('audit.list')} data-testid="audit-cards">
        {entries.map((e) => (
          <li key={e.id} className="min-w-0 rounded-lg border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-700 dark:bg-slate-900" data-testid="audit-card">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <span className="min-w-0 break-words font-medium" title={e.action}>{actionName(t, e.action)}</span>
              <Outcome outcome={e.outcome} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600 dark:text-slate-400">{t('audit.columns.at')}</dt>
              <dd className="tabular-nums">
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              </dd>
              <dt className="text-slate-600 dark:text-slate-400">{t('audit.columns.who')}</dt>
              <dd className="min-w-0">
                <Who entry={e} onUser={onUser} />
              </dd>
              <dt className="text-slate-600 dark:text-slate-400">{t('audit.columns.object')}</dt>
              <dd className="min-w-0">
                <ObjectText entry={e} onTarget={onTarget} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
