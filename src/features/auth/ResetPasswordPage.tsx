/** New password from a reset link (?token), spec 000 §2, 001 §5. */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'wouter';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/http';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { confirmPasswordReset } from './api';
import { AuthLayout } from './AuthLayout';
import { hasErrors, validateReset, type FieldErrors, type ResetValues } from './validation';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [path, navigate] = useLocation();
  const [params] = useSearchParams();
  const [values, setValues] = useState<ResetValues>({ token: params.get('token') ?? '', password: '', confirm: '' });
  const tokenInUrl = params.has('token');
  // The token is read once into the form; out of the address bar it cannot leak through history,
  // a shared screen or a Referer.
  useEffect(() => {
    if (tokenInUrl) navigate(path, { replace: true });
  }, [tokenInUrl, path, navigate]);
  const [errors, setErrors] = useState<FieldErrors<keyof ResetValues>>({});
  const [busy, setBusy] = useState(false);

  const set = (field: keyof ResetValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const err = (field: keyof ResetValues) => (errors[field] ? t(errors[field]!) : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateReset(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await confirmPasswordReset({ token: values.token.trim(), new_password: values.password });
      toast.success(t('auth.reset.success'));
      navigate('/login', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, t('auth.reset.failed')));
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title={t('auth.reset.title')}
      footer={
        <p className="text-center text-sm">
          <Link href="/login" className="font-medium text-blue-700 hover:underline dark:text-blue-400">
            {t('auth.register.backToLogin')}
          </Link>
        </p>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField label={t('auth.reset.token')} name="token" autoComplete="off" required value={values.token} error={err('token')} onChange={(e) => set('token', e.target.value)} />
        <TextField
          label={t('auth.reset.password')}
          name="new_password"
          type="password"
          autoComplete="new-password"
          required
          hint={t('auth.register.passwordHint')}
          value={values.password}
          error={err('password')}
          onChange={(e) => set('password', e.target.value)}
        />
        <TextField
          label={t('auth.reset.confirm')}
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          required
          value={values.confirm}
          error={err('confirm')}
          onChange={(e) => set('confirm', e.target.value)}
        />
        <Button type="submit" loading={busy} className="w-full justify-center">
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
