/**
 * "Audit log" beside a screen's title, leading to the selected building's log filtered by the
 * screen's actions (issue 29 §3: door, pass and gate screens). Only for holders of audit:view there,
 * as /users/me answered; the audit route checks again. The audit API has no target filter, so the
 * link filters by action: `door.open`, a family such as `qr.*` (src/features/audit/filters.ts).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ScrollText } from 'lucide-react';
import { PERMISSION } from '../../contract/rules/permissions';
import { useSelectedBuilding } from '../state/building';
import { can } from '../state/permissions';
import { useSession } from '../state/session';

export function AuditLink({ action }: { action: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { buildingId } = useSelectedBuilding();
  if (!can(user, buildingId, PERMISSION.auditView)) return null;
  return (
    <Link
      href={`/audit?action=${encodeURIComponent(action)}`}
      data-testid="audit-link"
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-blue-700 hover:bg-blue-50 hover:underline dark:text-blue-300 dark:hover:bg-slate-800"
    >
      <ScrollText className="h-4 w-4" aria-hidden="true" />
      {t('nav.audit')}
    </Link>
  );
}
