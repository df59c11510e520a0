import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import { STATUS_COLOURS, type IssueStatus } from '../../../contract/rules/issues';
import { cn } from '../../lib/cn';

/** spec 001 §4: new blue, in_progress yellow, waiting orange, resolved green, closed grey, wont_fix red. */
const LOOK: Record<(typeof STATUS_COLOURS)[IssueStatus], string> = {
  blue: 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-100',
  yellow: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900 dark:text-yellow-100',
  orange: 'bg-orange-100 text-orange-900 dark:bg-orange-900 dark:text-orange-100',
  green: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  grey: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
  red: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
};

const pill = 'inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium';

export function StatusBadge({ status }: { status: IssueStatus }) {
  const { t } = useTranslation();
  const colour = STATUS_COLOURS[status];
  return (
    <span className={cn(pill, LOOK[colour])} data-testid="status-badge" data-colour={colour}>
      {t(`issues.status.${status}`)}
    </span>
  );
}

/** Past its due date and not finished (the server's is_overdue). */
export function OverdueBadge() {
  const { t } = useTranslation();
  return (
    <span className={cn(pill, LOOK.red)} data-testid="overdue-badge">
      <AlertTriangle className="h-3 w-3" aria-hidden="true" />
      {t('issues.overdue')}
    </span>
  );
}
