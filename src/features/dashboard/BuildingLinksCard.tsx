/** The dashboard's way to the building overview and its floor plans, where a resident looks first. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Building2, Map as MapIcon } from 'lucide-react';
import { Card } from '../../ui/Card';
import { BUILDING_OVERVIEW_PATH, FLOOR_PLANS_HREF } from '../../lib/buildingLinks';

export function BuildingLinksCard() {
  const { t } = useTranslation();
  const links = [
    { href: BUILDING_OVERVIEW_PATH, icon: Building2, label: t('dashboard.buildingCard.overview') },
    { href: FLOOR_PLANS_HREF, icon: MapIcon, label: t('dashboard.buildingCard.plans') },
  ];
  return (
    <Card title={t('dashboard.buildingCard.title')} description={t('dashboard.buildingCard.description')}>
      <ul className="grid gap-2 sm:grid-cols-2">
        {links.map(({ href, icon: Icon, label }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              <Icon className="h-4 w-4 text-slate-500" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
