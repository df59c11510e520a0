/**
 * The fire alarm screen (/technology/fire-alarm; spec 001 §2 "Fire alarm", issue 12 §1): the selected
 * building's zones, each OK (green) or ALARM (red) with since when and its acknowledgement; staff
 * (the server's fire:acknowledge) acknowledge an alarm with a note. Needs a building; loading
 * skeletons, 'no zones found' when empty. Live: fire.zone_changed reloads the zones, and SWR polls.
 * A failed load is only logged (spec 001 §8): the last known zones stay, with a button to load again.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshCw, Siren } from 'lucide-react';
import type { FireZone } from '../../../contract/fire-alarm';
import { PERMISSION } from '../../../contract/rules/permissions';
import { useSelectedBuilding } from '../../state/building';
import { can } from '../../state/permissions';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { SelectBuildingPrompt } from '../../ui/SelectBuildingPrompt';
import { Skeleton } from '../../ui/Skeleton';
import { AcknowledgeDialog } from './AcknowledgeDialog';
import { useFireZones } from './api';
import { ZoneCard } from './ZoneCard';

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

export default function FireAlarmPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { buildingId, building } = useSelectedBuilding();
  const { zones, failed, isLoading, isValidating, retry } = useFireZones(buildingId);
  const [acknowledging, setAcknowledging] = useState<FireZone | null>(null);
  const mayAcknowledge = can(user, buildingId, PERMISSION.fireAcknowledge);

  const reload = (
    <Button variant="secondary" size="sm" onClick={retry} loading={isValidating} data-testid="fire-alarm-retry">
      <RefreshCw className="h-4 w-4" aria-hidden="true" />
      {t('fireAlarm.retry')}
    </Button>
  );
  const header = (
    <PageHeader
      title={t('fireAlarm.title')}
      description={building ? t('fireAlarm.descriptionFor', { building: building.name }) : t('fireAlarm.description')}
      actions={failed && zones ? reload : undefined}
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

  let body;
  if (zones === undefined && failed) {
    // nothing known yet and the load failed: no message (spec 001 §8), only the way to try again
    body = (
      <Card>
        <div className="flex justify-center py-10">{reload}</div>
      </Card>
    );
  } else if (isLoading || zones === undefined) {
    body = (
      <div className={GRID} data-testid="fire-alarm-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-36" />
        ))}
      </div>
    );
  } else if (zones.length === 0) {
    body = (
      <Card>
        <EmptyState icon={<Siren className="h-10 w-10" />} title={t('fireAlarm.empty')} description={t('fireAlarm.emptyDescription')} />
      </Card>
    );
  } else {
    body = (
      <ul className={GRID} aria-label={t('fireAlarm.list')}>
        {zones.map((zone) => (
          <ZoneCard key={zone.id} zone={zone} canAcknowledge={mayAcknowledge} onAcknowledge={() => setAcknowledging(zone)} />
        ))}
      </ul>
    );
  }

  return (
    <>
      {header}
      {body}
      <AcknowledgeDialog buildingId={buildingId} zone={acknowledging} onClose={() => setAcknowledging(null)} />
    </>
  );
}
