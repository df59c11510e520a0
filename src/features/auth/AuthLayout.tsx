/** Frame of the public screens: brand, language toggle, one centred card. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import { LanguageToggle } from './LanguageToggle';

export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 px-3 py-6 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <div className="mx-auto flex w-full max-w-md items-center justify-between">
        <span className="flex items-center gap-2 text-lg font-semibold">
          <Building2 className="h-6 w-6 text-blue-600" aria-hidden="true" />
          {t('common.appName')}
        </span>
        <LanguageToggle />
      </div>
      <main className="mx-auto mt-8 w-full max-w-md">
        <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6">{footer}</div>}
      </main>
    </div>
  );
}
