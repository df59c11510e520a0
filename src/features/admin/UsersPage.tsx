/**
 * /admin/users (issue 13 §2): the server searches, sorts and pages thousands of users. Global
 * admins add, edit and (de)activate; building admins read the users of their buildings.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import type { AdminUser } from '../../../contract/admin';
import { USER_PAGE_SIZE_DEFAULT, USER_SEARCH_MAX, type UserSort } from '../../../contract/rules/admin';
import { PERMISSION } from '../../../contract/rules/permissions';
import { inlineFailure } from '../../lib/loadFailure';
import { useSelectedBuilding } from '../../state/building';
import { can } from '../../state/permissions';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Pager } from '../../ui/Pager';
import { TextField } from '../../ui/TextField';
import { AdminLayout } from './AdminLayout';
import { setUserActive, useUserList } from './api';
import { SEARCH_DEBOUNCE_MS } from './rules';
import { useAdminAccess } from './useAdminAccess';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { UserFormDialog } from './UserFormDialog';
import { type SortState, UsersTable } from './UsersTable';
import { ignoreFailure, runAction } from './runAction';
import { usePendingAction } from '../../commands/pendingAction';
import { OPEN_USER_FORM } from './screen';

export default function UsersPage() {
  const { t } = useTranslation();
  const { globalAdmin, user } = useAdminAccess();
  // a link to the user's entries in the selected building's audit log (issue 29 §3), where the caller may read it
  const { buildingId } = useSelectedBuilding();
  const mayAudit = can(user, buildingId, PERMISSION.auditView);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<SortState>({ sort: 'name', order: 'asc' });
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<{ user: AdminUser | null } | null>(null);
  const [toggling, setToggling] = useState<AdminUser | null>(null);
  const list = useUserList({ search: term, ...sort, page, perPage: USER_PAGE_SIZE_DEFAULT });
  const users = list.data?.users ?? [];
  const lastPage = Math.max(1, Math.ceil((list.data?.total ?? 0) / (list.data?.per_page ?? USER_PAGE_SIZE_DEFAULT)));

  const onSort = (field: UserSort) => {
    setSort((s) => ({ sort: field, order: s.sort === field && s.order === 'asc' ? 'desc' : 'asc' }));
    setPage(1);
  };

  // the palette's "Add a user" and "Edit a user…" (issue 29 §5)
  usePendingAction(OPEN_USER_FORM, (payload) => {
    if (globalAdmin) setForm({ user: (payload as AdminUser | null) ?? null });
  });

  const toggle = (u: AdminUser) => {
    if (u.is_active) setToggling(u);
    else ignoreFailure(runAction(() => setUserActive(u.id, true), t('admin.users.toast.activated'), t('admin.users.toast.activateFailed')));
  };

  return (
    <AdminLayout
      actions={
        globalAdmin && (
          <Button onClick={() => setForm({ user: null })} data-command="admin.createUser">
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            {t('admin.users.add')}
          </Button>
        )
      }
    >
      <TextField
        label={t('admin.users.search')}
        type="search"
        value={search}
        maxLength={USER_SEARCH_MAX}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
      />
      <UsersTable
        users={users}
        loading={list.isLoading}
        stale={list.stale}
        failure={list.error ? inlineFailure(list.error, t('admin.users.toast.loadFailed')) : null}
        onRetry={list.retry}
        sort={sort}
        onSort={onSort}
        canManage={globalAdmin}
        onEdit={(u) => setForm({ user: u })}
        onToggleActive={toggle}
        auditHref={mayAudit ? (u) => `/audit?user_id=${u.id}` : undefined}
      />
      {list.data && list.data.total > 0 && (
        <Pager
          page={page}
          lastPage={lastPage}
          onPage={setPage}
          summary={t('admin.users.pageSummary', { page, pages: lastPage, total: list.data.total })}
          label={t('admin.users.paging')}
          previous={t('admin.previous')}
          next={t('admin.next')}
        />
      )}
      {form && <UserFormDialog key={form.user?.id ?? 'new'} user={form.user} onClose={() => setForm(null)} />}
      <ConfirmDialog
        open={toggling !== null}
        onClose={() => setToggling(null)}
        title={t('admin.users.deactivateTitle')}
        message={toggling ? t('admin.users.deactivateConfirm', { name: toggling.name }) : undefined}
        confirmLabel={t('admin.users.deactivate')}
        onConfirm={() => runAction(() => setUserActive(toggling!.id, false), t('admin.users.toast.deactivated'), t('admin.users.toast.deactivateFailed'))}
      />
    </AdminLayout>
  );
}
