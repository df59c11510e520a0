/** The stats answer as chart rows: each day of the month, and each month of the trend. */
import type { CleaningStats } from '../../../contract/cleaning';
import { formatDate } from '../../lib/format';
import { monthName, shortMonthName } from './months';

export interface ChartRow {
  /** the axis' short label: '7', 'lis 26' */
  label: string;
  /** the tooltip's and the table's: '07.11.2026', 'listopad 2026' */
  fullLabel: string;
  events: number;
  minutes: number;
}

export function dayRows(stats: CleaningStats): ChartRow[] {
  return stats.days.map((d) => ({ label: String(d.day), fullLabel: formatDate(new Date(stats.year, stats.month - 1, d.day)), events: d.events, minutes: d.minutes }));
}

export function trendRows(stats: CleaningStats, lng: string): ChartRow[] {
  return stats.trend.map((m) => ({ label: shortMonthName(m, lng), fullLabel: monthName(m, lng), events: m.events, minutes: m.minutes }));
}
