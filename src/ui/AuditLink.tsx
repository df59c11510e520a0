/**
 * Links into the selected building's audit log (issue 29 §3), only for holders of audit:view there as
 * /users/me answered (the audit route checks again):
 * - beside a screen's title, "Auditní záznam" filtered by the screen's actions (`door.open`, a family
 *   such as `qr.*`; src/features/audit/filters.ts);
 * - beside one object (a door, a pass, a gate passage), a small icon filtered by that object
 *   (`?target=door:12`, contract/rules/audit.ts), named for screen readers by the object's name.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ScrollText } from 'lucide-react';
import { PERMISSION } from '../../contract/rules/permissions';
import { useSelectedBuilding } from '../state/building';
import { can } from '../state/permissions';
import { useSession } from '../state/session';

function useAuditAllowed(): boolean {
  const { user } = useSession();
  const { buildingId } = useSelectedBuilding();
  return can(user, buildingId, PERMISSION.auditView);
}

export function AuditLink({ action }: { action: string }) {
  const { t } = useTranslation();
  if (!useAuditAllowed()) return null;
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

/** The log of one object: `target` is its `kind:id` (auditTarget in contract/rules/audit.ts), `name` what the screen calls it. */
export function ObjectAuditLink({ target, name }: { target: string; name: string }) {
  const { t } = useTranslation();
  if (!useAuditAllowed()) return null;
  const label = t('common.auditFor', { name });
  return (
    <Link
      href={`/audit?target=${encodeURIComponent(target)}`}
      data-testid="object-audit-link"
      aria-label={label}
      title={label}
      className="inline-flex shrink-0 items-center rounded-md p-1.5 text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-500 dark:text-blue-300 dark:hover:bg-slate-800"
    >
      <ScrollText className="h-4 w-4" aria-hidden="true" />
    </Link>
  );
}
