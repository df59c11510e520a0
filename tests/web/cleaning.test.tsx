/** The cleaning screen (spec 001 §2 "Cleaning overview", §3, §4, §5, §8; issue 15 §1) and its palette commands. */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { formatISO, lightFormat, parseISO } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMISSION } from '../../contract/rules/permissions';
import { allCommands } from '../../src/commands/registry';
import type { CommandContext } from '../../src/commands/types';
import { SCREEN_CLEANING } from '../../src/features/cleaning/screen';
import { i18n } from '../../src/lib/i18n';
import { AppRoutes } from '../../src/app/App';
import { EVENTS_PATH, EVENT_PATH, STATS_PATH, cleaner, cleaningRoutes, event, eventsBody, renderCleaning, resident, running, stats, statsRoute, thisMonth } from './cleaning-fixtures';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { sockets } from './fakeSocket';
import { callsTo, connectLive, holdGets } from './parking-fixtures';
import { sizeCharts } from './sensors-fixtures';

vi.mock('socket.io-client', () => import('./fakeSocket'));

beforeEach(() => {
  toast.remove();
  sockets.length = 0;
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const row = (id: number) => screen.getByTestId(`cleaning-event-${id}`);
const cursorOf = (url: string) => new URLSearchParams(url.split('?')[1]).get('cursor');
const statsQuery = (url: string) => Object.fromEntries(new URLSearchParams(url.split('?')[1]));

describe('events tab', () => {
  it('shows a skeleton while loading, then the cleanings newest first with start, finish, minutes, who and note', async () => {
    resetApp('/cleaning');
    signIn();
    // held from the first request on, so the skeleton can be seen
    const held = holdGets(mockApi(cleaningRoutes(resident())), EVENTS_PATH);
    renderWithApp(<AppRoutes />);
    expect(await screen.findByTestId('cleaning-events-loading')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Events', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    await act(async () =>
      held.forEach((h) =>
        h.answer(eventsBody([event({ id: 2, started_at: '2026-11-20T07:00:00.000Z', finished_at: '2026-11-20T08:00:00.000Z', duration_minutes: 60, note: 'Mytí oken' }), event()])),
      ),
    );
    const list = await screen.findByRole('list', { name: 'Cleaning history' });
    expect(within(list).getAllByRole('listitem').map((li) => li.dataset.testid)).toEqual(['cleaning-event-2', 'cleaning-event-1']);
    expect(row(2)).toHaveTextContent('Duration60 min');
    expect(row(2)).toHaveTextContent('Started byKarel Správce');
    expect(row(2)).toHaveTextContent('Mytí oken');
    expect(row(1)).toHaveTextContent('Duration45 min');
    expect(row(1)).toHaveTextContent(/Started\d{2}\/\d{2}\/2026 \d{2}:\d{2}/);
    expect(row(1)).toHaveTextContent(/Finished\d{2}\/\d{2}\/2026 \d{2}:\d{2}/);
  });

  it('marks the cleaning in progress with a badge and no finish', async () => {
    await renderCleaning({ over: { [`GET ${EVENTS_PATH}`]: { body: eventsBody([running(), event()]) } } });
    const inProgress = await waitFor(() => row(9));
    expect(within(inProgress).getByTestId('in-progress-badge')).toHaveTextContent('In progress');
    expect(inProgress).toHaveTextContent('Finished—');
    expect(within(row(1)).queryByTestId('in-progress-badge')).toBeNull();
  });

  it('offers Finish for a cleaning in progress that is not among the loaded rows (the server names it)', async () => {
    await renderCleaning({ me: cleaner(), over: { [`GET ${EVENTS_PATH}`]: { body: eventsBody([event({ id: 2 }), event()], 'c1', running({ id: 7 })) } } });
    expect(await screen.findByRole('button', { name: 'Finish cleaning' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start cleaning' })).toBeNull();
    expect(screen.queryByTestId('in-progress-badge')).toBeNull();
  });

  it('loads more after the last page’s cursor, and stops offering it on the last page', async () => {
    const { api, user } = await renderCleaning({
      over: {
        [`GET ${EVENTS_PATH}`]: (init) => ({ body: cursorOf(init.url) === 'c1' ? eventsBody([event({ id: 1 })]) : eventsBody([event({ id: 3 }), event({ id: 2 })], 'c1') }),
      },
    });
    await waitFor(() => row(2));
    expect(screen.queryByTestId('cleaning-event-1')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => row(1));
    expect(within(screen.getByRole('list', { name: 'Cleaning history' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(callsTo(api, 'GET', EVENTS_PATH).map((c) => cursorOf(c.url))).toEqual([null, 'c1']);
  });

  it('says so when the building has no cleaning yet', async () => {
    await renderCleaning({ over: { [`GET ${EVENTS_PATH}`]: { body: eventsBody([]) } } });
    expect(await screen.findByText('No cleaning yet')).toBeInTheDocument();
  });

  it('shows the spec’s failure text in Czech with the server’s words, and retry loads the history', async () => {
    await i18n.changeLanguage('cs');
    let fail = true;
    const { user } = await renderCleaning({
      over: { [`GET ${EVENTS_PATH}`]: () => (fail ? { status: 500, body: { message: 'Databáze neodpovídá' } } : { body: eventsBody([event()]) }) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nepodařilo se načíst historii úklidu');
    expect(alert).toHaveTextContent('Databáze neodpovídá');
    expect(screen.getByRole('tab', { name: 'Události', selected: true })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    await waitFor(() => row(1));
    expect(row(1)).toHaveTextContent('Délka45 min');
  });

  it('treats an answer of the wrong shape as a load failure', async () => {
    await renderCleaning({ over: { [`GET ${EVENTS_PATH}`]: { body: { events: [{ id: 'one' }] } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load cleaning history');
  });

  it('refetches the history on cleaning.changed', async () => {
    let events = [event()];
    const { api } = await renderCleaning({ over: { [`GET ${EVENTS_PATH}`]: () => ({ body: eventsBody(events) }) } });
    await waitFor(() => row(1));
    const send = await connectLive();
    events = [running(), ...events];
    const before = callsTo(api, 'GET', EVENTS_PATH).length;
    send('cleaning.changed', { id: 9 });
    await waitFor(() => expect(within(row(9)).getByTestId('in-progress-badge')).toBeInTheDocument());
    expect(callsTo(api, 'GET', EVENTS_PATH).length).toBeGreaterThan(before);
  });
});

describe('actions (cleaning:record)', () => {
  it('are not offered without the permission in the selected building', async () => {
    await renderCleaning({ me: resident() });
    await waitFor(() => row(1));
    expect(screen.queryByRole('button', { name: 'Start cleaning' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Finish cleaning' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record a past cleaning…' })).toBeNull();
  });

  it('Start cleaning posts {action: start}, toasts, shows it in progress and offers Finish instead', async () => {
    let events = [event()];
    const started = running({ started_at: new Date().toISOString() });
    const { api, user } = await renderCleaning({
      me: cleaner(),
      over: {
        [`GET ${EVENTS_PATH}`]: () => ({ body: eventsBody(events) }),
        [`POST ${EVENT_PATH}`]: () => {
          events = [started, ...events];
          return { status: 201, body: { event: started } };
        },
      },
    });
    await waitFor(() => row(1));
    await user.click(await screen.findByRole('button', { name: 'Start cleaning' }));
    expect(await screen.findByText('Cleaning started')).toBeInTheDocument();
    expect(callsTo(api, 'POST', EVENT_PATH).map((c) => c.body)).toEqual([{ action: 'start' }]);
    await waitFor(() => expect(within(row(9)).getByTestId('in-progress-badge')).toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Finish cleaning' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start cleaning' })).toBeNull();
  });

  it('Finish cleaning posts {action: finish} and shows the minutes it took', async () => {
    const finished = running({ status: 'finished', finished_at: new Date().toISOString(), duration_minutes: 10 });
    let events = [running(), event()];
    const { api, user } = await renderCleaning({
      me: cleaner(),
      over: {
        [`GET ${EVENTS_PATH}`]: () => ({ body: eventsBody(events) }),
        [`POST ${EVENT_PATH}`]: () => {
          events = [finished, event()];
          return { body: { event: finished } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Finish cleaning' }));
    expect(await screen.findByText('Cleaning finished')).toBeInTheDocument();
    expect(callsTo(api, 'POST', EVENT_PATH).map((c) => c.body)).toEqual([{ action: 'finish' }]);
    await waitFor(() => expect(row(9)).toHaveTextContent('Duration10 min'));
    expect(within(row(9)).queryByTestId('in-progress-badge')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Start cleaning' })).toBeInTheDocument();
  });

  it('shows the server’s message when it refuses', async () => {
    const { user } = await renderCleaning({
      me: cleaner(),
      over: { [`POST ${EVENT_PATH}`]: { status: 409, body: { message: 'A cleaning is already in progress: finish it first' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Start cleaning' }));
    expect(await screen.findByText('A cleaning is already in progress: finish it first')).toBeInTheDocument();
    expect(screen.queryByText('Cleaning started')).toBeNull();
  });

  it('Record a past cleaning… checks the times, then posts both as ISO with offset and the note', async () => {
    const recorded = event({ id: 7 });
    const { api, user } = await renderCleaning({ me: cleaner(), over: { [`POST ${EVENT_PATH}`]: { status: 201, body: { event: recorded } } } });
    await user.click(await screen.findByRole('button', { name: 'Record a past cleaning…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a past cleaning' });
    const day = lightFormat(new Date(Date.now() - 2 * 86_400_000), 'yyyy-MM-dd');
    const start = within(dialog).getByLabelText(/^Started/);
    const end = within(dialog).getByLabelText(/^Finished/);

    // nothing is sent while a time is missing or the end comes first
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    // the body schema's own message for a missing time (contract/cleaning.ts), under each field
    expect(await within(dialog).findByText('Enter when the cleaning started')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter when the cleaning finished')).toBeInTheDocument();
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(start, { target: { value: `${day}T09:00` } });
    fireEvent.change(end, { target: { value: `${day}T08:00` } });
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('The end cannot be before the start')).toBeInTheDocument();
    fireEvent.change(start, { target: { value: '2019-12-31T08:00' } });
    fireEvent.change(end, { target: { value: '2019-12-31T09:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('A cleaning cannot be recorded before 1 January 2020')).toBeInTheDocument();
    expect(callsTo(api, 'POST', EVENT_PATH)).toHaveLength(0);

    fireEvent.change(start, { target: { value: `${day}T07:30` } });
    fireEvent.change(end, { target: { value: `${day}T08:15` } });
    await user.type(within(dialog).getByLabelText(/^Note/), 'Schodiště a výtah');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Cleaning recorded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = callsTo(api, 'POST', EVENT_PATH);
    expect(call.body).toEqual({
      action: 'record',
      started_at: formatISO(parseISO(`${day}T07:30`)),
      finished_at: formatISO(parseISO(`${day}T08:15`)),
      note: 'Schodiště a výtah',
    });
    expect(call.body.started_at).toMatch(/^\d{4}-\d{2}-\d{2}T07:30:00(Z|[+-]\d{2}:\d{2})$/);
  });
});

describe('stats tab', () => {
  beforeEach(() => sizeCharts());

  it('shows the month’s three figures, and each day and the trend as charts with a table for screen readers', async () => {
    const now = thisMonth();
    const { api, user } = await renderCleaning();
    await user.click(screen.getByRole('tab', { name: 'Stats' }));
    expect(screen.getByRole('tab', { name: 'Stats', selected: true })).toBeInTheDocument();
    expect(window.location.search).toBe('?tab=stats');
    const figures = await screen.findByTestId('cleaning-figures');
    expect(within(figures).getByTestId('figure-totalEvents')).toHaveTextContent('3');
    expect(within(figures).getByTestId('figure-totalMinutes')).toHaveTextContent('135');
    expect(within(figures).getByTestId('figure-averageMinutes')).toHaveTextContent('45');
    expect(callsTo(api, 'GET', STATS_PATH).map((c) => statsQuery(c.url))).toEqual([{ year: String(now.year), month: String(now.month) }]);

    const days = screen.getByRole('table', { name: 'Cleanings and minutes per day' });
    const days17 = within(days)
      .getAllByRole('row')
      .find((r) => within(r).queryByRole('rowheader')?.textContent?.startsWith('17/'));
    expect(days17).toHaveTextContent(/2\s*95/);
    expect(within(days).getAllByRole('row')).toHaveLength(stats(now.year, now.month).days.length + 1);
    expect(within(screen.getByRole('table', { name: 'Last 12 months' })).getAllByRole('row').length).toBeGreaterThan(1);
    // the drawing itself is hidden from screen readers (the table says the same)
    const chart = screen.getByTestId('cleaning-chart-days');
    await waitFor(() => expect(chart.querySelector('.recharts-bar-rectangle')).not.toBeNull());
    expect(chart.querySelector('.recharts-responsive-container')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('never goes to a future month: Next is disabled on the current one, and the list holds no later month', async () => {
    const now = thisMonth();
    const { api, user } = await renderCleaning({ path: '/cleaning?tab=stats' });
    await screen.findByTestId('cleaning-figures');
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    const select = screen.getByRole('combobox', { name: 'Month' });
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options[0].value).toBe(`${now.year}-${String(now.month).padStart(2, '0')}`);
    expect(options.at(-1)?.value).toBe('2020-01');

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    const previous = now.month === 1 ? { year: now.year - 1, month: 12 } : { year: now.year, month: now.month - 1 };
    await waitFor(() => expect(callsTo(api, 'GET', STATS_PATH).map((c) => statsQuery(c.url))).toContainEqual({ year: String(previous.year), month: String(previous.month) }));
    expect(screen.getByRole('button', { name: 'Next month' })).toBeEnabled();
    expect(window.location.search).toBe(`?tab=stats&month=${previous.year}-${String(previous.month).padStart(2, '0')}`);
  });

  it('goes back no further than January 2020, and a month outside the range in the address falls back to the current one', async () => {
    const { api } = await renderCleaning({ path: '/cleaning?tab=stats&month=2020-01' });
    await screen.findByTestId('cleaning-figures');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('2020-01');
    expect(callsTo(api, 'GET', STATS_PATH).map((c) => statsQuery(c.url))).toEqual([{ year: '2020', month: '1' }]);
    cleanup();

    const now = thisMonth();
    for (const month of ['2019-12', `${now.year + 1}-01`]) {
      const { api: other } = await renderCleaning({ path: `/cleaning?tab=stats&month=${month}` });
      await screen.findByTestId('cleaning-figures');
      expect(callsTo(other, 'GET', STATS_PATH).map((c) => statsQuery(c.url))).toEqual([{ year: String(now.year), month: String(now.month) }]);
      cleanup();
    }
  });

  it('says so for a month without a cleaning', async () => {
    await renderCleaning({
      path: '/cleaning?tab=stats',
      over: { [`GET ${STATS_PATH}`]: statsRoute((y, m) => ({ body: stats(y, m, { total_events: 0, total_duration_minutes: 0, average_duration_minutes: 0, days: [], trend: [] }) })) },
    });
    expect(await screen.findByText('No cleaning took place this month')).toBeInTheDocument();
    expect(screen.queryByTestId('cleaning-figures')).toBeNull();
  });

  it('shows the spec’s failure text (in English and Czech) with a retry', async () => {
    let fail = true;
    const route = { [`GET ${STATS_PATH}`]: statsRoute((y, m) => (fail ? { status: 502, body: {} } : { body: stats(y, m) })) };
    const { user } = await renderCleaning({ path: '/cleaning?tab=stats', over: route });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load cleaning statistics');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('cleaning-figures')).toBeInTheDocument();
    cleanup();

    fail = true;
    await i18n.changeLanguage('cs');
    await renderCleaning({ path: '/cleaning?tab=stats', over: route });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepodařilo se načíst statistiky úklidu');
    expect(screen.getByRole('tab', { name: 'Statistiky', selected: true })).toBeInTheDocument();
  });

  it('switches tabs by keyboard (ARIA tabs: arrows move and select)', async () => {
    const { user } = await renderCleaning();
    await user.click(screen.getByRole('tab', { name: 'Events' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Stats', selected: true })).toHaveFocus();
    expect(await screen.findByTestId('cleaning-figures')).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Events', selected: true })).toHaveFocus();
  });
});

describe('palette commands', () => {
  const cleaningCommands = () => allCommands().filter((c) => c.id.startsWith('cleaning.'));
  const ctx = (over: Partial<CommandContext>): CommandContext => ({ buildingId: 1, location: '/', screen: {}, hasPermission: () => false, ...over }) as CommandContext;
  const recorder = (over: Partial<CommandContext> = {}) => ctx({ hasPermission: (code) => code === PERMISSION.cleaningRecord, ...over });
  const visible = (c: CommandContext) => cleaningCommands().filter((cmd) => cmd.isVisible?.(c) ?? true).map((cmd) => cmd.id);

  it('offers Start, Finish and Record only with cleaning:record in the selected building; the statistics to every member', () => {
    expect(visible(ctx({ buildingId: null }))).toEqual([]);
    expect(visible(recorder({ buildingId: null }))).toEqual([]);
    expect(visible(ctx({}))).toEqual(['cleaning.stats']);
    expect(visible(recorder())).toEqual(['cleaning.start', 'cleaning.finish', 'cleaning.record', 'cleaning.stats']);
    // on the screen, which knows whether one is in progress, only the applicable one of Start and Finish
    expect(visible(recorder({ location: '/cleaning', screen: { [SCREEN_CLEANING]: { inProgress: false } } }))).toEqual(['cleaning.start', 'cleaning.record', 'cleaning.stats']);
    expect(visible(recorder({ location: '/cleaning', screen: { [SCREEN_CLEANING]: { inProgress: true } } }))).toEqual(['cleaning.finish', 'cleaning.record', 'cleaning.stats']);
    const titles = Object.fromEntries(cleaningCommands().map((c) => [c.id, i18n.t(c.title, { lng: 'cs' })]));
    expect(titles).toEqual({ 'cleaning.start': 'Zahájit úklid', 'cleaning.finish': 'Ukončit úklid', 'cleaning.record': 'Zaznamenat úklid…', 'cleaning.stats': 'Statistiky úklidu' });
    expect(allCommands().find((c) => c.id === 'nav.cleaning')?.keySequence).toEqual(['g', 'c']);
  });

  it('every action of the screen is a registered command', async () => {
    const ids = new Set(cleaningCommands().map((c) => c.id));
    const actions = new Set<string>();
    const collect = () => document.querySelectorAll('[data-command]').forEach((el) => actions.add(el.getAttribute('data-command')!));
    await renderCleaning({ me: cleaner() });
    await screen.findByRole('button', { name: 'Start cleaning' });
    collect();
    cleanup();
    await renderCleaning({ me: cleaner(), over: { [`GET ${EVENTS_PATH}`]: { body: eventsBody([running()]) } } });
    await screen.findByRole('button', { name: 'Finish cleaning' });
    collect();
    expect([...actions].sort()).toEqual([...ids].sort());
  });

  it('Record a cleaning… opens the screen’s dialog, and Cleaning statistics its stats tab', async () => {
    const { user } = await renderCleaning({ me: cleaner() });
    await screen.findByRole('button', { name: 'Start cleaning' });
    await user.keyboard('{Control>}k{/Control}');
    let palette = await screen.findByTestId('command-palette');
    expect(within(palette).queryByTestId('command-cleaning.finish')).toBeNull();
    await user.click(within(palette).getByTestId('command-cleaning.record'));
    expect(await screen.findByRole('dialog', { name: 'Record a past cleaning' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.keyboard('{Control>}k{/Control}');
    palette = await screen.findByTestId('command-palette');
    await user.click(within(palette).getByTestId('command-cleaning.stats'));
    expect(await screen.findByRole('tab', { name: 'Stats', selected: true })).toBeInTheDocument();
    expect(await screen.findByTestId('cleaning-figures')).toBeInTheDocument();
  });

  it('Start cleaning from another screen goes to the history and starts one there', async () => {
    const started = running({ started_at: new Date().toISOString() });
    let events = [event()];
    const { api, user } = await renderCleaning({
      me: cleaner(),
      path: '/svj',
      heading: 'Housing association',
      over: {
        [`GET ${EVENTS_PATH}`]: () => ({ body: eventsBody(events) }),
        [`POST ${EVENT_PATH}`]: () => {
          events = [started, ...events];
          return { status: 201, body: { event: started } };
        },
      },
    });
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByTestId('command-palette');
    await user.click(within(palette).getByTestId('command-cleaning.start'));
    expect(await screen.findByText('Cleaning started')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/cleaning');
    expect(callsTo(api, 'POST', EVENT_PATH).map((c) => c.body)).toEqual([{ action: 'start' }]);
    await waitFor(() => expect(within(row(9)).getByTestId('in-progress-badge')).toBeInTheDocument());
  });
});
