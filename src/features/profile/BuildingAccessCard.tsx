import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import type { UserBuilding } from '../../../contract/users';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { roleLabel } from './labels';

/** The buildings the user reaches and their role in each (spec 000 §2, profile screen). */
export function BuildingAccessCard({ buildings }: { buildings: UserBuilding[] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('profile.buildings.title')} description={t('profile.buildings.description')} flush>
      {buildings.length === 0 ? (
        <EmptyState icon={<Building2 className="h-10 w-10" />} title={t('profile.buildings.empty')} />
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700" data-testid="profile-buildings">
          {buildings.map((b) => (
            <li key={b.building_id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium">{b.building_name}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t('profile.buildings.code')}: <span className="font-mono">{b.building_code}</span>
                  {b.building_address ? ` · ${b.building_address}` : ''}
                </p>
              </div>
              <span className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-800 dark:bg-blue-950 dark:text-blue-200">
                {roleLabel(t, b.role)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
