/** /admin/invitations (issue 13 §2): the invitations, deleting a pending one, inviting someone. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { MailPlus, Trash2 } from 'lucide-react';
import type { Invitation } from '../../../contract/admin';
import { formatDateTime } from '../../lib/format';
import { inlineFailure } from '../../lib/loadFailure';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { AdminLayout } from './AdminLayout';
import { deleteInvitation, useInvitations } from './api';
import { DataTable, RowCard, cellClass } from './DataTable';
import { InvitationDialog } from './InvitationDialog';
import { runAction } from './runAction';

export default function InvitationsPage() {
  const { t } = useTranslation();
  // ?new=1 opens the form (the palette's 'Invite someone…')
  const search = useSearch();
  const [adding, setAdding] = useState(() => new URLSearchParams(search).get('new') === '1');
  const [deleting, setDeleting] = useState<Invitation | null>(null);
  const list = useInvitations();
  const invitations = list.data?.data.invitations ?? [];

  // a used invitation has nothing left to delete
  const deleteButton = (inv: Invitation) =>
    inv.is_used ? null : (
      <Button variant="ghost" size="sm" onClick={() => setDeleting(inv)} data-command="admin.deleteInvitation" aria-label={t('admin.invitations.deleteFor', { email: inv.email ?? '' })}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </Button>
    );

  return (
    <AdminLayout
      actions={
        <Button onClick={() => setAdding(true)}>
          <MailPlus className="h-4 w-4" aria-hidden="true" />
          {t('admin.invitations.add')}
        </Button>
      }
    >
      <DataTable
        label={t('admin.invitations.table')}
        colSpan={6}
        loading={list.isLoading}
        failure={list.error ? inlineFailure(list.error, t('admin.invitations.toast.loadFailed')) : null}
        onRetry={list.retry}
        empty={invitations.length === 0 ? t('admin.invitations.empty') : undefined}
        cards={invitations.map((inv) => (
          <RowCard
            key={inv.id}
            heading={<span className="break-all">{inv.email ?? '—'}</span>}
            actions={deleteButton(inv)}
            fields={[
              [t('admin.invitations.status'), inv.is_used ? t('admin.invitations.used') : t('admin.invitations.pending')],
              [t('admin.invitations.createdBy'), inv.created_by_name ?? t('admin.notAvailable')],
              [t('admin.invitations.expiresAt'), formatDateTime(inv.expires_at)],
            ]}
          />
        ))}
        head={
          <tr>
            <th className={cellClass}>{t('admin.invitations.email')}</th>
            <th className={cellClass}>{t('admin.invitations.status')}</th>
            <th className={cellClass}>{t('admin.invitations.createdBy')}</th>
            <th className={cellClass}>{t('admin.invitations.expiresAt')}</th>
            <th className={cellClass}>{t('admin.invitations.createdAt')}</th>
            <th className={cellClass}>{t('admin.actions')}</th>
          </tr>
        }
      >
        {invitations.map((inv) => (
          <tr key={inv.id}>
            <td className={`${cellClass} break-all`}>{inv.email ?? '—'}</td>
            <td className={cellClass}>{inv.is_used ? t('admin.invitations.used') : t('admin.invitations.pending')}</td>
            <td className={cellClass}>{inv.created_by_name ?? t('admin.notAvailable')}</td>
            <td className={cellClass}>{formatDateTime(inv.expires_at)}</td>
            <td className={cellClass}>{formatDateTime(inv.created_at)}</td>
            <td className={cellClass}>{deleteButton(inv)}</td>
          </tr>
        ))}
      </DataTable>
      {adding && <InvitationDialog onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('admin.invitations.deleteTitle')}
        message={deleting ? t('admin.invitations.deleteConfirm', { email: deleting.email ?? '' }) : undefined}
        confirmLabel={t('common.delete')}
        onConfirm={() => runAction(() => deleteInvitation(deleting!.id), t('admin.invitations.toast.deleted'), t('admin.invitations.toast.deleteFailed'))}
      />
    </AdminLayout>
  );
}
