/**
 * Building overview (spec 000 §2): without a selected building the select-building prompt; with
 * one its name, address, hero image, the 'building map' button (floor-plan dialog) and
 * 'information about the building' (four-card dialog). Staff may edit the information.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { ExternalLink, FileText, Home, Info, Map as MapIcon, Megaphone, Pencil } from 'lucide-react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LinkTiles } from '../../ui/LinkTiles';
import { PageHeader } from '../../ui/PageHeader';
import { SelectBuildingPrompt } from '../../ui/SelectBuildingPrompt';
import { useSelectedBuilding } from '../../state/building';
import { useSession } from '../../state/session';
import { openDialog, usePendingAction } from '../../commands/pendingAction';
import { BUILDING_OVERVIEW_PATH, wantsFloorPlans } from '../../lib/buildingLinks';
// The floor-plan dialog is the overview's 'building map' (spec 000 §2); the floorplans feature
// hosts it for the whole app (FloorplanDialogHost), and this page asks for it by its id.
import { OPEN_FLOORPLANS } from '../../commands/dialogIds';
import { useBuildingInfo } from './api';
import { BuildingInfoDialog } from './BuildingInfoDialog';
import { BuildingInfoEditDialog } from './BuildingInfoEditDialog';
import { HeroImage } from './HeroImage';
import { EDIT_BUILDING_INFO, OPEN_BUILDING_INFO } from './actions';
import { can } from '../../state/permissions';
import { PERMISSION } from '../../../contract/rules/permissions';

function QuickLinks() {
  const { t } = useTranslation();
  const links = [
    { href: '/', icon: Megaphone, label: t('building.links.announcements') },
    { href: '/documents', icon: FileText, label: t('building.links.documents') },
    { href: '/my-unit', icon: Home, label: t('building.links.myUnit') },
  ];
  return (
    <Card title={t('building.links.title')}>
      <LinkTiles links={links} className="sm:grid-cols-3" />
    </Card>
  );
}

export default function BuildingOverviewPage() {
  const { t } = useTranslation();
  const { building, buildingId } = useSelectedBuilding();
  const { user } = useSession();
  const { info, isLoading, replace } = useBuildingInfo(buildingId);
  const [infoOpen, setInfoOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const canEdit = can(user, buildingId, PERMISSION.buildingInfoEdit);

  usePendingAction(OPEN_BUILDING_INFO, () => setInfoOpen(true));
  usePendingAction(EDIT_BUILDING_INFO, () => setEditOpen(true));

  // /building-info?plans (dashboard link) opens the map once a building is known; the parameter is
  // then dropped so Back and a reload do not open it again
  const search = useSearch();
  const [, navigate] = useLocation();
  const askedForPlans = wantsFloorPlans(search) && buildingId !== null;
  useEffect(() => {
    if (!askedForPlans) return;
    openDialog(OPEN_FLOORPLANS, {});
    navigate(BUILDING_OVERVIEW_PATH, { replace: true });
  }, [askedForPlans, navigate]);

  if (!building || buildingId === null) {
    return (
      <>
        <PageHeader title={t('building.title')} />
        <SelectBuildingPrompt />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={building.name}
        description={building.address}
        actions={
          <>
            <Button onClick={() => openDialog(OPEN_FLOORPLANS, {})}>
              <MapIcon className="h-4 w-4" aria-hidden="true" />
              {t('building.actions.map')}
            </Button>
            <Button variant="secondary" onClick={() => setInfoOpen(true)}>
              <Info className="h-4 w-4" aria-hidden="true" />
              {t('building.actions.info')}
            </Button>
            {canEdit && (
              <Button variant="secondary" onClick={() => setEditOpen(true)} disabled={!info}>
                <Pencil className="h-4 w-4" aria-hidden="true" />
                {t('building.actions.edit')}
              </Button>
            )}
          </>
        }
      />
      <div className="space-y-6">
        <HeroImage src={info?.image_url} alt={t('building.heroAlt', { name: building.name })} loading={isLoading && !info} />
        <p className="text-sm">
          <Link href={`/building-info/${buildingId}`} className="inline-flex items-center gap-1 text-blue-700 hover:underline dark:text-blue-300">
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            {t('building.actions.publicPage')}
          </Link>
        </p>
        <QuickLinks />
      </div>

      <BuildingInfoDialog open={infoOpen} onClose={() => setInfoOpen(false)} buildingId={buildingId} />
      {editOpen && info && (
        <BuildingInfoEditDialog
          info={info}
          onClose={() => setEditOpen(false)}
          onSaved={(saved) => {
            void replace(saved);
            setEditOpen(false);
          }}
        />
      )}
    </>
  );
}
