/** Asks for the e-mail and calls POST /users/password/reset (spec 000 §7, 001 §8). */
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../../../contract/routes/users';
import { call } from '../../lib/api';
import { bodySchemaOf, useContractForm } from '../../lib/useContractForm';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';

export default function ForgotPasswordDialog({ open, initialEmail, onClose }: { open: boolean; initialEmail: string; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useContractForm<{ email: string }>({
    schema: bodySchemaOf(requestPasswordReset),
    defaultValues: { email: initialEmail },
    labels: { email: t('auth.login.email') },
    send: (v) => call(requestPasswordReset, { body: { email: v.email.trim() } }),
    successText: t('auth.forgot.sent'),
    failureText: t('auth.forgot.failed'),
    onSuccess: onClose,
  });
  const busy = save.pending;

  return (
    <Dialog open={open} onClose={onClose} title={t('auth.forgot.title')} description={t('auth.forgot.description')} size="sm">
      <form onSubmit={(e) => void save.onSubmit(e)} className="flex flex-col gap-4" noValidate>
        <TextField
          label={t('auth.login.email')}
          type="email"
          autoComplete="email"
          autoFocus
          required
          error={save.fieldError('email')}
          {...save.form.register('email')}
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
