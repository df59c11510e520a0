import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { permissionName } from './labels';

/** The permission codes the user holds anywhere (the profile's `permissions[]`), with readable names. */
export function PermissionsCard({ permissions }: { permissions: string[] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('profile.permissions.title')} description={t('profile.permissions.description')} flush>
      {permissions.length === 0 ? (
        <EmptyState icon={<ShieldCheck className="h-10 w-10" />} title={t('profile.permissions.empty')} />
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700" data-testid="profile-permissions">
          {[...permissions].sort().map((code) => {
            const name = permissionName(t, code);
            return (
              <li key={code} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2.5">
                <span className="text-sm">{name ?? code}</span>
                {name && <code className="text-xs text-slate-600 dark:text-slate-400">{code}</code>}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
