/**
 * The parking screen (/parking, spec 000 §2 "Parking screen"): the selected unit's vehicles and
 * spaces, and its gate access log. Needs a building and a unit; a unit without parking shows the
 * warning banner, a disabled add button and the no-access alert instead of the log.
 * ?tab=log&search=PLATE opens the log filtered by a plate (the palette links here).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { TriangleAlert } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { PERMISSION } from '../../../contract/rules/permissions';
import { cn } from '../../lib/cn';
import { can } from '../../state/permissions';
import { useSelectedBuilding } from '../../state/building';
import { useSession } from '../../state/session';
import { useSelectedUnit } from '../../state/unit';
import { PageHeader } from '../../ui/PageHeader';
import { SelectBuildingPrompt } from '../../ui/SelectBuildingPrompt';
import { AccessLogPanel } from './AccessLogPanel';
import { SelectUnitPrompt } from './SelectUnitPrompt';
import { SpacesCard } from './SpacesCard';
import { useGateEventToasts } from './useGateEventToasts';
import { VehiclesCard } from './VehiclesCard';
import { PARKING_TABS, parkingHref, readParkingParams } from './rules';

export default function ParkingPage() {
  const { t } = useTranslation();
  const { buildingId, building } = useSelectedBuilding();
  const { unit } = useSelectedUnit();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const params = readParkingParams(useSearch());
  const manage = can(user, buildingId, PERMISSION.parkingManage);
  const scope = useMemo(() => (buildingId !== null && unit ? { buildingId, unitId: unit.id } : null), [buildingId, unit]);
  useGateEventToasts(unit?.id ?? null);

  const header = (
    <PageHeader
      title={t('parking.title')}
      description={unit && building ? t('parking.descriptionFor', { unit: unit.number, building: building.name }) : t('parking.description')}
    />
  );
  if (buildingId === null) {
    return (
      <>
        {header}
        <SelectBuildingPrompt />
      </>
    );
  }
  if (!unit || !scope) {
    return (
      <>
        {header}
        <SelectUnitPrompt />
      </>
    );
  }

  const hasParking = unit.has_parking;
  const selectedIndex = PARKING_TABS.indexOf(params.tab);
  // the tab lives in the URL, so the palette's links and the back button reach it
  const onTab = (index: number) => navigate(parkingHref(PARKING_TABS[index]), { replace: true });
  const tabClass = ({ selected }: { selected: boolean }) =>
    cn(
      'rounded-md px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-500',
      selected ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
    );

  return (
    <>
      {header}
      {!hasParking && (
        <div
          role="status"
          data-testid="no-parking-banner"
          className="mb-4 flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-medium">{t('parking.noParking.bannerTitle')}</p>
            <p className="text-sm">{t('parking.noParking.banner')}</p>
          </div>
        </div>
      )}
      <TabGroup selectedIndex={selectedIndex} onChange={onTab}>
        <TabList className="mb-4 inline-flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800" aria-label={t('parking.tabs.label')}>
          <Tab className={tabClass}>{t('parking.tabs.vehicles')}</Tab>
          <Tab className={tabClass}>{t('parking.tabs.log')}</Tab>
        </TabList>
        <TabPanels>
          {/* min-w-0: a wide table scrolls inside its card instead of widening the page at 360 px */}
          <TabPanel className="flex min-w-0 flex-col gap-4 *:min-w-0" unmount>
            <VehiclesCard
              key={`${scope.unitId}|${params.tab === 'vehicles' ? params.search : ''}`}
              scope={scope}
              hasParking={hasParking}
              initialSearch={params.tab === 'vehicles' ? params.search : ''}
            />
            <SpacesCard scope={scope} manage={manage} hasParking={hasParking} />
          </TabPanel>
          <TabPanel className="min-w-0" unmount>
            <AccessLogPanel key={`${scope.unitId}|${params.search}`} scope={scope} hasParking={hasParking} initialSearch={params.tab === 'log' ? params.search : ''} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </>
  );
}
