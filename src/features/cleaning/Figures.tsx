/** The month's three figures (spec 001 §3 "Cleaning stats"): cleanings, minutes, average minutes per finished cleaning. */
import { useTranslation } from 'react-i18next';
import type { CleaningStats } from '../../../contract/cleaning';
import { formatFigure } from './format';

export function Figures({ stats }: { stats: CleaningStats }) {
  const { t, i18n } = useTranslation();
  const figures = [
    { id: 'totalEvents', value: stats.total_events },
    { id: 'totalMinutes', value: stats.total_duration_minutes },
    { id: 'averageMinutes', value: stats.average_duration_minutes },
  ] as const;
  return (
    <dl className="grid gap-3 sm:grid-cols-3" data-testid="cleaning-figures">
      {figures.map((f) => (
        <div key={f.id} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t(`cleaning.stats.${f.id}`)}</dt>
          <dd className="text-2xl font-semibold tabular-nums" data-testid={`figure-${f.id}`}>
            {formatFigure(f.value, i18n.language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
