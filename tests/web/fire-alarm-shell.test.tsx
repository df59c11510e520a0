/**
 * Fire alarms on every screen (issue 12 §1): the red badge in the navigation and the toast, from
 * GET /fire-alarm/active loaded on start, after a fire.zone_changed of any building and after a
 * reconnect; and the palette's 'Acknowledge alarm…'. The banner under the top bar (issue 29 §6) has
 * its own file, fire-alarm-banner.test.tsx; the toast is short now and goes when its alarm does.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveFireAlarm } from '../../contract/fire-alarm';
import { AppRoutes } from '../../src/app/App';
import { allCommands } from '../../src/commands/registry';
import type { CommandContext } from '../../src/commands/types';
import { activeFireAlarmsAtom } from '../../src/state/fireAlarms';
import { FIRE_REFETCH_DELAY_MS } from '../../src/app/useFireAlarms';
import { appStore } from '../../src/state/store';
import { selectedBuildingIdAtom } from '../../src/state/building';
import { sockets } from './fakeSocket';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { shellRoutes } from './doors-fixtures';
import { callsTo, connectLive, member } from './parking-fixtures';
import { ACTIVE_PATH, ackPath, alarmOf, SINCE, staff, ZONES, ZONES_PATH } from './fire-alarm-fixtures';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const SLUNECNA = { id: 2, name: 'Dům Slunečná' };
const ROOF = alarmOf(ZONES[2]);
const NAMELESS = alarmOf(ZONES[3]);
const CELLAR = alarmOf({ ...ZONES[0], id: 21, text: 'Sklepy', number: 4, status: 1, alarm_since: SINCE }, SLUNECNA);

const ROOF_TOAST = 'Fire alarm – Rezidence Vltava: Schodiště A – střecha';

/** The app on /profile with the active alarms the test sets in `state.alarms`. */
async function renderShell(state: { alarms: ActiveFireAlarm[] }, me = staff(), over: Parameters<typeof mockApi>[0] = {}) {
  resetApp('/profile');
  signIn();
  const api = mockApi({
    ...shellRoutes(me),
    'GET /v1/users/me/settings': { body: {} },
    [`GET ${ACTIVE_PATH}`]: () => ({ body: { alarms: state.alarms } }),
    [`GET ${ZONES_PATH}`]: { body: ZONES },
    ...over,
  });
  renderWithApp(<AppRoutes />);
  const nav = await screen.findByRole('navigation', {}, { timeout: 10_000 });
  return { api, nav, user: userEvent.setup() };
}

const technology = (nav: HTMLElement) => within(nav).getByRole('button', { name: /^Technology/ });
const fireLink = (nav: HTMLElement) => within(nav).getByRole('link', { name: /^Fire alarm/ });
const toasts = (text: string) => screen.queryAllByText(text);
/** An entry's name with the badge's phrase after it (a browser puts a space between the boxes; jsdom does not). */
const named = (entry: string, badge: string) => new RegExp(`^${entry} ?${badge}$`);

beforeEach(() => {
  resetApp();
  toast.remove();
  sockets.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('the alarm badge and toast on every screen', { timeout: 20_000 }, () => {
  it('shows nothing while no zone is in alarm; an alarm of any building raises the badge and one toast, live', async () => {
    const state = { alarms: [] as ActiveFireAlarm[] };
    const { api, nav, user } = await renderShell(state);
    const send = await connectLive();
    await waitFor(() => expect(callsTo(api, 'GET', ACTIVE_PATH)).toHaveLength(1));
    expect(within(nav).queryByTestId('fire-alarm-badge')).not.toBeInTheDocument();

    state.alarms = [ROOF];
    send('fire.zone_changed', { id: ROOF.id, status: 1, alarm_since: SINCE, acknowledged_at: null });
    // the technology group is collapsed: the badge sits on it
    const badge = await within(technology(nav)).findByTestId('fire-alarm-badge');
    expect(badge).toHaveTextContent('1');
    expect(technology(nav)).toHaveAccessibleName(named('Technology', 'Fire alarm: 1 zone'));
    expect(await screen.findByText(ROOF_TOAST)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show' })).toHaveAttribute('href', '/technology/fire-alarm');

    // opened: the badge moves to the fire alarm entry
    await user.click(technology(nav));
    expect(within(fireLink(nav)).getByTestId('fire-alarm-badge')).toHaveTextContent('1');
    expect(fireLink(nav)).toHaveAccessibleName(named('Fire alarm', 'Fire alarm: 1 zone'));
    expect(within(technology(nav)).queryByTestId('fire-alarm-badge')).not.toBeInTheDocument();

    // a second alarm in another building: its own toast, and the count
    state.alarms = [ROOF, CELLAR];
    send('fire.zone_changed', { id: CELLAR.id, status: 1, alarm_since: SINCE, acknowledged_at: null });
    expect(await screen.findByText('Fire alarm – Dům Slunečná: Sklepy')).toBeInTheDocument();
    await waitFor(() => expect(fireLink(nav)).toHaveAccessibleName(named('Fire alarm', 'Fire alarm: 2 zones')));

    // cleared: the badge goes, and so do the banner and every alarm's toast (none outlives its alarm)
    state.alarms = [];
    send('fire.zone_changed', { id: ROOF.id, status: 0, alarm_since: null, acknowledged_at: null });
    send('fire.zone_changed', { id: CELLAR.id, status: 0, alarm_since: null, acknowledged_at: null });
    await waitFor(() => expect(within(nav).queryByTestId('fire-alarm-badge')).not.toBeInTheDocument());
    expect(screen.queryByTestId('fire-alarm-banner')).not.toBeInTheDocument();
    expect(screen.queryAllByText(/^Fire alarm – /)).toHaveLength(0);
  });

  it('toasts an alarm once however often the list is loaded again, and again only when a new alarm begins in the zone', async () => {
    const state = { alarms: [ROOF] };
    const { api } = await renderShell(state);
    const send = await connectLive();
    expect(await screen.findByText(ROOF_TOAST)).toBeInTheDocument();
    expect(callsTo(api, 'GET', ACTIVE_PATH)).toHaveLength(1);
    // A flurry of three changes, each within FIRE_REFETCH_DELAY_MS of the one before, is one refetch,
    // FIRE_REFETCH_DELAY_MS after the last of them. The fake clock moves only when the test moves it,
    // so "not yet, 1 ms before" does not depend on the machine's speed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (let i = 0; i < 3; i++) {
      send('fire.zone_changed', { id: 99, status: 0, alarm_since: null, acknowledged_at: null });
      await act(() => vi.advanceTimersByTimeAsync(FIRE_REFETCH_DELAY_MS - 1));
      expect(callsTo(api, 'GET', ACTIVE_PATH)).toHaveLength(1);
    }
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(callsTo(api, 'GET', ACTIVE_PATH)).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(FIRE_REFETCH_DELAY_MS * 10));
    expect(callsTo(api, 'GET', ACTIVE_PATH)).toHaveLength(2);
    vi.useRealTimers();

    // loaded again with the toast gone: not toasted again; the new alarm in the same answer is, and
    // once its toast shows, the old one's would have shown too
    act(() => toast.remove());
    state.alarms = [ROOF, CELLAR];
    send('fire.zone_changed', { id: CELLAR.id, status: 1, alarm_since: SINCE, acknowledged_at: null });
    expect(await screen.findByText('Fire alarm – Dům Slunečná: Sklepy')).toBeInTheDocument();
    expect(callsTo(api, 'GET', ACTIVE_PATH)).toHaveLength(3);
    expect(toasts(ROOF_TOAST)).toHaveLength(0);

    // the zone cleared and alarmed again: a new alarm, a new toast
    state.alarms = [{ ...ROOF, alarm_since: '2026-03-12T11:00:00.000Z' }];
    send('fire.zone_changed', { id: ROOF.id, status: 1, alarm_since: '2026-03-12T11:00:00.000Z', acknowledged_at: null });
    expect(await screen.findByText(ROOF_TOAST)).toBeInTheDocument();
  });

  it('counts an alarm someone already acknowledged but does not toast it', async () => {
    const { nav } = await renderShell({ alarms: [NAMELESS, ROOF] });
    expect(await within(technology(nav)).findByTestId('fire-alarm-badge')).toHaveTextContent('2');
    // the other alarm of the same answer is toasted: once its toast shows, the acknowledged one's would have too
    expect(await screen.findByText(ROOF_TOAST)).toBeInTheDocument();
    expect(screen.getAllByText(/^Fire alarm – /)).toHaveLength(1);
  });

  it('loads the alarms again after a reconnect (not after the first connect), and keeps them when a load fails', async () => {
    const state = { alarms: [ROOF] };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = false;
    const { api, nav } = await renderShell(state, staff(), { [`GET ${ACTIVE_PATH}`]: () => (fail ? { status: 500, body: {} } : { body: { alarms: state.alarms } }) });
    await connectLive();
    await within(technology(nav)).findByTestId('fire-alarm-badge');
    expect(callsTo(api, 'GET', ACTIVE_PATH)).toHaveLength(1);

    const socket = sockets[0];
    fail = true;
    act(() => {
      socket.connected = false;
      socket.emitLocal('disconnect');
    });
    act(() => {
      socket.connected = true;
      socket.emitLocal('connect');
    });
    await waitFor(() => expect(callsTo(api, 'GET', ACTIVE_PATH)).toHaveLength(2));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    // the last known alarm stays (its banner too), and nothing is said about the failure
    expect(within(technology(nav)).getByTestId('fire-alarm-badge')).toHaveTextContent('1');
    expect(screen.getAllByRole('alert')).toEqual([screen.getByTestId('fire-alarm-banner')]);
    warn.mockRestore();
  });

  it('the toast’s link opens the fire alarm screen of the alarm’s building', async () => {
    const { user } = await renderShell({ alarms: [CELLAR] }, staff(), {
      'GET /v1/buildings': { body: { buildings: [{ id: 1, name: 'Rezidence Vltava', code: 'VLT', address: 'x' }, { ...SLUNECNA, code: 'SLN', address: 'y' }] } },
      'GET /v1/buildings/2/fire-alarm': { body: [{ ...ZONES[0], id: 21, text: 'Sklepy', number: 4, status: 1, alarm_since: SINCE }] },
    });
    act(() => appStore.set(selectedBuildingIdAtom, 1));
    await screen.findByText('Fire alarm – Dům Slunečná: Sklepy');
    await user.click(screen.getByRole('link', { name: 'Show' }));
    expect(await screen.findByRole('heading', { name: 'Fire alarm', level: 1 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/technology/fire-alarm');
    expect(appStore.get(selectedBuildingIdAtom)).toBe(2);
    expect(await screen.findByRole('heading', { name: 'Sklepy', level: 2 })).toBeInTheDocument();
  });
});

describe("the palette's 'Acknowledge alarm…'", { timeout: 20_000 }, () => {
  const command = allCommands().find((c) => c.id === 'fireAlarm.acknowledge')!;
  const visible = (user: CommandContext['user']) => command.isVisible!({ user, buildingId: 1, location: '/' } as CommandContext);

  it('is hidden from those without fire:acknowledge, and when no alarm waits for an acknowledgement', () => {
    appStore.set(activeFireAlarmsAtom, []);
    expect(visible(staff())).toBe(false);
    appStore.set(activeFireAlarmsAtom, [NAMELESS]);
    expect(visible(staff())).toBe(false);
    appStore.set(activeFireAlarmsAtom, [NAMELESS, ROOF]);
    expect(visible(staff())).toBe(true);
    expect(visible(member())).toBe(false);
    // staff of building 1 only: an alarm in building 2 is not theirs to acknowledge
    appStore.set(activeFireAlarmsAtom, [CELLAR]);
    expect(visible(staff())).toBe(false);
    appStore.set(activeFireAlarmsAtom, []);
    expect(command.shortcut ?? command.keySequence).toBeUndefined();
  });

  it('lists the alarms to acknowledge, then asks for the note and sends it', async () => {
    const { api, user } = await renderShell({ alarms: [ROOF, NAMELESS] }, staff(), {
      [`POST ${ackPath(ROOF.id)}`]: { body: { status: 'success', zone: { ...ZONES[2], acknowledged_at: SINCE, acknowledged_by_name: 'Jana Nováková', ack_note: 'Větrání' } } },
    });
    await screen.findByText(ROOF_TOAST);
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByTestId('command-palette');
    await user.click(await within(palette).findByTestId('command-fireAlarm.acknowledge'));
    const list = await within(palette).findByRole('list', { name: 'Fire alarm zones' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Schodiště A – střecha · Rezidence Vltava');
    await user.click(within(list).getByRole('button'));
    const note = await within(palette).findByRole('textbox', { name: /Note/ });
    await user.click(within(palette).getByRole('button', { name: 'Acknowledge' }));
    expect(await within(palette).findByText('Write a note about the alarm')).toBeInTheDocument();
    await user.type(note, 'Větrání');
    await user.click(within(palette).getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText('The alarm has been acknowledged')).toBeInTheDocument();
    expect(callsTo(api, 'POST', ackPath(ROOF.id)).map((c) => c.body)).toEqual([{ note: 'Větrání' }]);
    await waitFor(() => expect(screen.queryByTestId('command-palette')).not.toBeInTheDocument());
  });
});
