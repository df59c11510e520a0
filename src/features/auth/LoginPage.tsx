/**
 * Sign-in (spec 000 §2). Success is toasted by the session's login(); a failure shows inline in the
 * form, above the button (role=alert, read out at once), and is replaced by the next attempt's
 * outcome: repeated failures used to stack as toasts over the heading (issue 29 §8e).
 */
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '../../state/session';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { AuthLayout } from './AuthLayout';
import { StoreBadges } from './StoreBadges';

// the dialog (and headlessui) loads only when asked for, keeping the first screen small
const ForgotPasswordDialog = lazy(() => import('./ForgotPasswordDialog'));

export default function LoginPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const ok = await login(email.trim(), password, setError);
    // on success this page is already being left; only a failure needs the form back
    if (!ok) setBusy(false);
  };

  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} footer={<StoreBadges />}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField
          label={t('auth.login.email')}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={t('auth.login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex justify-end">
          <button type="button" onClick={() => setForgotOpen(true)} className="text-sm font-medium text-blue-700 hover:underline dark:text-blue-400">
            {t('auth.login.forgot')}
          </button>
        </div>
        {error && (
          <p role="alert" data-testid="login-error" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm break-words text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
            {error}
          </p>
        )}
        <Button type="submit" loading={busy} disabled={!email.trim() || !password} className="w-full justify-center">
          {t('auth.login.submit')}
        </Button>
        <p className="text-center text-xs text-slate-600 dark:text-slate-400">{t('auth.login.noAccount')}</p>
      </form>
      {forgotOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} initialEmail={email} onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
