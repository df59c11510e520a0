/**
 * One measure's history with its heading, a text summary (what a screen reader or a glance needs:
 * lowest, highest, latest), the chart and its band legend; a plain text when the period holds no
 * reading of it. The chart module (recharts) loads only when there is something to draw.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SensorPoint } from '../../../contract/sensors';
import type { SensorType } from '../../../contract/rules/sensors';
import { Skeleton } from '../../ui/Skeleton';
import { BandLegend } from './BandLegend';
import { measureValue, type Measure } from '../../../contract/rules/sensors';
import { formatMeasure } from '../../lib/sensorFormat';

const SensorChart = lazy(() => import('./SensorChart'));

export function MeasureHistory({ type, measure, readings, syncId }: { type: SensorType; measure: Measure; readings: readonly SensorPoint[]; syncId?: string }) {
  const { t } = useTranslation();
  const values = readings.flatMap((p) => {
    const v = measureValue(type, measure, p);
    return v === null ? [] : [v];
  });
  return (
    <section className="flex min-w-0 flex-col gap-2" aria-label={t(`sensors.chart.title.${measure}`)} data-testid={`history-${measure}`}>
      <h3 className="text-sm font-semibold">{t(`sensors.chart.title.${measure}`)}</h3>
      {values.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('sensors.chart.empty')}</p>
      ) : (
        <>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t('sensors.chart.summary', {
              min: formatMeasure(measure, Math.min(...values)),
              max: formatMeasure(measure, Math.max(...values)),
              last: formatMeasure(measure, values[values.length - 1]),
            })}
          </p>
          <Suspense fallback={<Skeleton className="h-[200px] w-full" />}>
            <SensorChart type={type} measure={measure} readings={readings} syncId={syncId} />
          </Suspense>
          <BandLegend measure={measure} />
        </>
      )}
    </section>
  );
}
