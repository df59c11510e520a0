/** Asks for the e-mail and calls POST /users/password/reset (spec 000 §7, 001 §8). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/http';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { requestPasswordReset } from './api';

export default function ForgotPasswordDialog({ open, initialEmail, onClose }: { open: boolean; initialEmail: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      setError(t('auth.forgot.emailRequired'));
      return;
    }
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      toast.success(t('auth.forgot.sent'));
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, t('auth.forgot.failed')));
    } finally {
      setBusy(false);
    }
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
            setError(null);
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
