/** Add or edit a user (spec 001 §3): name, e-mail, phone, password (optional when editing), global role. */
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../contract/admin';
import { GLOBAL_ROLES, type GlobalRole } from '../../../contract/rules/admin';
import { createUser as createRoute, updateUser as updateRoute } from '../../../contract/routes/admin';
import { bodySchemaOf, useContractForm } from '../../lib/useContractForm';
import { FormDialog } from '../../ui/FormDialog';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { createUser, updateUser } from './api';
import { roleLabel } from './roleLabels';

interface UserValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  global_role: GlobalRole;
}

/** The body sent: trimmed, no phone as null, and on edit no password unless one was typed (spec 001 §5). */
const bodyOf = (editing: boolean) => (v: UserValues) => {
  const body = { name: v.name.trim(), email: v.email.trim(), phone: v.phone.trim() || null, global_role: v.global_role };
  return editing && !v.password ? body : { ...body, password: v.password };
};

export function UserFormDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const editing = user !== null;
  const toBody = bodyOf(editing);
  const save = useContractForm<UserValues>({
    // the spec's own texts ('Jméno je povinné'…) are the schema's messages (contract/admin.ts)
    schema: bodySchemaOf(editing ? updateRoute : createRoute),
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone ?? '', password: '', global_role: user?.global_role ?? 'user' },
    labels: {
      name: t('admin.users.name'),
      email: t('admin.users.email'),
      phone: t('admin.users.phone'),
      password: t('admin.users.password'),
      global_role: t('admin.users.role'),
    },
    toBody,
    send: (v) => (editing ? updateUser(user.id, toBody(v)) : createUser({ ...toBody(v), password: v.password })),
    successText: t(editing ? 'admin.users.toast.updated' : 'admin.users.toast.created'),
    failureText: t(editing ? 'admin.users.toast.updateFailed' : 'admin.users.toast.createFailed'),
    onSuccess: onClose,
  });
  const field = save.form.register;

  return (
    <FormDialog
      name="admin-user-dialog"
      title={editing ? t('admin.users.editTitle') : t('admin.users.addTitle')}
      busy={save.pending}
      onClose={onClose}
      onSubmit={(e) => void save.onSubmit(e)}
    >
      <TextField label={t('admin.users.name')} error={save.fieldError('name')} required autoComplete="off" {...field('name')} />
      <TextField label={t('admin.users.email')} type="email" error={save.fieldError('email')} required autoComplete="off" {...field('email')} />
      <TextField label={t('admin.users.phone')} type="tel" error={save.fieldError('phone')} autoComplete="off" {...field('phone')} />
      <TextField
        label={t('admin.users.password')}
        type="password"
        error={save.fieldError('password')}
        hint={editing ? t('admin.users.passwordHint') : undefined}
        required={!editing}
        autoComplete="new-password"
        {...field('password')}
      />
      <SelectField
        label={t('admin.users.role')}
        error={save.fieldError('global_role')}
        options={GLOBAL_ROLES.map((r) => ({ value: r, label: roleLabel(t, 'global', r) }))}
        {...field('global_role')}
      />
    </FormDialog>
  );
}
