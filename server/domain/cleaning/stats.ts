/**
 * A month's cleaning statistics (spec 001 §3 "Cleaning stats"; issue 15 §1): events started in the
 * month, minutes and average of the finished ones, each day of the month, and the 12-month trend.
 * Months and days are the building's (Europe/Prague). Rows are read by the
 * cleaning_events_building_started index over the trend's range and tallied here: a building has a
 * few cleanings a week, so a year is some hundreds of rows.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { CleaningStats } from '../../../contract/cleaning';
import { cleaningMonthAllowed, trendMonths } from '../../../contract/rules/cleaning';
import { BUILDING_TIME_ZONE, startOfBuildingDay } from '../../lib/building-time';
import { badRequest } from '../../lib/http-error';
import { nowIso } from '../../lib/time';

const pad = (n: number) => String(n).padStart(2, '0');
const monthStart = (year: number, month: number) => startOfBuildingDay(`${year}-${pad(month)}-01`);
const nextMonth = (year: number, month: number) => (month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 });
const localDate = new Intl.DateTimeFormat('en-CA', { timeZone: BUILDING_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
/** 'YYYY-MM-DD' of an instant in the building's zone */
const dayOf = (iso: string) => localDate.format(new Date(iso));

export async function cleaningStats(db: Kysely<DB>, buildingId: number, year: number, month: number): Promise<CleaningStats> {
  if (!cleaningMonthAllowed(year, month, dayOf(nowIso()))) throw badRequest('server.cleaning.month_out_of_range');
  const months = trendMonths(year, month);
  const end = nextMonth(year, month);
  const rows = await db
    .selectFrom('cleaning_events')
    .select(['started_at', 'finished_at', 'duration_minutes'])
    .where('building_id', '=', buildingId)
    .where('started_at', '>=', monthStart(months[0].year, months[0].month))
    .where('started_at', '<', monthStart(end.year, end.month))
    .orderBy('started_at')
    .execute();

  const key = (y: number, m: number) => `${y}-${pad(m)}`;
  const trend = new Map(months.map((m) => [key(m.year, m.month), { ...m, events: 0, minutes: 0 }]));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const days = Array.from({ length: daysInMonth }, (_, i) => ({ day: i + 1, events: 0, minutes: 0 }));
  let finished = 0;
  for (const r of rows) {
    const date = dayOf(r.started_at);
    const minutes = r.finished_at !== null ? (r.duration_minutes ?? 0) : 0;
    const t = trend.get(date.slice(0, 7));
    if (t) {
      t.events++;
      t.minutes += minutes;
    }
    if (date.slice(0, 7) === key(year, month)) {
      const d = days[Number(date.slice(8, 10)) - 1];
      d.events++;
      d.minutes += minutes;
      if (r.finished_at !== null) finished++;
    }
  }
  const total = days.reduce((sum, d) => sum + d.events, 0);
  const minutes = days.reduce((sum, d) => sum + d.minutes, 0);
  return {
    year,
    month,
    total_events: total,
    total_duration_minutes: minutes,
    average_duration_minutes: finished ? Math.round((minutes / finished) * 10) / 10 : 0,
    days,
    trend: [...trend.values()],
  };
}
