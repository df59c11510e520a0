/**
 * The sensors screen (/technology/sensors, spec 001 §2 "Sensors", issue 12 §2): the overview table
 * of the selected building's sensors with their latest values coloured by band, filtered by location
 * type on the server (the filter folds behind "Filtry (n)" below 1024 px, issue 29 §5); a sensor's
 * detail dialog with its last 24 hours; and, for buildings with garage sensors, the garage view of
 * temperature and CO together. View, filter and open sensor live in the URL (links.ts), so the
 * palette, a reload and a shared link reach them.
 *
 * Live: every read is an SWR key under /buildings/{id}/sensors, which `sensor.readings` revalidates
 * (live/keys.ts) and SWR polls; relative times move on by themselves.
 */
import { useTranslation } from 'react-i18next';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { Thermometer } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { SENSOR_LOCATION_TYPES } from '../../../contract/rules/sensors';
import { useScreenContext } from '../../commands/screenContext';
import { cn } from '../../lib/cn';
import { failureText, useLoadFailureToast } from '../../lib/loadFailure';
import { useClock } from '../../lib/useClock';
import { useSelectedBuilding } from '../../state/building';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { FilterDisclosure } from '../../ui/FilterDisclosure';
import { PageHeader } from '../../ui/PageHeader';
import { SelectBuildingPrompt } from '../../ui/SelectBuildingPrompt';
import { SelectField } from '../../ui/SelectField';
import { SkeletonRows } from '../../ui/Skeleton';
import { useGarageSensors, useSensors } from './api';
import { GarageView } from './GarageView';
import { readSensorsParams, sensorsHref, type SensorsParams } from './links';
import { SCREEN_GARAGE } from './screen';
import { SensorDetailDialog } from './SensorDetailDialog';
import { SensorsTable } from './SensorsTable';

const tabClass = ({ selected }: { selected: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-500 sm:px-4',
    selected ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
  );

export default function SensorsPage() {
  const { t } = useTranslation();
  const { buildingId, building } = useSelectedBuilding();
  const [, navigate] = useLocation();
  const params = readSensorsParams(useSearch());
  const list = useSensors(buildingId, params.location);
  const garage = useGarageSensors(buildingId);
  // one destructive toast for the screen, whichever read failed (spec 001 §8)
  useLoadFailureToast(list.error, 'sensors.loadFailed', 'sensors-load');
  useLoadFailureToast(garage.error, 'sensors.loadFailed', 'sensors-load');
  useClock();
  const hasGarage = (garage.data?.length ?? 0) > 0;
  useScreenContext(SCREEN_GARAGE, hasGarage || undefined);

  const header = <PageHeader title={t('sensors.title')} description={building ? t('sensors.descriptionFor', { building: building.name }) : t('sensors.description')} />;
  if (buildingId === null) {
    return (
      <>
        {header}
        <SelectBuildingPrompt />
      </>
    );
  }

  const go = (next: Partial<SensorsParams>) => navigate(sensorsHref({ ...params, ...next }), { replace: true });
  const sensors = list.data ?? [];
  const filtered = params.location !== null;

  let table;
  if (list.error && !list.data) {
    table = (
      <div className="p-4">
        <ErrorAlert title={t('sensors.loadFailed')} message={failureText(list.error, t('sensors.loadFailed')) ?? undefined} onRetry={list.retry} />
      </div>
    );
  } else if (list.isLoading || !list.data) {
    table = (
      <div className="p-4" aria-label={t('common.loading')} aria-busy="true" data-testid="sensors-loading">
        <SkeletonRows count={4} />
      </div>
    );
  } else if (sensors.length === 0) {
    table = (
      <EmptyState
        icon={<Thermometer className="h-10 w-10" />}
        title={t('sensors.empty')}
        description={filtered ? t('sensors.emptyFiltered') : t('sensors.emptyDescription')}
        action={
          filtered ? (
            <Button variant="secondary" onClick={() => go({ location: null })}>
              {t('sensors.filter.showAll')}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    table = <SensorsTable sensors={sensors} onOpen={(s) => go({ sensor: s.id })} />;
  }

  const overview = (
    <div className="flex min-w-0 flex-col gap-4">
      {/* below 1024 px the location filter folds behind "Filtry (n)", so a phone opens on the sensors */}
      <FilterDisclosure active={filtered ? 1 : 0}>
        <div className="max-w-xs">
          <SelectField
            label={t('sensors.filter.label')}
            emptyOption={t('sensors.filter.all')}
            value={params.location ?? ''}
            onChange={(e) => go({ location: SENSOR_LOCATION_TYPES.find((l) => l === e.target.value) ?? null })}
            options={SENSOR_LOCATION_TYPES.map((l) => ({ value: l, label: t(`sensors.location.${l}`) }))}
          />
        </div>
      </FilterDisclosure>
      <Card flush className="min-w-0">
        {table}
      </Card>
    </div>
  );

  const views = hasGarage ? (['overview', 'garage'] as const) : (['overview'] as const);
  const selectedIndex = Math.max(0, (views as readonly string[]).indexOf(params.view));
  const listed = params.sensor === null ? undefined : (list.data?.find((s) => s.id === params.sensor) ?? garage.data?.find((s) => s.id === params.sensor));

  return (
    <>
      {header}
      {hasGarage ? (
        <TabGroup selectedIndex={selectedIndex} onChange={(i) => go({ view: views[i] })}>
          <TabList className="mb-4 inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800" aria-label={t('sensors.tabs.label')}>
            <Tab className={tabClass}>{t('sensors.tabs.overview')}</Tab>
            <Tab className={tabClass}>{t('sensors.tabs.garage')}</Tab>
          </TabList>
          <TabPanels>
            <TabPanel className="min-w-0" unmount>
              {overview}
            </TabPanel>
            <TabPanel className="min-w-0" unmount>
              <GarageView sensors={garage.data ?? []} />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      ) : (
        overview
      )}
      <SensorDetailDialog buildingId={buildingId} sensorId={params.sensor} listed={listed} onClose={() => go({ sensor: null })} />
    </>
  );
}
