/**
 * The fire alarm banner under the top bar (issue 29 §6): while an unacknowledged alarm is active it
 * names the zones (and their buildings when the user watches several) and links to the fire alarm
 * screen, in both languages; it goes at once when the alarm clears or is acknowledged, whether a live
 * event or the poll says so; the alarm's toast is short and no toast outlives the alarm.
 *
 * Most cases render the app-wide hook and the banner alone, on a fake clock (the poll, the refetch
 * delay and the toast's time are the test's to move); the last ones render the whole signed-in app.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveFireAlarm } from '../../contract/fire-alarm';
import { activeFireAlarms } from '../../contract/routes/fire-alarm';
import { AppRoutes } from '../../src/app/App';
import { FireAlarmBanner } from '../../src/app/FireAlarmBanner';
import { FIRE_TOAST_MS } from '../../src/app/fireAlarmToast';
import { ALARM_TOAST_POSITION } from '../../src/app/toastPlacement';
import { FIRE_REFETCH_DELAY_MS, useFireAlarms } from '../../src/app/useFireAlarms';
import { i18n } from '../../src/lib/i18n';
import { emitLiveEvent } from '../../src/live/events';
import { liveStatusAtom } from '../../src/live/status';
import { LIVE_POLL_MS } from '../../src/live/useLive';
import { selectedBuildingIdAtom } from '../../src/state/building';
import { activeFireAlarmsAtom } from '../../src/state/fireAlarms';
import { appStore } from '../../src/state/store';
import { sockets } from './fakeSocket';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { shellRoutes } from './doors-fixtures';
import { BUILDING, callsTo, connectLive } from './parking-fixtures';
import { ACTIVE_PATH, alarmOf, SINCE, staff, ZONES, ZONES_PATH } from './fire-alarm-fixtures';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const SLUNECNA = { id: 2, name: 'Dům Slunečná', code: 'SLN', address: 'Slunečná 1' };
/** In alarm, unacknowledged (building 1, zone 3). */
const ROOF = alarmOf(ZONES[2]);
/** In alarm, already acknowledged, no text (building 1, zone 4). */
const ACKED = alarmOf(ZONES[3]);
/** In alarm, unacknowledged, no text: 'Zone 5' (building 1, zone 6). */
const NAMELESS = { ...ACKED, id: 6, acknowledged_at: null };
/** In alarm, unacknowledged (building 2, zone 21). */
const CELLAR = alarmOf({ ...ZONES[0], id: 21, text: 'Sklepy', number: 4, status: 1, alarm_since: SINCE }, SLUNECNA);

const ROOF_TOAST = 'Fire alarm – Rezidence Vltava: Schodiště A – střecha';

const banner = () => screen.queryByRole('alert', { name: /^(Fire alarm|Požární poplach)$/ });
const zonesText = () => screen.getByTestId('fire-alarm-banner-zones').textContent;

function Harness() {
  useFireAlarms();
  return <FireAlarmBanner />;
}

/** The hook and the banner alone, the server answering `state.alarms`; the clock is the test's. */
async function renderBanner(state: { alarms: ActiveFireAlarm[] }, buildings: unknown[] = [BUILDING]) {
  resetApp('/profile');
  signIn();
  const api = mockApi({
    'GET /v1/buildings': { body: { buildings } },
    [`GET ${ACTIVE_PATH}`]: () => ({ body: { alarms: state.alarms } }),
  });
  renderWithApp(<Harness />);
  await settle();
  return api;
}

const settle = (ms = 10) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A live event as the bridge hands it on. */
const zoneChanged = (buildingId: number, data: { id: number; status: number; alarm_since: string | null; acknowledged_at: string | null }) =>
  act(() => emitLiveEvent({ type: 'fire.zone_changed', building_id: buildingId, seq: 1, at: new Date().toISOString(), data } as never));

describe('the fire alarm banner', () => {
  // the answer's schema loads once, on the first read: loaded before the fake clock runs, the first read answers at once
  beforeAll(() => activeFireAlarms.schemas());
  beforeEach(() => {
    toast.remove();
    appStore.set(liveStatusAtom, 'disconnected');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    appStore.set(liveStatusAtom, 'disconnected');
    await i18n.changeLanguage('en');
  });

  it('shows nothing while no zone is in alarm, or only acknowledged ones', async () => {
    const state = { alarms: [] as ActiveFireAlarm[] };
    const api = await renderBanner(state);
    expect(callsTo(api, 'GET', ACTIVE_PATH)).toHaveLength(1);
    expect(banner()).not.toBeInTheDocument();

    state.alarms = [ACKED];
    await settle(LIVE_POLL_MS.fireAlarm);
    expect(callsTo(api, 'GET', ACTIVE_PATH)).toHaveLength(2);
    expect(appStore.get(activeFireAlarmsAtom)).toHaveLength(1);
    expect(banner()).not.toBeInTheDocument();
  });

  it('names the unacknowledged zones and links to the fire alarm screen, in English', async () => {
    await renderBanner({ alarms: [ROOF, ACKED, NAMELESS] });
    const alert = banner();
    expect(alert).toBeInTheDocument();
    expect(alert).toHaveAccessibleName('Fire alarm');
    // one building watched: the zones alone, the acknowledged one left out
    expect(zonesText()).toBe('Schodiště A – střecha, Zone 5');
    expect(alert).not.toHaveTextContent('Rezidence Vltava');
    const link = within(alert!).getByRole('link', { name: 'Open the fire alarm screen' });
    expect(link).toHaveAttribute('href', '/technology/fire-alarm');
  });

  it('in Czech', async () => {
    await i18n.changeLanguage('cs');
    await renderBanner({ alarms: [ROOF, NAMELESS] });
    const alert = banner();
    expect(alert).toHaveAccessibleName('Požární poplach');
    expect(zonesText()).toBe('Schodiště A – střecha, Zóna 5');
    expect(within(alert!).getByRole('link', { name: 'Otevřít požární signalizaci' })).toHaveAttribute('href', '/technology/fire-alarm');
  });

  it('names the building of each zone when the user watches several, and its link picks a building in alarm', async () => {
    await renderBanner({ alarms: [CELLAR] }, [BUILDING, SLUNECNA]);
    // a single building in alarm, but several watched: the building is named
    expect(zonesText()).toBe('Dům Slunečná: Sklepy');
    act(() => appStore.set(selectedBuildingIdAtom, 1));
    act(() => within(banner()!).getByRole('link').click());
    expect(appStore.get(selectedBuildingIdAtom)).toBe(2);
    expect(window.location.pathname).toBe('/technology/fire-alarm');
  });

  it('lists the zones of several buildings by building', async () => {
    await renderBanner({ alarms: [ROOF, CELLAR, NAMELESS] }, [BUILDING, SLUNECNA]);
    expect(zonesText()).toBe('Rezidence Vltava: Schodiště A – střecha, Zone 5; Dům Slunečná: Sklepy');
    // the selected building is in alarm: the link keeps it
    act(() => appStore.set(selectedBuildingIdAtom, 1));
    act(() => within(banner()!).getByRole('link').click());
    expect(appStore.get(selectedBuildingIdAtom)).toBe(1);
  });

  it('goes at once when a live event says the alarm cleared, and its toast with it', async () => {
    const state = { alarms: [ROOF] };
    const api = await renderBanner(state);
    expect(banner()).toBeInTheDocument();
    // the short toast at the alarm's start
    expect(screen.getByText(ROOF_TOAST)).toBeInTheDocument();

    state.alarms = [];
    zoneChanged(1, { id: ROOF.id, status: 0, alarm_since: null, acknowledged_at: null });
    // before the refetch: the event alone
    expect(callsTo(api, 'GET', ACTIVE_PATH)).toHaveLength(1);
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByText(ROOF_TOAST)).not.toBeInTheDocument();
    expect(appStore.get(activeFireAlarmsAtom)).toEqual([]);

    // the refetch agrees
    await settle(FIRE_REFETCH_DELAY_MS);
    expect(callsTo(api, 'GET', ACTIVE_PATH)).toHaveLength(2);
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByText(ROOF_TOAST)).not.toBeInTheDocument();
  });

  it('a zone of the same number in another building is not the one that cleared', async () => {
    const state = { alarms: [ROOF] };
    await renderBanner(state, [BUILDING, SLUNECNA]);
    zoneChanged(2, { id: ROOF.id, status: 0, alarm_since: null, acknowledged_at: null });
    expect(banner()).toBeInTheDocument();
    await settle(FIRE_REFETCH_DELAY_MS);
    expect(zonesText()).toBe('Rezidence Vltava: Schodiště A – střecha');
  });

  it('goes at once when a live event says the alarm was acknowledged; the alarm is still counted', async () => {
    const state = { alarms: [ROOF, CELLAR] };
    await renderBanner(state, [BUILDING, SLUNECNA]);
    expect(screen.getByText(ROOF_TOAST)).toBeInTheDocument();

    const ackedAt = '2026-03-12T09:12:00.000Z';
    zoneChanged(1, { id: ROOF.id, status: 1, alarm_since: SINCE, acknowledged_at: ackedAt });
    // the other alarm still waits: the banner names it alone; the acknowledged alarm's toast has gone
    expect(zonesText()).toBe('Dům Slunečná: Sklepy');
    expect(screen.queryByText(ROOF_TOAST)).not.toBeInTheDocument();
    expect(screen.getByText('Fire alarm – Dům Slunečná: Sklepy')).toBeInTheDocument();

    zoneChanged(2, { id: CELLAR.id, status: 1, alarm_since: SINCE, acknowledged_at: ackedAt });
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByText(/^Fire alarm – /)).not.toBeInTheDocument();
    // acknowledged is not cleared: the navigation's badge still counts both
    expect(appStore.get(activeFireAlarmsAtom)).toHaveLength(2);
  });

  it('goes when the poll says the alarm cleared or was acknowledged', async () => {
    const state = { alarms: [ROOF, CELLAR] };
    const api = await renderBanner(state, [BUILDING, SLUNECNA]);
    expect(zonesText()).toBe('Rezidence Vltava: Schodiště A – střecha; Dům Slunečná: Sklepy');

    // no live event: the next poll (the socket is down, so the base period)
    state.alarms = [{ ...ROOF, acknowledged_at: '2026-03-12T09:12:00.000Z' }, CELLAR];
    await settle(LIVE_POLL_MS.fireAlarm);
    expect(callsTo(api, 'GET', ACTIVE_PATH)).toHaveLength(2);
    expect(zonesText()).toBe('Dům Slunečná: Sklepy');

    state.alarms = [];
    await settle(LIVE_POLL_MS.fireAlarm);
    expect(callsTo(api, 'GET', ACTIVE_PATH)).toHaveLength(3);
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByText(/^Fire alarm – /)).not.toBeInTheDocument();
  });

  it('the toast is short; the banner stays while the alarm does', async () => {
    await renderBanner({ alarms: [ROOF] });
    expect(screen.getByText(ROOF_TOAST)).toBeInTheDocument();
    // at the bottom on every width, away from the headings (the toaster's default here is the top)
    expect(ALARM_TOAST_POSITION).toBe('bottom-center');
    let box: HTMLElement | null = screen.getByText(ROOF_TOAST);
    while (box && !(box.style.bottom !== '' && parseFloat(box.style.bottom) === 0)) box = box.parentElement;
    expect(box, 'the toast is placed from the bottom').not.toBeNull();
    // the toast's time, then its exit animation (each act lets the toaster schedule what follows)
    await settle(FIRE_TOAST_MS + 100);
    await settle(1_500);
    expect(screen.queryByText(ROOF_TOAST)).not.toBeInTheDocument();
    expect(banner()).toBeInTheDocument();
  });

  it('a new alarm while the banner shows joins it', async () => {
    const state = { alarms: [ROOF] };
    const api = await renderBanner(state);
    state.alarms = [ROOF, NAMELESS];
    // a zone the list does not hold yet: the refetch brings its name
    zoneChanged(1, { id: NAMELESS.id, status: 1, alarm_since: SINCE, acknowledged_at: null });
    expect(zonesText()).toBe('Schodiště A – střecha');
    await settle(FIRE_REFETCH_DELAY_MS);
    expect(callsTo(api, 'GET', ACTIVE_PATH)).toHaveLength(2);
    expect(zonesText()).toBe('Schodiště A – střecha, Zone 5');
    expect(screen.getByText('Fire alarm – Rezidence Vltava: Zone 5')).toBeInTheDocument();
  });
});

describe('the banner in the signed-in app', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetApp();
    toast.remove();
    sockets.length = 0;
  });

  async function renderShell(state: { alarms: ActiveFireAlarm[] }) {
    resetApp('/profile');
    signIn();
    const api = mockApi({
      ...shellRoutes(staff()),
      'GET /v1/users/me/settings': { body: {} },
      [`GET ${ACTIVE_PATH}`]: () => ({ body: { alarms: state.alarms } }),
      [`GET ${ZONES_PATH}`]: { body: ZONES },
    });
    renderWithApp(<AppRoutes />);
    await screen.findByRole('navigation', {}, { timeout: 10_000 });
    return { api, user: userEvent.setup() };
  }

  it('sits in the flow between the top bar and the page, and its link is reached by Tab before the page', async () => {
    const state = { alarms: [ROOF] };
    const { user } = await renderShell(state);
    const send = await connectLive();
    const alert = await screen.findByRole('alert', { name: 'Fire alarm' });
    // not laid over the page: a block of its own after the header, before <main>
    const header = document.querySelector('header')!;
    expect(header.nextElementSibling).toBe(alert);
    expect(alert.nextElementSibling).toBe(document.getElementById('main'));
    expect(alert.className).not.toMatch(/\b(fixed|absolute|sticky)\b/);
    expect(alert.className).toMatch(/dark:bg-/);

    const link = within(alert).getByRole('link', { name: 'Open the fire alarm screen' });
    const main = document.getElementById('main')!;
    let reached = false;
    for (let i = 0; i < 150 && !reached; i++) {
      await user.tab();
      expect(main.contains(document.activeElement)).toBe(false);
      reached = document.activeElement === link;
    }
    expect(reached).toBe(true);

    // cleared live: banner and toast gone, nothing left behind
    state.alarms = [];
    send('fire.zone_changed', { id: ROOF.id, status: 0, alarm_since: null, acknowledged_at: null });
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Fire alarm' })).not.toBeInTheDocument());
    expect(screen.queryByText(ROOF_TOAST)).not.toBeInTheDocument();
    expect(header.nextElementSibling).toBe(main);
  });

  it('its link opens the fire alarm screen', async () => {
    const { user } = await renderShell({ alarms: [ROOF] });
    const alert = await screen.findByRole('alert', { name: 'Fire alarm' });
    await user.click(within(alert).getByRole('link', { name: 'Open the fire alarm screen' }));
    expect(await screen.findByRole('heading', { name: 'Fire alarm', level: 1 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/technology/fire-alarm');
    expect(appStore.get(selectedBuildingIdAtom)).toBe(1);
    // still there on the fire alarm screen: the alarm is still active
    expect(screen.getByRole('alert', { name: 'Fire alarm' })).toBeInTheDocument();
  });
});
