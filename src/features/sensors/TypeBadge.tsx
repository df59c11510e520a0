import { useTranslation } from 'react-i18next';
import type { SensorType } from '../../../contract/rules/sensors';

/** The sensor's type as a neutral badge (colour is kept for the values' bands). */
export function TypeBadge({ type }: { type: SensorType }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex whitespace-nowrap rounded-md border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-700 dark:border-slate-600 dark:text-slate-200" data-testid="sensor-type">
      {t(`sensors.type.${type}`)}
    </span>
  );
}
