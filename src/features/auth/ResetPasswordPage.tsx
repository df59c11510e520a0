/** New password from a reset link (?token), spec 000 §2, 001 §5. */
import { useEffect } from 'react';
import type { ZodObject } from 'zod';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'wouter';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { confirmPasswordReset } from '../../../contract/routes/users';
import { call } from '../../lib/api';
import { bodySchemaOf, useContractForm } from '../../lib/useContractForm';
import { AuthLayout } from './AuthLayout';
import { NewPasswordField } from './NewPasswordField';

interface ResetValues {
  token: string;
  new_password: string;
  confirm: string;
}

/** The server's check of the body, and the two passwords the same (a form-only field). */
const resetSchema = async () => {
  const body = (await bodySchemaOf(confirmPasswordReset)()) as ZodObject;
  const { z } = await import('zod');
  return body.extend({ confirm: z.string() }).refine((v) => v.new_password === v.confirm, { message: 'auth.reset.errors.mismatch', path: ['confirm'] });
};

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [path, navigate] = useLocation();
  const [params] = useSearchParams();
  const save = useContractForm<ResetValues>({
    schema: resetSchema,
    defaultValues: { token: params.get('token') ?? '', new_password: '', confirm: '' },
    labels: { token: t('auth.reset.token'), new_password: t('auth.reset.password'), confirm: t('auth.reset.confirm') },
    send: (v) => call(confirmPasswordReset, { body: { token: v.token.trim(), new_password: v.new_password } }),
    successText: t('auth.reset.success'),
    failureText: t('auth.reset.failed'),
    onSuccess: () => navigate('/login', { replace: true }),
  });
  const field = (name: keyof ResetValues) => ({ error: save.fieldError(name), ...save.form.register(name) });
  const tokenInUrl = params.has('token');
  // The token is read once into the form; out of the address bar it cannot leak through history,
  // a shared screen or a Referer.
  useEffect(() => {
    if (tokenInUrl) navigate(path, { replace: true });
  }, [tokenInUrl, path, navigate]);
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
      <form onSubmit={(e) => void save.onSubmit(e)} className="flex flex-col gap-4" noValidate>
        <TextField label={t('auth.reset.token')} autoComplete="off" required {...field('token')} />
        <NewPasswordField label={t('auth.reset.password')} {...field('new_password')} />
        <TextField label={t('auth.reset.confirm')} type="password" autoComplete="new-password" required {...field('confirm')} />
        <Button type="submit" loading={save.pending} className="w-full justify-center">
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
