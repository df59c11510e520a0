/**
 * The board in the UI language (issue 29 §2) against a mocked GraphQL endpoint and the fake socket:
 * the reception tile's three counts, every number and state word through Intl and the locale files
 * (a decimal comma and no device's raw English word on the Czech board), one truth per door (a door
 * and its contact sensor read the same on both tiles), and a reception event refetching the counts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardBuilding, BoardSnapshot } from '../../contract/board';
import { PERMISSION } from '../../contract/rules/permissions';
import { AppRoutes } from '../../src/app/App';
import { i18n } from '../../src/lib/i18n';
import { sockets } from './fakeSocket';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { shellRoutes } from './doors-fixtures';
import { connectLive, member } from './parking-fixtures';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const GRAPHQL = () => 'POST /v1/graphql';
const sensor = (id: number, over: Partial<BoardBuilding['sensors'][number]>): BoardBuilding['sensors'][number] => ({
  id,
  name: `Senzor ${id}`,
  type: 'temperature',
  subtype: null,
  location: null,
  location_type: 'indoor',
  value: null,
  co_level: null,
  state: null,
  timestamp: '2026-11-23T10:00:00Z',
  band: null,
  ...over,
});
const building = (over: Partial<BoardBuilding> = {}): BoardBuilding => ({
  id: 1,
  name: 'Rezidence Vltava',
  fire_zones: [],
  sensors: [
    sensor(30, { name: 'Teplota – přízemí', type: 'temperature', value: 22.6, band: 'yellow' }),
    sensor(31, { name: 'Vlhkost – přízemí', type: 'humidity', value: 45.2 }),
    sensor(32, { name: 'Garáž – teplota a CO', type: 'combined', value: 18.4, co_level: 12, band: 'green' }),
    sensor(33, { name: 'Detektor zaplavení – kotelna', type: 'binary', location_type: 'technical', state: 'ok' }),
    sensor(34, { name: 'Dveře – hlavní vchod', type: 'door', state: 'open', band: 'orange' }),
    sensor(35, { name: 'Dveře – kotelna', type: 'door', location_type: 'technical', state: 'closed', band: 'green' }),
  ],
  doors: [
    { id: 40, name: 'Hlavní vchod', location: 'Přízemí', is_open: false, changed_at: null, can_open: true },
    { id: 41, name: 'Sklep', location: 'Suterén', is_open: false, changed_at: null, can_open: true },
  ],
  gate_events: [],
  issues: { open_total: 0, overdue: 0, by_priority: [], latest: [] },
  reception: { visitors_in: 3, parcels_waiting: 1, keys_out: 2 },
  ...over,
});
const answer = (b: BoardBuilding): { body: { data: BoardSnapshot } } => ({ body: { data: { board: { generated_at: '2026-11-23T10:00:00.000Z', buildings: [b] } } } });

async function renderBoard(state: { building: BoardBuilding }) {
  resetApp('/board?building=1');
  signIn();
  const api = mockApi({
    ...shellRoutes(member([PERMISSION.boardView], 'manager')),
    'GET /v1/users/me/settings': { body: {} },
    'GET /v1/fire-alarm/active': { body: { alarms: [] } },
    [GRAPHQL()]: () => answer(state.building),
  });
  renderWithApp(<AppRoutes />);
  await screen.findByTestId('board-tile-sensors', {}, { timeout: 10_000 });
  return api;
}
const graphqlCalls = (api: ReturnType<typeof mockApi>) => api.mock.calls.filter(([url, init]) => String(url).endsWith('/v1/graphql') && init?.method === 'POST').length;
const sensorNamed = (name: string) => screen.getAllByTestId('board-sensor').find((li) => li.textContent?.startsWith(name))!;
const doorNamed = (name: string) => screen.getAllByTestId('board-door').find((li) => li.textContent?.startsWith(name))!;
/** the state text of a door row (its pill; the button, if any, is not part of it) */
const doorState = (name: string) => doorNamed(name).querySelector('span.flex > span')!.textContent;
const sensorValue = (name: string) => sensorNamed(name).querySelector('span.font-semibold')!.textContent;

describe('the board in the UI language', () => {
  beforeEach(async () => {
    sockets.length = 0;
    await i18n.changeLanguage('cs');
  });
  afterAll(async () => {
    await i18n.changeLanguage('cs');
  });

  it('shows the reception desk’s open entries with labels', async () => {
    await renderBoard({ building: building() });
    const tile = screen.getByTestId('board-tile-reception');
    expect(within(tile).getByTestId('board-reception-visitorsIn')).toHaveTextContent('Návštěvy v domě3');
    expect(within(tile).getByTestId('board-reception-parcelsWaiting')).toHaveTextContent('Zásilky k vyzvednutí1');
    expect(within(tile).getByTestId('board-reception-keysOut')).toHaveTextContent('Vypůjčené klíče2');
    expect(tile).not.toHaveTextContent('nejsou k dispozici');
  });

  it('writes numbers with a decimal comma and every state in Czech, no raw English word', async () => {
    await renderBoard({ building: building() });
    expect(sensorValue('Teplota – přízemí')).toBe('22,6 °C');
    expect(sensorValue('Vlhkost – přízemí')).toBe('45 %');
    expect(sensorValue('Garáž – teplota a CO')).toBe('18,4 °C · 12 ppm');
    expect(sensorValue('Detektor zaplavení – kotelna')).toBe('V pořádku');
    expect(doorState('Sklep')).toBe('Zavřeno');
    const sensors = screen.getByTestId('board-tile-sensors').textContent!;
    expect(sensors).not.toMatch(/\d\.\d/);
    for (const tile of ['board-tile-sensors', 'board-tile-doors', 'board-tile-reception']) {
      expect(screen.getByTestId(tile).textContent, tile).not.toMatch(/\b(open|closed|ok|alarm|locked|unlocked)\b/i);
    }
  });

  it('writes them the English way in English', async () => {
    await i18n.changeLanguage('en');
    await renderBoard({ building: building() });
    expect(sensorValue('Teplota – přízemí')).toBe('22.6 °C');
    expect(sensorValue('Detektor zaplavení – kotelna')).toBe('OK');
    expect(doorState('Sklep')).toBe('Closed');
    expect(screen.getByTestId('board-reception-visitorsIn')).toHaveTextContent('Visitors in the house3');
    expect(doorState('Hlavní vchod')).toBe('lock: locked · contact: open');
  });

  it('shows one truth per door: the door and its contact sensor read the same on both tiles, live too', async () => {
    await renderBoard({ building: building() });
    // the controller says closed, the contact says open: both tiles name both, in the same words
    expect(doorState('Hlavní vchod')).toBe('zámek: zamčeno · kontakt: otevřeno');
    expect(sensorValue('Dveře – hlavní vchod')).toBe('zámek: zamčeno · kontakt: otevřeno');
    // a door open by either reading makes the doors tile ask for attention
    expect(screen.getByTestId('board-tile-doors')).toHaveAttribute('data-tone', 'warn');
    // a contact without a door of its name shows its own reading, translated
    expect(sensorValue('Dveře – kotelna')).toBe('Zavřeno');

    const emit = await connectLive();
    emit('sensor.readings', { readings: [{ id: 34, value: null, co_level: null, state: 'closed', timestamp: '2026-11-23T10:05:00Z' }] });
    await waitFor(() => expect(doorState('Hlavní vchod')).toBe('zámek: zamčeno · kontakt: zavřeno'));
    expect(sensorValue('Dveře – hlavní vchod')).toBe('zámek: zamčeno · kontakt: zavřeno');
    expect(screen.getByTestId('board-tile-doors')).toHaveAttribute('data-tone', 'ok');

    emit('door.state_changed', { id: 40, is_open: true, changed_at: '2026-11-23T10:06:00Z', last_event: { action: 'opened', at: '2026-11-23T10:06:00Z', via: 'portal' } });
    await waitFor(() => expect(doorState('Hlavní vchod')).toBe('zámek: odemčeno · kontakt: zavřeno'));
    expect(sensorValue('Dveře – hlavní vchod')).toBe('zámek: odemčeno · kontakt: zavřeno');
  });

  it('takes fresh reception counts when an entry is recorded or closed', async () => {
    const state = { building: building() };
    const api = await renderBoard(state);
    const emit = await connectLive();
    state.building = building({ reception: { visitors_in: 4, parcels_waiting: 1, keys_out: 2 } });
    const before = graphqlCalls(api);
    emit('reception.changed', { kind: 'visitor', id: 9, unit_id: 5 });
    await waitFor(() => expect(graphqlCalls(api)).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByTestId('board-reception-visitorsIn')).toHaveTextContent('Návštěvy v domě4'));
  });
});
