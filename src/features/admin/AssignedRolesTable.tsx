/** The user's assigned roles: name and code, context, validity, remove. */
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import type { InheritedPermission } from '../../../contract/admin';
import { formatDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import { contextLabel } from './contextLabel';
import { DataTable, cellClass } from './DataTable';

export function AssignedRolesTable({ roles, onRemove }: { roles: InheritedPermission[]; onRemove: (r: InheritedPermission) => void }) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('admin.roles.assigned')}
      colSpan={5}
      loading={false}
      empty={roles.length === 0 ? t('admin.roles.noRoles') : undefined}
      head={
        <tr>
          <th className={cellClass}>{t('admin.roles.role')}</th>
          <th className={cellClass}>{t('admin.roles.context')}</th>
          <th className={cellClass}>{t('admin.roles.validFrom')}</th>
          <th className={cellClass}>{t('admin.roles.validUntil')}</th>
          <th className={cellClass}>{t('admin.actions')}</th>
        </tr>
      }
    >
      {roles.map((r) => (
        <tr key={r.user_role_id}>
          <td className={cellClass}>
            {r.role_name} <code className="text-xs text-slate-500">{r.role_code}</code>
          </td>
          <td className={cellClass}>{contextLabel(t, r.building_id, r.unit_id)}</td>
          <td className={cellClass}>{r.valid_from ? formatDate(r.valid_from) : '—'}</td>
          <td className={cellClass}>{r.valid_until ? formatDate(r.valid_until) : '—'}</td>
          <td className={cellClass}>
            <Button variant="ghost" size="sm" onClick={() => onRemove(r)} data-command="admin.removeRole" aria-label={t('admin.roles.removeRoleFor', { name: r.role_name })}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
