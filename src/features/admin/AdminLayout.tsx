/** The admin area's frame (spec 001 §2 "Admin area"): header and the three tabs as links. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/cn';
import { PageHeader } from '../../ui/PageHeader';
import { ADMIN_TABS } from './rules';

export function AdminLayout({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('admin.title')} actions={actions} />
      <nav aria-label={t('admin.title')} className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-700">
        {ADMIN_TABS.map((tab) => {
          const active = location === tab.path;
          return (
            <Link
              key={tab.id}
              href={tab.path}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium',
                active ? 'border-blue-600 text-blue-700 dark:text-blue-300' : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400',
              )}
            >
              {t(tab.title)}
            </Link>
          );
        })}
      </nav>
      {children}
    </div>
  );
}
