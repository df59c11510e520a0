/**
 * The parking screen (/parking, spec 000 §2 "Parking screen"): the selected unit's vehicles and
 * spaces, and its gate access log. Needs a building and a unit; a unit without parking shows the
 * warning banner, a disabled add button and the no-access alert instead of the log.
 * ?tab=log&search=PLATE opens the log filtered by a plate (the palette links here). Holders of
 * parking:manage pick any unit of the building (?unit=ID, state/staffUnit) and get a third tab, the
 * whole building's gate log, under the access check (issue 29 §4: a plate and a unit → the gate's
 * decision and reason). Holders of audit:view get a link to the log's gate passes.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { House, TriangleAlert } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { cn } from '../../lib/cn';
import { useSelectedBuilding } from '../../state/building';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { AuditLink } from '../../ui/AuditLink';
import { PageHeader } from '../../ui/PageHeader';
import { UnitScreenPrompt } from '../../ui/SelectUnitPrompt';
import { StaffUnitPicker } from '../../ui/StaffUnitPicker';
import { useStaffUnit } from '../../state/staffUnit';
import { PERMISSION } from '../../../contract/rules/permissions';
import { AccessCheckCard } from './AccessCheckCard';
import { AccessLogPanel } from './AccessLogPanel';
import { SpacesCard } from './SpacesCard';
import { useGateEventToasts } from './useGateEventToasts';
import { VehiclesCard } from './VehiclesCard';
import { type ParkingTab, parkingHref, readParkingParams } from './rules';

export default function ParkingPage() {
  const { t } = useTranslation();
  const { buildingId, building } = useSelectedBuilding();
  const [, navigate] = useLocation();
  const params = readParkingParams(useSearch());
  const { unit, staff, buildingUnits } = useStaffUnit(buildingId, params.unit, PERMISSION.parkingManage);
  const scope = useMemo(() => (buildingId !== null && unit ? { buildingId, unitId: unit.id } : null), [buildingId, unit]);
  useGateEventToasts(unit?.id ?? null);

  const header = (
    <PageHeader
      title={t('parking.title')}
      description={unit && building ? t('parking.descriptionFor', { unit: unit.number, building: building.name }) : t('parking.description')}
      actions={<AuditLink action="parking.gate.pass" />}
    />
  );
  if (buildingId === null || (!staff && !scope)) {
    const texts = { title: t('parking.selectUnit.title'), description: t('parking.selectUnit.description'), none: t('parking.selectUnit.none'), label: t('parking.selectUnit.label') };
    return (
      <>
        {header}
        <UnitScreenPrompt buildingId={buildingId} texts={texts} />
      </>
    );
  }

  // staff's tab and unit live in the URL, so the palette's links, a reload and the back button reach them
  const tabs: ParkingTab[] = staff ? ['vehicles', 'log', 'building'] : ['vehicles', 'log'];
  const selectedIndex = Math.max(0, tabs.indexOf(params.tab));
  const staffUnit = staff ? params.unit : null;
  const onTab = (index: number) => navigate(parkingHref(tabs[index], undefined, staffUnit), { replace: true });
  const onPickUnit = (id: number) => navigate(parkingHref(tabs[selectedIndex], undefined, id));
  const hasParking = unit?.has_parking ?? false;
  const tabClass = ({ selected }: { selected: boolean }) =>
    cn(
      'rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-500 sm:px-4',
      selected ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
    );
  // a unit's tabs without a unit (staff who picked none yet): ask for one in the picker above
  const needsUnit = (panel: (s: NonNullable<typeof scope>) => ReactNode) =>
    scope ? panel(scope) : (
      <Card>
        <EmptyState icon={<House className="h-10 w-10" />} title={t('parking.selectUnit.title')} />
      </Card>
    );

  return (
    <>
      {header}
      {staff && (
        <StaffUnitPicker
          units={buildingUnits}
          value={unit}
          onPick={onPickUnit}
          testId="parking-unit-picker"
          texts={{ search: t('parking.picker.search'), label: t('parking.selectUnit.label'), none: t('parking.picker.none') }}
        />
      )}
      {unit && !hasParking && (
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
        <TabList className="mb-4 inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800" aria-label={t('parking.tabs.label')}>
          <Tab className={tabClass}>{t('parking.tabs.vehicles')}</Tab>
          <Tab className={tabClass}>{t('parking.tabs.log')}</Tab>
          {staff && <Tab className={tabClass}>{t('parking.tabs.building')}</Tab>}
        </TabList>
        <TabPanels>
          {/* min-w-0: a wide table scrolls inside its card instead of widening the page at 360 px */}
          <TabPanel className="flex min-w-0 flex-col gap-4 *:min-w-0" unmount>
            {needsUnit((s) => (
              <>
                <VehiclesCard
                  key={`${s.unitId}|${params.tab === 'vehicles' ? params.search : ''}`}
                  scope={s}
                  hasParking={hasParking}
                  initialSearch={params.tab === 'vehicles' ? params.search : ''}
                />
                <SpacesCard key={s.unitId} scope={s} manage={staff} hasParking={hasParking} />
              </>
            ))}
          </TabPanel>
          <TabPanel className="min-w-0" unmount>
            {needsUnit((s) => (
              <AccessLogPanel key={`${s.unitId}|${params.search}`} scope={s} hasParking={hasParking} initialSearch={params.tab === 'log' ? params.search : ''} />
            ))}
          </TabPanel>
          {staff && (
            <TabPanel className="min-w-0" unmount>
              <div className="flex min-w-0 flex-col gap-4 *:min-w-0">
                {/* staff check a plate against a unit here, above the building's log the check is written to (issue 29 §4) */}
                <AccessCheckCard buildingId={buildingId} unitId={unit?.id ?? null} />
                <AccessLogPanel
                  key={`building|${params.search}`}
                  scope={{ buildingId, unitId: null }}
                  hasParking
                  initialSearch={params.tab === 'building' ? params.search : ''}
                  units={buildingUnits.data}
                />
              </div>
            </TabPanel>
          )}
        </TabPanels>
      </TabGroup>
    </>
  );
}
