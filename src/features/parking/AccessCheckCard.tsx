/** The access check as a card of the staff's parking screen (issue 29 §4); the form is AccessCheckForm. */
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/Card';
import { AccessCheckForm } from './AccessCheckForm';

export function AccessCheckCard({ buildingId, unitId }: { buildingId: number; unitId: number | null }) {
  const { t } = useTranslation();
  return (
    <section data-testid="access-check-card" className="min-w-0">
      <Card title={t('parking.accessCheck.title')} description={t('parking.accessCheck.description')}>
        {/* a fresh form per unit picked above: it starts on that unit */}
        <AccessCheckForm key={unitId ?? 'none'} buildingId={buildingId} initialUnitId={unitId} />
      </Card>
    </section>
  );
}
