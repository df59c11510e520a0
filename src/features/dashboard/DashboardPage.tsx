import { useTranslation } from 'react-i18next';
import { useSelectedBuilding } from '../../state/building';
import { useSession } from '../../state/session';
import { PageHeader } from '../../ui/PageHeader';
import { SelectBuildingPrompt } from '../../ui/SelectBuildingPrompt';
import { SkeletonRows } from '../../ui/Skeleton';
import { AnnouncementsCard } from './AnnouncementsCard';
import { BuildingLinksCard } from './BuildingLinksCard';
import { can } from '../../state/permissions';
import { PERMISSION } from '../../../contract/rules/permissions';

/** '/' (spec 000 §2 Dashboard): the announcements of the selected building and the way to its overview and plans. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { building, buildingId, isLoading } = useSelectedBuilding();

  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader title={t('dashboard.title')} description={building ? building.name : t('dashboard.description')} />
      {buildingId !== null ? (
        <div className="space-y-6">
          {/* key: a building switch starts the card afresh (dialogs closed, no stale pending request) */}
          <AnnouncementsCard key={buildingId} buildingId={buildingId} canManage={can(user, buildingId, PERMISSION.announcementManage)} />
          <BuildingLinksCard />
        </div>
      ) : isLoading ? (
        <SkeletonRows count={3} />
      ) : (
        <SelectBuildingPrompt description={t('dashboard.selectBuilding')} />
      )}
    </div>
  );
}
