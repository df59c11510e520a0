/** The admin commands' palette pages: search a user, then jump to them, edit, (de)activate them; delete an invitation. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Mail, UserRound } from 'lucide-react';
import type { AdminUser, Invitation } from '../../../contract/admin';
import type { CommandContext } from '../../commands/types';
import { errorMessage } from '../../lib/http';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { Button } from '../../ui/Button';
import { PickList } from '../../ui/PickList';
import { TextField } from '../../ui/TextField';
import { deleteInvitation, setUserActive, useInvitations, useUserList } from './api';
import { SEARCH_DEBOUNCE_MS, rolesHref } from './rules';
import { OPEN_USER_FORM } from './screen';
import { formatDateTime } from '../../lib/format';
import { ignoreFailure, runAction } from './runAction';

type PageProps = { ctx: CommandContext; close: () => void };

function UserSearch({ onPick, onlyActive, onlyInactive }: { onPick: (u: AdminUser) => void; onlyActive?: boolean; onlyInactive?: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const found = useUserList(search ? { search, sort: 'name', order: 'asc', page: 1, perPage: 10 } : null);
  const users = (found.data?.users ?? []).filter((u) => (!onlyActive || u.is_active) && (!onlyInactive || !u.is_active));
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (users[0]) onPick(users[0]);
      }}
    >
      <TextField autoFocus type="search" autoComplete="off" label={t('admin.paletteForms.searchUsers')} value={text} onChange={(e) => setText(e.target.value)} />
      {search && (
        <PickList
          label={t('admin.paletteForms.searchUsers')}
          loading={found.isLoading && !found.data}
          error={found.error && !found.data ? errorMessage(found.error, t('admin.users.toast.loadFailed')) : null}
          empty={t('admin.users.empty')}
          items={users.map((u) => ({
            key: u.id,
            icon: <UserRound className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />,
            label: u.name,
            detail: u.email,
            onPick: () => onPick(u),
          }))}
        />
      )}
    </form>
  );
}

function jumpTo(open?: 'role' | 'permission' | 'membership') {
  return function JumpPage({ ctx, close }: PageProps) {
    return (
      <UserSearch
        onPick={(u) => {
          ctx.navigate(rolesHref(u.id) + (open ? `&open=${open}` : ''));
          close();
        }}
      />
    );
  };
}

export const FindUserPage = jumpTo();
export const GrantPermissionPage = jumpTo('permission');
export const AssignRolePage = jumpTo('role');
export const AddMembershipPage = jumpTo('membership');

/**
 * A palette command's last step, the one home of its confirmation: the question, back to the pick,
 * and the action — toasted, closing the palette when it succeeds and staying for another try when not.
 */
function ConfirmStep({
  question,
  confirmLabel,
  onBack,
  action,
  success,
  failure,
  close,
}: {
  question: string;
  confirmLabel: string;
  onBack: () => void;
  action: () => Promise<unknown>;
  success: string;
  failure: string;
  close: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await runAction(action, success, failure);
      close();
    } catch {
      // toasted; the step stays for another try
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm break-words">{question}</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" loading={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}

/** 'Deactivate user…': pick an active user, then confirm. */
export function DeactivateUserPage({ close }: PageProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<AdminUser | null>(null);
  if (!chosen) return <UserSearch onlyActive onPick={setChosen} />;
  return (
    <ConfirmStep
      question={t('admin.users.deactivateConfirm', { name: chosen.name })}
      confirmLabel={t('admin.users.deactivate')}
      onBack={() => setChosen(null)}
      action={() => setUserActive(chosen.id, false)}
      success={t('admin.users.toast.deactivated')}
      failure={t('admin.users.toast.deactivateFailed')}
      close={close}
    />
  );
}

/** 'Edit a user…': pick a user, then the users tab opens its form on them. */
export function EditUserPage({ ctx, close }: PageProps) {
  return (
    <UserSearch
      onPick={(u) => {
        ctx.navigate('/admin/users');
        ctx.openDialog(OPEN_USER_FORM, u);
        close();
      }}
    />
  );
}

/** 'Activate a user…': pick an inactive user; activating takes nothing away, so it needs no confirmation (as on the tab). */
export function ActivateUserPage({ close }: PageProps) {
  const { t } = useTranslation();
  return (
    <UserSearch
      onlyInactive
      onPick={(u) => ignoreFailure(runAction(() => setUserActive(u.id, true), t('admin.users.toast.activated'), t('admin.users.toast.activateFailed')).then(close))}
    />
  );
}

/** 'Delete an invitation…': pick a pending invitation, then confirm. */
export function DeleteInvitationPage({ close }: PageProps) {
  const { t } = useTranslation();
  const list = useInvitations();
  const [chosen, setChosen] = useState<Invitation | null>(null);
  const pending = (list.data?.data.invitations ?? []).filter((i) => !i.is_used);
  if (!chosen) {
    return (
      <PickList
        label={t('admin.palette.deleteInvitation')}
        loading={list.isLoading && !list.data}
        error={list.error && !list.data ? errorMessage(list.error, t('admin.invitations.toast.loadFailed')) : null}
        empty={t('admin.paletteForms.noPendingInvitations')}
        items={pending.map((i) => ({
          key: i.id,
          icon: <Mail className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />,
          label: i.email ?? '—',
          detail: t('admin.paletteForms.invitationExpires', { at: formatDateTime(i.expires_at) }),
          onPick: () => setChosen(i),
        }))}
      />
    );
  }
  return (
    <ConfirmStep
      question={t('admin.invitations.deleteConfirm', { email: chosen.email ?? '' })}
      confirmLabel={t('common.delete')}
      onBack={() => setChosen(null)}
      action={() => deleteInvitation(chosen.id)}
      success={t('admin.invitations.toast.deleted')}
      failure={t('admin.invitations.toast.deleteFailed')}
      close={close}
    />
  );
}
