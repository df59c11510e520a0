import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Skeleton } from '../../ui/Skeleton';
import { useBuildingInfo } from './api';
import { BuildingInfoCards } from './BuildingInfoCards';

/** "Information about the building" (spec 000 §2): four cards, or the load-error message (§8). */
export function BuildingInfoDialog({ open, onClose, buildingId }: { open: boolean; onClose: () => void; buildingId: number }) {
  const { t } = useTranslation();
  const { info, error, isLoading, reload } = useBuildingInfo(open ? buildingId : null);
  return (
    <Dialog open={open} onClose={onClose} title={t('building.info.title')} description={info?.name} size="xl" data-testid="building-info-dialog">
      {error ? (
        <ErrorAlert message={t('building.errors.load')} onRetry={() => void reload()} />
      ) : isLoading || !info ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-40" />
          ))}
        </div>
      ) : (
        <BuildingInfoCards info={info} />
      )}
    </Dialog>
  );
}
