/**
 * The doors screen (/doors, spec 001 §2 "Doors", issue 10 §1): a grid of the selected building's
 * door cards with their open buttons. Needs a building; loading skeletons, 'No Doors' when empty, a
 * load failure with retry. The cards follow the device live (door.state_changed patches the list,
 * live/updates.ts), and the relative times move on by themselves.
 */
import { useTranslation } from 'react-i18next';
import { DoorClosed } from 'lucide-react';
import { useSelectedBuilding } from '../../state/building';
import { errorMessage } from '../../lib/http';
import { useClock } from '../../lib/useClock';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { AuditLink } from '../../ui/AuditLink';
import { PageHeader } from '../../ui/PageHeader';
import { SelectBuildingPrompt } from '../../ui/SelectBuildingPrompt';
import { Skeleton } from '../../ui/Skeleton';
import { useDoors } from './api';
import { DoorCard } from './DoorCard';
import { useDoorOpener } from './useDoorOpener';

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

export default function DoorsPage() {
  const { t } = useTranslation();
  const { buildingId, building } = useSelectedBuilding();
  const { doors, error, isLoading, retry } = useDoors(buildingId);
  const opener = useDoorOpener(buildingId);
  useClock();

  const header = (
    <PageHeader
      title={t('doors.title')}
      description={building ? t('doors.descriptionFor', { building: building.name }) : t('doors.description')}
      actions={<AuditLink action="door.open" />}
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
  if (error && !doors) {
    body = <ErrorAlert title={t('doors.loadFailed')} message={errorMessage(error, t('doors.loadFailed'))} onRetry={retry} />;
  } else if (isLoading || !doors) {
    body = (
      <div className={GRID} data-testid="doors-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    );
  } else if (doors.length === 0) {
    body = (
      <Card>
        <EmptyState icon={<DoorClosed className="h-10 w-10" />} title={t('doors.empty')} description={t('doors.emptyDescription')} />
      </Card>
    );
  } else {
    body = (
      <ul className={GRID} aria-label={t('doors.list')}>
        {doors.map((door) => (
          <DoorCard key={door.id} door={door} opening={opener.isOpening(door.id)} onOpen={() => void opener.open(door)} />
        ))}
      </ul>
    );
  }

  return (
    <>
      {header}
      {body}
    </>
  );
}
