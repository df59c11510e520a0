/** Asks for the e-mail and calls POST /users/password/reset (spec 000 §7, 001 §8). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { requestPasswordReset } from './api';

export default function ForgotPasswordDialog({ open, initialEmail, onClose }: { open: boolean; initialEmail: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const save = useFormSubmit({
    key: 'form:password-reset-request',
    validate: (v: string) => (v.trim() ? {} : { email: 'auth.forgot.emailRequired' }),
    send: (v: string) => requestPasswordReset(v.trim()),
    successText: t('auth.forgot.sent'),
    failureText: t('auth.forgot.failed'),
    onSuccess: onClose,
  });
  const busy = save.pending;
  const error = save.fieldErrors.email ? t(save.fieldErrors.email) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.submit(email);
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('auth.forgot.title')} description={t('auth.forgot.description')} size="sm">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField
          label={t('auth.login.email')}
          type="email"
          autoComplete="email"
          autoFocus
          required
          value={email}
          error={error}
          onChange={(e) => {
            setEmail(e.target.value);
            save.clearFieldErrors();
          }}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('auth.forgot.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
