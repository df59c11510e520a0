/** Fake cleaning answers as the server sends them (contract/cleaning.ts), and the signed-in app at /cleaning. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CleaningEvent, CleaningStats } from '../../contract/cleaning';
import { PERMISSION } from '../../contract/rules/permissions';
import type { Me } from '../../contract/users';
import { AppRoutes } from '../../src/app/App';
import { shellRoutes } from './doors-fixtures';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { member, type Routes } from './parking-fixtures';

export const CLEANING_PATH = '/v1/buildings/1/utilities/cleaning';
export const EVENTS_PATH = `${CLEANING_PATH}/events`;
export const EVENT_PATH = `${CLEANING_PATH}/event`;
export const STATS_PATH = `${CLEANING_PATH}/stats`;

/** A resident (reads only) and a cleaner (cleaning:record in building 1). */
export const resident = () => member([]);
export const cleaner = () => member([PERMISSION.cleaningRecord], 'user');

export const event = (over: Partial<CleaningEvent> = {}): CleaningEvent => ({
  id: 1,
  building_id: 1,
  status: 'finished',
  started_at: '2026-11-19T07:30:00.000Z',
  finished_at: '2026-11-19T08:15:00.000Z',
  duration_minutes: 45,
  started_by_name: 'Karel Správce',
  note: null,
  ...over,
});

export const running = (over: Partial<CleaningEvent> = {}) => event({ id: 9, status: 'started', started_at: new Date(Date.now() - 10 * 60_000).toISOString(), finished_at: null, duration_minutes: null, ...over });

/** A history answer; the one in progress is, as the server says it, the unfinished one (by default among these rows). */
export const eventsBody = (events: CleaningEvent[], next_cursor: string | null = null, in_progress: CleaningEvent | null = events.find((e) => e.finished_at === null) ?? null) => ({
  events,
  next_cursor,
  in_progress,
});

/** A month's stats: cleanings on the 3rd and the 17th, the trend's months with `trendEvents` each. */
export function stats(year: number, month: number, over: Partial<CleaningStats> = {}): CleaningStats {
  const days = Array.from({ length: new Date(Date.UTC(year, month, 0)).getUTCDate() }, (_, i) => ({ day: i + 1, events: 0, minutes: 0 }));
  days[2] = { day: 3, events: 1, minutes: 40 };
  days[16] = { day: 17, events: 2, minutes: 95 };
  const trend = Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + (month - 1) - (11 - i);
    return { year: Math.floor(index / 12), month: (index % 12) + 1, events: 8, minutes: 480 };
  }).filter((m) => m.year >= 2020);
  return { year, month, total_events: 3, total_duration_minutes: 135, average_duration_minutes: 45, days, trend, ...over };
}

/** Answers GET …/stats by its query: `answer(year, month)`, by default the figures of `stats`. */
export const statsRoute =
  (answer: (year: number, month: number) => { status?: number; body: unknown } = (year, month) => ({ body: stats(year, month) })) =>
  (init: { url: string }) => {
    const q = new URLSearchParams(init.url.split('?')[1]);
    return answer(Number(q.get('year')), Number(q.get('month')));
  };

export function cleaningRoutes(me: Me, over: Routes = {}): Routes {
  return {
    ...shellRoutes(me),
    [`GET ${EVENTS_PATH}`]: { body: eventsBody([event()]) },
    [`GET ${STATS_PATH}`]: statsRoute(),
    ...over,
  };
}

/** Signs in, opens `path` and waits for its h1 (the screen's 'Cleaning', or 'Úklid' in Czech; another screen's when named). */
export async function renderCleaning({ me = resident(), over = {}, path = '/cleaning', heading = /^(Cleaning|Úklid)$/ }: { me?: Me; over?: Routes; path?: string; heading?: RegExp | string } = {}) {
  resetApp(path);
  signIn();
  const api = mockApi(cleaningRoutes(me, over));
  renderWithApp(<AppRoutes />);
  await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 20_000 });
  return { api, user: userEvent.setup() };
}

/** The current month as the screen computes it (the browser's today). */
export function thisMonth(now = new Date()) {
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}
