import { useTranslation } from 'react-i18next';
import type { IssueHistoryEntry } from '../../../contract/issues';
import { formatDateTime } from '../../lib/format';
import { StatusBadge } from './badges';

/** The issue's life (issue 11 §2): who, from → to, the reason, when; assignments and edits. */
export function HistoryList({ entries }: { entries: readonly IssueHistoryEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p className="text-sm text-slate-500">{t('issues.history.empty')}</p>;
  return (
    <ol className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700" data-testid="history">
      {entries.map((e) => {
        const who = e.user_name ?? t('issues.history.someone');
        const text =
          e.kind === 'assigned'
            ? e.assignee_name
              ? t('issues.history.assigned', { who, assignee: e.assignee_name })
              : t('issues.history.unassigned', { who })
            : t(`issues.history.${e.kind}`, { who });
        return (
          <li key={e.id} className="text-sm" data-testid={`history-${e.id}`}>
            <p>{text}</p>
            {e.kind === 'status' && e.to_status && (
              <p className="mt-1 flex flex-wrap items-center gap-1">
                {e.from_status && <StatusBadge status={e.from_status} />}
                {e.from_status && <span aria-hidden="true">→</span>}
                <StatusBadge status={e.to_status} />
              </p>
            )}
            {e.reason && <p className="mt-1 text-slate-700 dark:text-slate-300">{t('issues.history.reason', { reason: e.reason })}</p>}
            <p className="text-xs text-slate-500">
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
