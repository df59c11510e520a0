/** Registration from an invitation (?code), spec 000 §2/§5, 001 §5/§8. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'wouter';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { register } from './api';
import { AuthLayout } from './AuthLayout';
import { validateRegistration, type RegistrationValues } from './validation';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { sanitizePhone } from '../../../contract/rules/auth';
import { Spinner } from '../../ui/Spinner';
import { useInvitationCheck } from './useInvitationCheck';
import { InvitationUnavailable } from './InvitationUnavailable';

export default function RegisterPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const codeFromLink = params.get('code') ?? '';
  // a code from the link is asked about first, so a spent one is not met with a form to fill in (issue 29 §8a)
  const invitation = useInvitationCheck(codeFromLink);
  const [values, setValues] = useState<RegistrationValues>({ invitation_code: codeFromLink, name: '', email: '', phone: '', password: '', note: '' });
  const save = useFormSubmit({
    key: 'form:register',
    validate: validateRegistration,
    send: (v: RegistrationValues) =>
      register({
        invitation_code: v.invitation_code.trim(),
        name: v.name.trim(),
        email: v.email.trim(),
        phone: v.phone.trim(),
        password: v.password,
        note: v.note.trim() || undefined,
      }),
    successText: t('auth.register.success'),
    failureText: t('auth.register.failed'),
    onSuccess: () => navigate('/login', { replace: true }),
  });
  const errors = save.fieldErrors;
  const busy = save.pending;

  const set = (field: keyof RegistrationValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    save.clearFieldErrors(field);
  };
  const err = (field: keyof RegistrationValues) => (errors[field] ? t(errors[field]!) : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.submit(values);
  };

  return (
    <AuthLayout
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <p className="text-center text-sm">
          <Link href="/login" className="font-medium text-blue-700 hover:underline dark:text-blue-400">
            {t('auth.register.backToLogin')}
          </Link>
        </p>
      }
    >
      {invitation === 'checking' ? (
        <div className="flex justify-center py-8 text-blue-600">
          <Spinner size="lg" label={t('auth.register.invitation.checking')} />
        </div>
      ) : invitation === 'used' || invitation === 'expired' || invitation === 'unknown' ? (
        <InvitationUnavailable status={invitation} />
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <TextField
            label={t('auth.register.code')}
            name="invitation_code"
            required
            readOnly={Boolean(codeFromLink)}
            value={values.invitation_code}
            error={err('invitation_code')}
            onChange={(e) => set('invitation_code', e.target.value)}
          />
          <TextField label={t('auth.register.name')} name="name" autoComplete="name" required value={values.name} error={err('name')} onChange={(e) => set('name', e.target.value)} />
          <TextField
            label={t('auth.register.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            error={err('email')}
            onChange={(e) => set('email', e.target.value)}
          />
          <TextField
            label={t('auth.register.phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            value={values.phone}
            error={err('phone')}
            onChange={(e) => set('phone', sanitizePhone(e.target.value))}
          />
          <TextField
            label={t('auth.register.password')}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            hint={t('auth.register.passwordHint')}
            value={values.password}
            error={err('password')}
            onChange={(e) => set('password', e.target.value)}
          />
          <TextAreaField label={t('auth.register.note')} name="note" value={values.note} onChange={(e) => set('note', e.target.value)} />
          <Button type="submit" loading={busy} className="w-full justify-center">
            {t('auth.register.submit')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
