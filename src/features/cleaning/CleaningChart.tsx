/**
 * Cleanings and their minutes as grouped bars, minutes on the left axis and cleanings on the right
 * (a month's days hold 0–2 cleanings but up to a few hundred minutes: one scale would flatten the
 * count). Loaded lazily (StatsChart.tsx): recharts must stay out of every other chunk. The container
 * takes the card's width, so it fits a 360 px phone without sideways scrolling; colours read on the
 * light and the dark theme, the axes take the text colour.
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartRow } from './chartRows';

/** StatsChart's skeleton holds the same height (h-[220px]) */
const CHART_HEIGHT = 220;
const MINUTES_FILL = '#3b82f6'; // blue-500
const EVENTS_FILL = '#10b981'; // emerald-500
const tick = { fill: 'currentColor', fontSize: 12 };

export default function CleaningChart({ rows, eventsName, minutesName }: { rows: readonly ChartRow[]; eventsName: string; minutesName: string }) {
  return (
    <div className="text-slate-700 dark:text-slate-200">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        {/* no accessibility layer: the drawing is aria-hidden and StatsChart's table carries the figures */}
        <BarChart data={[...rows]} margin={{ top: 8, right: 0, bottom: 0, left: 0 }} barGap={1} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.4} vertical={false} />
          <XAxis dataKey="label" tick={tick} minTickGap={6} interval="preserveStartEnd" />
          <YAxis yAxisId="minutes" tick={tick} width={40} allowDecimals={false} />
          <YAxis yAxisId="events" orientation="right" tick={tick} width={28} allowDecimals={false} />
          <Tooltip
            labelFormatter={(_label, payload) => (payload?.[0]?.payload as ChartRow | undefined)?.fullLabel ?? ''}
            contentStyle={{ color: '#0f172a' }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar yAxisId="minutes" dataKey="minutes" name={minutesName} fill={MINUTES_FILL} isAnimationActive={false} />
          <Bar yAxisId="events" dataKey="events" name={eventsName} fill={EVENTS_FILL} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
