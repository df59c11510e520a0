/**
 * A sensor's detail (spec 001 §2 "Sensors"): name, location, type, last update, temperature, CO
 * level, state and its metadata as a key/value list, then its last 24 hours as charts with the colour
 * bands behind them (issue 12 §2; the combined garage sensor has one for temperature and one for CO).
 * The history answer carries the sensor's latest fields too and is a live key, so an open dialog
 * follows new readings; until it arrives the overview's row fills the fields.
 */
import { useTranslation } from 'react-i18next';
import type { Sensor } from '../../../contract/sensors';
import { ApiError } from '../../lib/http';
import { failureText } from '../../lib/loadFailure';
import { formatDateTime, formatRelative } from '../../lib/format';
import { Dialog } from '../../ui/Dialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Skeleton } from '../../ui/Skeleton';
import { useSensorHistory } from './api';
import { MeasureHistory } from './MeasureHistory';
import { measuresOf, type Measure } from '../../../contract/rules/sensors';
import { shownValues } from './measures';
import { ValuePill } from './SensorValue';
import { TypeBadge } from './TypeBadge';

const dt = 'text-sm text-slate-600 dark:text-slate-400';
const dd = 'text-sm min-w-0 break-words';

function MeasureField({ sensor, measure }: { sensor: Sensor; measure: Measure }) {
  const shown = shownValues(sensor).find((s) => s.kind === 'measure' && s.measure === measure);
  return shown ? <ValuePill shown={shown} /> : <>—</>;
}

function StateField({ sensor }: { sensor: Sensor }) {
  const shown = shownValues(sensor).find((s) => s.kind === 'state');
  if (shown) return <ValuePill shown={shown} />;
  return <>{sensor.state ?? '—'}</>;
}

function Fields({ sensor }: { sensor: Sensor }) {
  const { t } = useTranslation();
  const metadata = Object.entries(sensor.metadata);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2" data-testid="sensor-fields">
        <dt className={dt}>{t('sensors.detail.location')}</dt>
        <dd className={dd}>{sensor.location ?? '—'}</dd>
        <dt className={dt}>{t('sensors.detail.type')}</dt>
        <dd className={dd}>
          <TypeBadge type={sensor.type} />
        </dd>
        <dt className={dt}>{t('sensors.detail.updated')}</dt>
        <dd className={dd}>{sensor.timestamp ? `${formatDateTime(sensor.timestamp)} (${formatRelative(sensor.timestamp)})` : t('sensors.never')}</dd>
        <dt className={dt}>{t('sensors.detail.temperature')}</dt>
        <dd className={dd}>
          <MeasureField sensor={sensor} measure="temperature" />
        </dd>
        {sensor.type === 'humidity' && (
          <>
            <dt className={dt}>{t('sensors.detail.humidity')}</dt>
            <dd className={dd}>
              <MeasureField sensor={sensor} measure="humidity" />
            </dd>
          </>
        )}
        <dt className={dt}>{t('sensors.detail.co')}</dt>
        <dd className={dd}>
          <MeasureField sensor={sensor} measure="co" />
        </dd>
        <dt className={dt}>{t('sensors.detail.state')}</dt>
        <dd className={dd}>
          <StateField sensor={sensor} />
        </dd>
      </dl>
      <section aria-labelledby="sensor-metadata">
        <h3 id="sensor-metadata" className="mb-1 text-sm font-semibold">
          {t('sensors.detail.metadata')}
        </h3>
        {metadata.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('sensors.detail.noMetadata')}</p>
        ) : (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 rounded-md bg-slate-50 p-2 text-sm dark:bg-slate-800" data-testid="sensor-metadata">
            {metadata.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="max-w-[12rem] break-all font-mono text-xs leading-5 text-slate-600 dark:text-slate-400">{key}</dt>
                <dd className="min-w-0 break-words">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </div>
  );
}

export function SensorDetailDialog({ buildingId, sensorId, listed, onClose }: { buildingId: number; sensorId: number | null; listed: Sensor | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  // door and binary sensors report states, which have no history to draw: the row is all there is
  const stateOnly = listed !== undefined && measuresOf(listed.type).length === 0;
  const history = useSensorHistory(buildingId, stateOnly ? null : sensorId);
  // the previous sensor's answer stays in SWR while the next loads: never show it for this one
  const loaded = history.data?.id === sensorId ? history.data : undefined;
  const sensor: Sensor | undefined = loaded ?? listed;
  const notFound = history.error instanceof ApiError && history.error.status === 404;

  let charts;
  if (notFound) charts = null;
  else if (sensor && measuresOf(sensor.type).length === 0) {
    charts = <p className="text-sm text-slate-600 dark:text-slate-400">{t('sensors.detail.noHistory')}</p>;
  } else if (history.error && !loaded) {
    charts = <ErrorAlert title={t('sensors.detail.historyFailed')} message={failureText(history.error, t('sensors.loadFailed')) ?? undefined} onRetry={history.retry} />;
  } else if (!loaded) {
    charts = <Skeleton className="h-48 w-full" />;
  } else {
    charts = measuresOf(loaded.type).map((m) => <MeasureHistory key={m} type={loaded.type} measure={m} readings={loaded.readings} syncId={`sensor-${loaded.id}`} />);
  }

  return (
    <Dialog open={sensorId !== null} onClose={onClose} title={sensor?.name ?? t('sensors.detail.title')} description={sensor?.location ?? undefined} size="lg" data-testid="sensor-detail">
      {notFound ? (
        <p role="alert" className="text-sm">
          {t('sensors.detail.notFound')}
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          {sensor ? <Fields sensor={sensor} /> : <Skeleton className="h-40 w-full" />}
          <div className="flex flex-col gap-6" data-testid="sensor-history">
            {charts}
          </div>
        </div>
      )}
    </Dialog>
  );
}
