/** Registration from an invitation (?code), spec 000 §2/§5, 001 §5/§8. */
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'wouter';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { register } from '../../../contract/routes/auth';
import { call } from '../../lib/api';
import { bodySchemaOf, useContractForm } from '../../lib/useContractForm';
import { AuthLayout } from './AuthLayout';
import { NewPasswordField } from './NewPasswordField';
import { sanitizePhone } from '../../../contract/rules/auth';
import { Spinner } from '../../ui/Spinner';
import { useInvitationCheck } from './useInvitationCheck';
import { InvitationUnavailable } from './InvitationUnavailable';

interface RegistrationValues {
  invitation_code: string;
  name: string;
  email: string;
  phone: string;
  password: string;
  note: string;
}

/** The body sent: trimmed, with an empty note and e-mail left out (the invitation's e-mail then wins). */
const registrationBody = (v: RegistrationValues) => ({
  invitation_code: v.invitation_code.trim(),
  name: v.name.trim(),
  email: v.email.trim() || undefined,
  phone: v.phone.trim(),
  password: v.password,
  note: v.note.trim() || undefined,
});

export default function RegisterPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const codeFromLink = params.get('code') ?? '';
  // a code from the link is asked about first, so a spent one is not met with a form to fill in (issue 29 §8a)
  const invitation = useInvitationCheck(codeFromLink);
  const save = useContractForm<RegistrationValues>({
    schema: bodySchemaOf(register),
    defaultValues: { invitation_code: codeFromLink, name: '', email: '', phone: '', password: '', note: '' },
    labels: {
      invitation_code: t('auth.register.code'),
      name: t('auth.register.name'),
      email: t('auth.register.email'),
      phone: t('auth.register.phone'),
      password: t('auth.register.password'),
      note: t('auth.register.note'),
    },
    toBody: registrationBody,
    send: (v) => call(register, { body: registrationBody(v) }),
    successText: t('auth.register.success'),
    failureText: t('auth.register.failed'),
    onSuccess: () => navigate('/login', { replace: true }),
  });
  const field = (name: keyof RegistrationValues) => ({ error: save.fieldError(name), ...save.form.register(name) });
  const phone = save.form.register('phone');

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
        <form onSubmit={(e) => void save.onSubmit(e)} className="flex flex-col gap-4" noValidate>
          <TextField label={t('auth.register.code')} required readOnly={Boolean(codeFromLink)} {...field('invitation_code')} />
          <TextField label={t('auth.register.name')} autoComplete="name" required {...field('name')} />
          <TextField label={t('auth.register.email')} type="email" autoComplete="email" {...field('email')} />
          <TextField
            label={t('auth.register.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            {...field('phone')}
            onChange={(e) => {
              // the phone keeps only digits, spaces, + and - as it is typed (spec 001 §8)
              e.target.value = sanitizePhone(e.target.value);
              return phone.onChange(e);
            }}
          />
          <NewPasswordField label={t('auth.register.password')} {...field('password')} />
          <TextAreaField label={t('auth.register.note')} error={save.fieldError('note')} {...save.form.register('note')} />
          <Button type="submit" loading={save.pending} className="w-full justify-center">
            {t('auth.register.submit')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
