/** The dashboard's way to the building overview and its floor plans, where a resident looks first. */
import { useTranslation } from 'react-i18next';
import { Building2, Map as MapIcon } from 'lucide-react';
import { Card } from '../../ui/Card';
import { LinkTiles } from '../../ui/LinkTiles';
import { BUILDING_OVERVIEW_PATH, FLOOR_PLANS_HREF } from '../../lib/buildingLinks';

export function BuildingLinksCard() {
  const { t } = useTranslation();
  const links = [
    { href: BUILDING_OVERVIEW_PATH, icon: Building2, label: t('dashboard.buildingCard.overview') },
    { href: FLOOR_PLANS_HREF, icon: MapIcon, label: t('dashboard.buildingCard.plans') },
  ];
  return (
    <Card title={t('dashboard.buildingCard.title')} description={t('dashboard.buildingCard.description')}>
      <LinkTiles links={links} className="sm:grid-cols-2" />
    </Card>
  );
}
