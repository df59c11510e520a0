/** The user's direct permissions: code, granted or denied, context, validity, edit and delete. */
import { useTranslation } from 'react-i18next';
import type { DirectPermission } from '../../../contract/admin';
import { formatDate } from '../../lib/format';
import { EditDeleteButtons } from '../../ui/EditDeleteButtons';
import { contextLabel } from './contextLabel';
import { DataTable, cellClass } from './DataTable';

export function DirectPermissionsTable({
  permissions,
  onEdit,
  onDelete,
}: {
  permissions: DirectPermission[];
  onEdit: (p: DirectPermission) => void;
  onDelete: (p: DirectPermission) => void;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('admin.roles.direct')}
      colSpan={6}
      loading={false}
      empty={permissions.length === 0 ? t('admin.roles.noPermissions') : undefined}
      head={
        <tr>
          <th className={cellClass}>{t('admin.roles.permission')}</th>
          <th className={cellClass}>{t('admin.roles.effect')}</th>
          <th className={cellClass}>{t('admin.roles.context')}</th>
          <th className={cellClass}>{t('admin.roles.validFrom')}</th>
          <th className={cellClass}>{t('admin.roles.validUntil')}</th>
          <th className={cellClass}>{t('admin.actions')}</th>
        </tr>
      }
    >
      {permissions.map((p) => (
        <tr key={p.assignment_id}>
          <td className={cellClass}>
            <code>{p.code}</code>
          </td>
          <td className={cellClass}>{p.granted ? t('admin.roles.granted') : t('admin.roles.denied')}</td>
          <td className={cellClass}>{contextLabel(t, p.building_id, p.unit_id)}</td>
          <td className={cellClass}>{p.valid_from ? formatDate(p.valid_from) : '—'}</td>
          <td className={cellClass}>{p.valid_until ? formatDate(p.valid_until) : '—'}</td>
          <td className={cellClass}>
            <EditDeleteButtons
              onEdit={() => onEdit(p)}
              onDelete={() => onDelete(p)}
              editCommand="admin.editPermission"
              deleteCommand="admin.revokePermission"
              editLabel={t('admin.roles.editFor', { code: p.code })}
              deleteLabel={t('admin.roles.deleteFor', { code: p.code })}
              editTitle={t('admin.edit')}
              deleteTitle={t('common.delete')}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
