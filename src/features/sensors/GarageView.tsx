/**
 * The garage view (issue 12 §2): each garage sensor's temperature and CO over the last 24 hours,
 * side by side with their bands, the two charts' tooltips moving together. The garage answer carries
 * the temperature in `value` and the CO in `co_level` (api/garage-data), as the combined sensor does.
 */
import { useTranslation } from 'react-i18next';
import type { SensorWithHistory } from '../../../contract/sensors';
import { formatRelative } from '../../lib/format';
import { Card } from '../../ui/Card';
import { MeasureHistory } from './MeasureHistory';
import { SensorValue } from './SensorValue';

export function GarageView({ sensors }: { sensors: readonly SensorWithHistory[] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-4" aria-label={t('sensors.garage.list')}>
      {sensors.map((s) => (
        <li key={s.id} className="min-w-0" data-testid={`garage-sensor-${s.id}`}>
          <Card
            title={s.name}
            description={[s.location, s.timestamp ? t('sensors.garage.updated', { when: formatRelative(s.timestamp) }) : null].filter(Boolean).join(' · ')}
            actions={<SensorValue sensor={{ ...s, type: 'combined' }} />}
          >
            <div className="grid min-w-0 gap-6 lg:grid-cols-2">
              <MeasureHistory type="combined" measure="temperature" readings={s.readings} syncId={`garage-${s.id}`} />
              <MeasureHistory type="combined" measure="co" readings={s.readings} syncId={`garage-${s.id}`} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
