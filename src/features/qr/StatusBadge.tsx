import { useTranslation } from 'react-i18next';
import { qrStatus } from '../../../contract/rules/qr';
import { cn } from '../../lib/cn';

const LOOK = {
  active: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  used: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  inactive: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
} as const;

/** spec 001 §4: active, used (active and used), inactive. */
export function StatusBadge({ pass }: { pass: { is_active: boolean; is_used: boolean } }) {
  const { t } = useTranslation();
  const status = qrStatus(pass);
  return (
    <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-medium', LOOK[status])} data-status={status}>
      {t(`qr.status.${status}`)}
    </span>
  );
}
