/**
 * One measure's last 24 hours as a recharts line chart, with the measure's colour bands drawn behind
 * the line as stripes (spec 001 §9; issue 12 §2). Loaded lazily (MeasureHistory.tsx): recharts is
 * the heaviest thing on this screen and must stay out of every other chunk, and the table should not
 * wait for it.
 */
import { lightFormat } from 'date-fns';
import { CartesianGrid, Line, LineChart, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SensorPoint } from '../../../contract/sensors';
import type { SensorType } from '../../../contract/rules/sensors';
import { formatDateTime } from '../../lib/format';
import { TONE_FILL } from '../../ui/bandColours';
import { measureValue, type Measure } from '../../../contract/rules/sensors';
import { formatMeasure, formatNumber } from '../../lib/sensorFormat';
import { chartRange, MEASURE_BANDS, visibleBands } from './measures';

const HEIGHT = 200;
const time = (ms: number) => lightFormat(ms, 'HH:mm');

export interface SensorChartProps {
  type: SensorType;
  measure: Measure;
  readings: readonly SensorPoint[];
  /** charts with the same id show their tooltips at the same moment (the garage's temperature and CO) */
  syncId?: string;
}

export default function SensorChart({ type, measure, readings, syncId }: SensorChartProps) {
  const data = readings.map((p) => ({ at: Date.parse(p.at), v: measureValue(type, measure, p) }));
  const values = data.flatMap((d) => (d.v === null ? [] : [d.v]));
  const [low, high] = chartRange(measure, values);
  const bands = MEASURE_BANDS[measure];
  // ticks on the band edges in sight, so a stripe's edge can be read off the axis
  const edges = (bands ?? []).flatMap((b) => (b.below !== null && b.below > low && b.below < high ? [b.below] : []));
  const ticks = edges.length > 0 ? [low, ...edges, high] : undefined;
  return (
    <div className="text-slate-800 dark:text-slate-100" data-testid={`sensor-chart-${measure}`}>
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <LineChart data={data} syncId={syncId} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {bands &&
            visibleBands(bands, low, high).map((b) => (
              <ReferenceArea key={b.colour} y1={b.from} y2={b.to} fill={TONE_FILL[b.colour]} fillOpacity={0.18} stroke="none" className={`sensor-band sensor-band-${b.colour}`} />
            ))}
          <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.4} vertical={false} />
          <XAxis dataKey="at" type="number" scale="time" domain={['dataMin', 'dataMax']} tickFormatter={time} minTickGap={24} fontSize={12} />
          <YAxis domain={[low, high]} ticks={ticks} allowDataOverflow width={44} fontSize={12} tickFormatter={(n: number) => formatNumber(n, 0, 1)} />
          <Tooltip
            labelFormatter={(at) => formatDateTime(Number(at))}
            formatter={(v) => [typeof v === 'number' ? formatMeasure(measure, v) : '—', '']}
            separator=""
          />
          <Line dataKey="v" type="monotone" stroke="currentColor" strokeWidth={2} dot={false} isAnimationActive={false} connectNulls={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
