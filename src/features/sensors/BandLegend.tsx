/**
 * The legend of a measure's colour bands (spec 001 §9): one swatch per band with its range, as the
 * chart draws them behind its line: '< 0 °C', '0–5 °C', …, '≥ 35 °C'.
 */
import { useTranslation } from 'react-i18next';
import type { Band } from '../../../contract/rules/sensors';
import { TONE_FILL } from '../../ui/bandColours';
import type { Measure } from '../../../contract/rules/sensors';
import { formatNumber } from '../../lib/sensorFormat';
import { formatEdge, MEASURE_BANDS } from './measures';

function rangeText(measure: Measure, bands: readonly Band[], i: number): string {
  const to = bands[i].below;
  const from = i > 0 ? bands[i - 1].below : null;
  if (from === null) return `< ${formatEdge(measure, to ?? 0)}`;
  if (to === null) return `≥ ${formatEdge(measure, from)}`;
  return `${formatNumber(from, 0, 1)}–${formatEdge(measure, to)}`;
}

export function BandLegend({ measure }: { measure: Measure }) {
  const { t } = useTranslation();
  const bands = MEASURE_BANDS[measure];
  if (!bands) return null;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400" aria-label={t(`sensors.chart.legend.${measure}`)} data-testid={`band-legend-${measure}`}>
      {bands.map((band, i) => (
        <li key={band.colour} className="inline-flex items-center gap-1 whitespace-nowrap" data-tone={band.colour}>
          <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-sm" style={{ backgroundColor: TONE_FILL[band.colour] }} />
          {rangeText(measure, bands, i)}
        </li>
      ))}
    </ul>
  );
}
