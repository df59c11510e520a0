/** The users table: sortable headers (the server sorts), status, an actions menu per row; cards below 1024 px (issue 29 §5). */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ArrowDown, ArrowUp, Pencil, ScrollText, UserCheck, UserX } from 'lucide-react';
import type { AdminUser } from '../../../contract/admin';
import type { UserSort } from '../../../contract/rules/admin';
import { formatDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import { DataTable, RowCard, cellClass } from './DataTable';
import { roleLabel } from './roleLabels';

export interface SortState {
  sort: UserSort;
  order: 'asc' | 'desc';
}

function SortHeader({ field, label, state, onSort }: { field: UserSort; label: string; state: SortState; onSort: (s: UserSort) => void }) {
  const active = state.sort === field;
  const Icon = state.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th className={cellClass} aria-sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="inline-flex items-center gap-1 uppercase" onClick={() => onSort(field)}>
        {label}
        {active && <Icon className="h-3 w-3" aria-hidden="true" />}
      </button>
    </th>
  );
}

/** Edit and (de)activate: plain buttons, not a headlessui menu (sharing its chunk with the shell's menus cost the first screen's budget). */
function UserActions({ user: u, onEdit, onToggleActive }: { user: AdminUser; onEdit: (u: AdminUser) => void; onToggleActive: (u: AdminUser) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-1" role="group" aria-label={t('admin.users.actionsFor', { name: u.name })}>
      <Button variant="ghost" size="icon" onClick={() => onEdit(u)} data-command="admin.editUser" aria-label={t('admin.users.editFor', { name: u.name })} title={t('admin.users.edit')}>
        <Pencil className="h-4 w-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onToggleActive(u)}
        data-command={u.is_active ? 'admin.deactivateUser' : 'admin.activateUser'}
        aria-label={t(u.is_active ? 'admin.users.deactivateFor' : 'admin.users.activateFor', { name: u.name })}
        title={u.is_active ? t('admin.users.deactivate') : t('admin.users.activate')}
      >
        {u.is_active ? <UserX className="h-4 w-4" aria-hidden="true" /> : <UserCheck className="h-4 w-4" aria-hidden="true" />}
      </Button>
    </div>
  );
}

function AuditLink({ user: u, href }: { user: AdminUser; href: string }) {
  const { t } = useTranslation();
  return (
    <Link href={href} className="ml-1 inline-flex align-middle text-slate-500 hover:text-blue-700 dark:text-slate-400" aria-label={t('admin.users.auditLinkFor', { name: u.name })} title={t('admin.users.auditLink')}>
      <ScrollText className="h-4 w-4" aria-hidden="true" />
    </Link>
  );
}

export function UsersTable({
  users,
  loading,
  stale,
  failure,
  onRetry,
  sort,
  onSort,
  canManage,
  onEdit,
  onToggleActive,
  auditHref,
}: {
  users: AdminUser[];
  loading: boolean;
  stale: boolean;
  failure: { title: string; message?: string } | null;
  onRetry: () => void;
  sort: SortState;
  onSort: (s: UserSort) => void;
  canManage: boolean;
  onEdit: (u: AdminUser) => void;
  onToggleActive: (u: AdminUser) => void;
  /** the user's entries in the selected building's audit log (issue 29 §3), for those who may read it */
  auditHref?: (u: AdminUser) => string;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('admin.users.table')}
      colSpan={canManage ? 7 : 6}
      loading={loading && users.length === 0}
      stale={stale}
      failure={failure}
      onRetry={onRetry}
      empty={users.length === 0 ? t('admin.users.empty') : undefined}
      cards={users.map((u) => (
        <RowCard
          key={u.id}
          heading={
            <>
              {u.name}
              {auditHref && <AuditLink user={u} href={auditHref(u)} />}
            </>
          }
          actions={canManage ? <UserActions user={u} onEdit={onEdit} onToggleActive={onToggleActive} /> : undefined}
          fields={[
            [t('admin.users.email'), <span className="break-all">{u.email}</span>],
            [t('admin.users.role'), roleLabel(t, 'global', u.global_role)],
            [t('admin.users.status'), u.is_active ? t('admin.users.active') : t('admin.users.inactive')],
            [t('admin.users.lastLogin'), u.last_login ? formatDate(u.last_login) : '—'],
          ]}
        />
      ))}
      head={
        <tr>
          <SortHeader field="name" label={t('admin.users.name')} state={sort} onSort={onSort} />
          <SortHeader field="email" label={t('admin.users.email')} state={sort} onSort={onSort} />
          <th className={cellClass}>{t('admin.users.role')}</th>
          <th className={cellClass}>{t('admin.users.status')}</th>
          <SortHeader field="created_at" label={t('admin.users.createdAt')} state={sort} onSort={onSort} />
          <SortHeader field="last_login" label={t('admin.users.lastLogin')} state={sort} onSort={onSort} />
          {canManage && <th className={cellClass}>{t('admin.actions')}</th>}
        </tr>
      }
    >
      {users.map((u) => (
        <tr key={u.id}>
          <td className={cellClass}>
            {u.name}
            {auditHref && <AuditLink user={u} href={auditHref(u)} />}
          </td>
          <td className={`${cellClass} break-all`}>{u.email}</td>
          <td className={cellClass}>{roleLabel(t, 'global', u.global_role)}</td>
          <td className={cellClass}>{u.is_active ? t('admin.users.active') : t('admin.users.inactive')}</td>
          <td className={cellClass}>{formatDate(u.created_at)}</td>
          <td className={cellClass}>{u.last_login ? formatDate(u.last_login) : '—'}</td>
          {canManage && (
            <td className={cellClass}>
              <UserActions user={u} onEdit={onEdit} onToggleActive={onToggleActive} />
            </td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}
