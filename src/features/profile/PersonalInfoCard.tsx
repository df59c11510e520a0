import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import type { Me } from '../../../contract/users';
import { updateMe } from '../../../contract/routes/users';
import { bodySchemaOf, useContractForm } from '../../lib/useContractForm';
import { formatDate, formatDateTime } from '../../lib/format';
import { usePendingAction } from '../../commands/pendingAction';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { profileBody, updateProfile, type ProfileValues } from './api';
import { browser } from '../../lib/browser';
import { RELOAD_DELAY_MS } from './browser';
import { PERSON_NAME_MAX, PHONE_MAX } from '../../../contract/rules/auth';
import { EDIT_PROFILE_ACTION } from './actions';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="break-words text-sm font-medium sm:col-span-2">{value}</dd>
    </div>
  );
}

/** Personal information: view mode, edit mode, then saved (page reloads) or cancelled (spec 000 §4). */
export function PersonalInfoCard({ user }: { user: Me }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  // after a save the page reloads (spec 000 §4); the form stays busy until it does
  const [reloading, setReloading] = useState(false);
  const save = useContractForm<ProfileValues, unknown>({
    schema: bodySchemaOf(updateMe),
    defaultValues: { name: user.name, phone: user.phone ?? '' },
    labels: { name: t('profile.fields.name'), phone: t('profile.fields.phone') },
    toBody: profileBody,
    send: updateProfile,
    successText: t('profile.toast.updated'),
    failureText: t('profile.toast.updateFailed'),
    onSuccess: () => {
      setReloading(true);
      // The spec reloads the page after a save, so every screen shows the new name.
      reloadTimer.current = setTimeout(() => browser.reload(), RELOAD_DELAY_MS);
    },
  });
  const saving = save.pending || reloading;
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A reload scheduled by a save must not fire after the user has left the page.
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const startEditing = () => {
    save.form.reset({ name: user.name, phone: user.phone ?? '' });
    setEditing(true);
  };
  // the palette's "edit profile" opens this edit mode, from any page
  usePendingAction(EDIT_PROFILE_ACTION, startEditing);

  const cancel = () => {
    setEditing(false);
    save.form.clearErrors();
  };

  if (!editing) {
    return (
      <Card
        title={t('profile.personal.title')}
        actions={
          <Button variant="secondary" size="sm" onClick={startEditing}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t('profile.personal.edit')}
          </Button>
        }
      >
        <dl className="divide-y divide-slate-200 dark:divide-slate-700">
          <Row label={t('profile.fields.name')} value={user.name} />
          <Row label={t('profile.fields.email')} value={user.email} />
          <Row label={t('profile.fields.phone')} value={user.phone || t('profile.personal.notSet')} />
          <Row
            label={t('profile.fields.accountType')}
            value={user.global_role === 'admin' ? t('profile.globalRoles.admin') : t('profile.globalRoles.user')}
          />
          <Row label={t('profile.fields.memberSince')} value={formatDate(user.created_at) || '—'} />
          <Row
            label={t('profile.fields.lastLogin')}
            value={user.last_login ? formatDateTime(user.last_login) : t('profile.personal.never')}
          />
        </dl>
      </Card>
    );
  }

  return (
    <Card title={t('profile.personal.editTitle')}>
      <form onSubmit={(e) => (reloading ? e.preventDefault() : void save.onSubmit(e))} noValidate className="flex max-w-lg flex-col gap-4" aria-label={t('profile.personal.editTitle')}>
        <TextField
          label={t('profile.fields.name')}
          required
          autoFocus
          autoComplete="name"
          maxLength={PERSON_NAME_MAX}
          error={save.fieldError('name')}
          {...save.form.register('name')}
        />
        <TextField
          label={t('profile.fields.phone')}
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX}
          hint={t('profile.personal.phoneHint')}
          error={save.fieldError('phone')}
          {...save.form.register('phone')}
        />
        <TextField label={t('profile.fields.email')} value={user.email} readOnly hint={t('profile.personal.emailHint')} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={saving}>
            {t('common.save')}
          </Button>
          <Button variant="secondary" onClick={cancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
