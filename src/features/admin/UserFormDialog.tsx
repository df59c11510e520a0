/** Add or edit a user (spec 001 §3): name, e-mail, phone, password (optional when editing), global role. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../contract/admin';
import { GLOBAL_ROLES, type GlobalRole } from '../../../contract/rules/admin';
import { FormDialog } from '../../ui/FormDialog';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { createUser, updateUser } from './api';
import { useSubmit } from './useSubmit';
import { roleLabel } from './roleLabels';

export function UserFormDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const editing = user !== null;
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<GlobalRole>(user?.global_role ?? 'user');
  const [errors, setErrors] = useState<{ name?: string; email?: string; password?: string }>({});
  const { busy, run } = useSubmit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      name: name.trim() ? undefined : t('admin.validation.nameRequired'),
      email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : t('admin.validation.email'),
      password: editing || password ? undefined : t('admin.validation.passwordRequired'),
    };
    setErrors(next);
    if (next.name || next.email || next.password) return;
    const body = { name: name.trim(), email: email.trim(), phone: phone.trim() || null, global_role: role };
    const ok = editing
      ? await run(() => updateUser(user.id, password ? { ...body, password } : body), 'admin.users.toast.updated', 'admin.users.toast.updateFailed')
      : await run(() => createUser({ ...body, password }), 'admin.users.toast.created', 'admin.users.toast.createFailed');
    if (ok) onClose();
  };

  return (
    <FormDialog
      name="admin-user-dialog"
      title={editing ? t('admin.users.editTitle') : t('admin.users.addTitle')}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
        <TextField label={t('admin.users.name')} value={name} onChange={(e) => setName(e.target.value)} error={errors.name} required autoComplete="off" />
        <TextField label={t('admin.users.email')} type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} required autoComplete="off" />
        <TextField label={t('admin.users.phone')} type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} autoComplete="off" />
        <TextField
          label={t('admin.users.password')}
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          hint={editing ? t('admin.users.passwordHint') : undefined}
          required={!editing}
          autoComplete="new-password"
        />
        <SelectField
          label={t('admin.users.role')}
          value={role}
          onChange={(e) => setRole(e.target.value as GlobalRole)}
          options={GLOBAL_ROLES.map((r) => ({ value: r, label: roleLabel(t, 'global', r) }))}
        />
    </FormDialog>
  );
}
