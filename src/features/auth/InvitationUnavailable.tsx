import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { MailX } from 'lucide-react';

/** Why an invitation cannot be used, in place of the registration form, with the way to sign in instead. */
export function InvitationUnavailable({ status }: { status: 'used' | 'expired' | 'unknown' }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" data-testid="invitation-unavailable">
      <div
        role="alert"
        className="flex items-start gap-3 rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
      >
        <MailX className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words">{t(`auth.register.invitation.${status}`)}</p>
          <p className="mt-1 text-sm break-words">{t('auth.register.invitation.help')}</p>
        </div>
      </div>
      <Link
        href="/login"
        className="inline-flex min-h-11 w-full items-center justify-center rounded-md bg-blue-600 px-4 py-2 font-medium text-white hover:bg-blue-700 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {t('auth.register.invitation.signIn')}
      </Link>
    </div>
  );
}
