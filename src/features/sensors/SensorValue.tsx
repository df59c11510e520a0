/**
 * A sensor's latest reading as pills coloured by its band (spec 001 §4, §9): temperature with one
 * decimal, CO with none, a door open orange / closed green, a detector's ok/alarm translated, other
 * states as sent, in grey; the combined garage sensor shows its temperature and CO side by side. A
 * dash before the first reading.
 */
import { useTranslation } from 'react-i18next';
import type { Sensor } from '../../../contract/sensors';
import { cn } from '../../lib/cn';
import { formatMeasure, formatSensorState } from '../../lib/sensorFormat';
import { TONE_PILL } from '../../ui/bandColours';
import { shownValues, type ShownValue } from './measures';

const pill = 'inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-sm font-medium tabular-nums';

export function ValuePill({ shown }: { shown: ShownValue }) {
  const { t } = useTranslation();
  // states go through the shared formatter: a flood detector's 'ok' reads "V pořádku", never raw
  const text = shown.kind === 'measure' ? formatMeasure(shown.measure, shown.value) : formatSensorState(shown.state, (named) => t(`sensors.state.${named}`));
  return (
    <span className={cn(pill, shown.tone ? TONE_PILL[shown.tone] : 'px-0')} data-testid="sensor-value" data-tone={shown.tone ?? undefined}>
      {text}
    </span>
  );
}

export function SensorValue({ sensor }: { sensor: Pick<Sensor, 'type' | 'value' | 'co_level' | 'state'> }) {
  const shown = shownValues(sensor);
  if (shown.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {shown.map((s) => (
        <ValuePill key={s.kind === 'measure' ? s.measure : 'state'} shown={s} />
      ))}
    </span>
  );
}
