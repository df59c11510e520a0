/**
 * /admin/roles-permissions (issue 13 §2): pick a user (?user=ID, the palette jumps here), then
 * their global role, assigned roles and direct permissions, and their building and unit memberships.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { DirectPermission, InheritedPermission } from '../../../contract/admin';
import { usePendingAction } from '../../commands/pendingAction';
import { useScreenContext } from '../../commands/screenContext';
import { inlineFailure } from '../../lib/loadFailure';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ListStates } from '../../ui/ListStates';
import { AdminLayout } from './AdminLayout';
import { deletePermission, removeRole, useAdminUser, useUserPermissions } from './api';
import { AssignedRolesTable } from './AssignedRolesTable';
import { AssignRoleDialog } from './AssignRoleDialog';
import { DirectPermissionsTable } from './DirectPermissionsTable';
import { MembershipsCard } from './MembershipsCard';
import { PermissionDialog } from './PermissionDialog';
import { readUserParam, rolesHref } from './rules';
import { EDIT_PERMISSION, REMOVE_ROLE, REVOKE_PERMISSION, SCREEN_USER_PERMISSIONS } from './screen';
import { UserPicker } from './UserPicker';
import { runAction } from './runAction';
import { roleLabel } from './roleLabels';

type Open = { kind: 'role' } | { kind: 'permission'; editing: DirectPermission | null } | null;

export default function RolesPermissionsPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const search = useSearch();
  const userId = readUserParam(search);
  const params = new URLSearchParams(search);
  const [open, setOpen] = useState<Open>(() => (params.get('open') === 'role' ? { kind: 'role' } : params.get('open') === 'permission' ? { kind: 'permission', editing: null } : null));
  const [removing, setRemoving] = useState<InheritedPermission | null>(null);
  const [deleting, setDeleting] = useState<DirectPermission | null>(null);
  const user = useAdminUser(userId).data;
  const perms = useUserPermissions(userId);
  // the palette's remove-role / edit- and revoke-permission commands list these and come back here
  useScreenContext(SCREEN_USER_PERMISSIONS, perms.data?.permissions);
  const inherited = perms.data?.permissions.inherited ?? [];
  const direct = perms.data?.permissions.direct ?? [];
  usePendingAction(REMOVE_ROLE, (id) => setRemoving(inherited.find((r) => r.user_role_id === id) ?? null));
  usePendingAction(EDIT_PERMISSION, (id) => {
    const p = direct.find((d) => d.assignment_id === id);
    if (p) setOpen({ kind: 'permission', editing: p });
  });
  usePendingAction(REVOKE_PERMISSION, (id) => setDeleting(direct.find((d) => d.assignment_id === id) ?? null));

  return (
    <AdminLayout>
      <UserPicker onPick={(id) => navigate(rolesHref(id))} />
      {userId !== null && (
        <Card
          title={user ? `${user.name} (${user.email})` : t('admin.roles.userN', { id: userId })}
          description={perms.data ? t('admin.roles.globalRole', { role: roleLabel(t, 'global', perms.data.global_role) }) : undefined}
          actions={
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => setOpen({ kind: 'role' })} data-command="admin.assignRole">
                {t('admin.roles.assignRole')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'permission', editing: null })}>
                {t('admin.roles.addPermission')}
              </Button>
            </div>
          }
        >
          <ListStates
            loading={!perms.data && !perms.error}
            failure={perms.error ? inlineFailure(perms.error, t('admin.roles.toast.loadFailed')) : null}
            onRetry={perms.retry}
            isEmpty={!perms.data}
            empty={null}
          >
            {perms.data && (
              <div className="flex flex-col gap-4">
                <h3 className="font-medium">{t('admin.roles.assigned')}</h3>
                <AssignedRolesTable roles={perms.data.permissions.inherited} onRemove={setRemoving} />
                <h3 className="font-medium">{t('admin.roles.direct')}</h3>
                <DirectPermissionsTable
                  permissions={perms.data.permissions.direct}
                  onEdit={(p) => setOpen({ kind: 'permission', editing: p })}
                  onDelete={setDeleting}
                />
              </div>
            )}
          </ListStates>
        </Card>
      )}
      {userId !== null && <MembershipsCard key={userId} userId={userId} initial={params.get('open') === 'membership' ? 'building' : undefined} />}
      {userId !== null && open?.kind === 'role' && <AssignRoleDialog userId={userId} onClose={() => setOpen(null)} />}
      {userId !== null && open?.kind === 'permission' && (
        <PermissionDialog key={open.editing?.assignment_id ?? 'new'} userId={userId} editing={open.editing} onClose={() => setOpen(null)} />
      )}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('admin.roles.removeRoleTitle')}
        message={removing ? t('admin.roles.removeRoleConfirm', { name: removing.role_name }) : undefined}
        confirmLabel={t('common.delete')}
        onConfirm={() => runAction(() => removeRole(userId!, removing!.user_role_id), t('admin.roles.toast.roleRemoved'), t('admin.roles.toast.roleRemoveFailed'))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('admin.roles.deletePermissionTitle')}
        message={deleting ? t('admin.roles.deletePermissionConfirm', { code: deleting.code }) : undefined}
        confirmLabel={t('common.delete')}
        onConfirm={() => runAction(() => deletePermission(userId!, deleting!.assignment_id), t('admin.roles.toast.permissionDeleted'), t('admin.roles.toast.permissionDeleteFailed'))}
      />
    </AdminLayout>
  );
}
