/**
 * The portfolio board (/board without a building; issue 29 §1) against a mocked GraphQL endpoint and
 * the fake socket: the grid sorted by severity and searchable, each card opening its building's
 * board, the cross-building alarm list with Acknowledge where the server allows it, a live event
 * bringing fresh counts, and the wall: an alarm taking the screen until acknowledged, pages of the
 * size the screen holds, and data older than its polling interval shown as not current.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortfolioAlarm, PortfolioBuilding, PortfolioSnapshot } from '../../contract/portfolio';
import { PERMISSION } from '../../contract/rules/permissions';
import { AppRoutes } from '../../src/app/App';
import { Freshness } from '../../src/features/board/Freshness';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { shellRoutes } from './doors-fixtures';
import { sockets } from './fakeSocket';
import { connectLive, member } from './parking-fixtures';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const GRAPHQL = () => 'POST /v1/graphql';
const building = (id: number, name: string, over: Partial<PortfolioBuilding> = {}): PortfolioBuilding => ({
  id,
  name,
  code: name.slice(0, 3).toUpperCase(),
  address: `${name} 1, Praha`,
  fire_zones: 0,
  fire_unacknowledged: 0,
  sensors_out: 0,
  doors_open: 0,
  gate_refusals_hour: 0,
  issues_open: 2,
  issues_overdue: 0,
  people_in: 1,
  can_acknowledge: true,
  ...over,
});
const alarm = (over: Partial<PortfolioAlarm> = {}): PortfolioAlarm => ({
  building_id: 3,
  building_name: 'Lipová',
  id: 70,
  text: 'Sklepy',
  number: 2,
  sub_number: null,
  status: 1,
  alarm_since: '2026-11-28T09:58:00.000Z',
  acknowledged_at: null,
  ...over,
});

interface State {
  buildings: PortfolioBuilding[];
  alarms: PortfolioAlarm[];
  fail?: boolean;
}
const answer = (s: State) =>
  s.fail ? { status: 503, body: { message: 'down' } } : { body: { data: { portfolio: { as_of: new Date().toISOString(), buildings: s.buildings, alarms: s.alarms } } satisfies PortfolioSnapshot } };
const ACK = '/v1/buildings/3/fire-alarm/zones/70/acknowledge';

async function renderPortfolio(path: string, state: State) {
  resetApp(path);
  signIn();
  const api = mockApi({
    ...shellRoutes(member([PERMISSION.boardView], 'manager')),
    'GET /v1/users/me/settings': { body: {} },
    'GET /v1/fire-alarm/active': { body: { alarms: [] } },
    [GRAPHQL()]: () => answer(state),
    [`POST ${ACK}`]: (init) => {
      state.alarms = state.alarms.map((a) => ({ ...a, acknowledged_at: '2026-11-28T10:00:00.000Z' }));
      return { body: { status: 'success', zone: { ...alarm(), acknowledged_at: '2026-11-28T10:00:00.000Z', acknowledged_by_name: 'J', ack_note: JSON.parse(String((init as RequestInit).body)).note, type: 'smoke' } } };
    },
  });
  renderWithApp(<AppRoutes />);
  return api;
}
const portfolioCalls = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([url, init]) => String(url).endsWith('/v1/graphql') && String(init?.body).includes('portfolio')).length;
const cardOrder = () => screen.getAllByTestId('portfolio-card').map((c) => c.getAttribute('data-building'));

const three = (): State => ({
  buildings: [
    building(1, 'Vltava'),
    building(2, 'Slunečná', { doors_open: 1 }),
    building(3, 'Lipová', { fire_zones: 1, fire_unacknowledged: 1 }),
  ],
  alarms: [alarm()],
});

beforeEach(() => {
  sockets.length = 0;
});

describe('the portfolio grid', () => {
  it('opens on the grid sorted by severity, each card opening its building’s board', async () => {
    await renderPortfolio('/board', three());
    await screen.findAllByTestId('portfolio-card', {}, { timeout: 10_000 });
    expect(cardOrder()).toEqual(['3', '2', '1']);
    const [first] = screen.getAllByTestId('portfolio-card');
    expect(first).toHaveAttribute('data-severity', 'fire');
    expect(first).toHaveAttribute('href', '/board?building=3');
    expect(within(first).getByTestId('portfolio-card-fire')).toHaveTextContent('ALARM: 1 zone');
    expect(within(screen.getAllByTestId('portfolio-card')[1]).getByTestId('portfolio-doors')).toHaveTextContent('1');
    // no full building panels on the portfolio
    expect(screen.queryByTestId('board-tile-fire')).toBeNull();
  });

  it('searches by name, code or address', async () => {
    await renderPortfolio('/board', three());
    await screen.findAllByTestId('portfolio-card', {}, { timeout: 10_000 });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: /Search buildings/ }), 'slunecna');
    expect(cardOrder()).toEqual(['2']);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nowhere');
    expect(screen.queryAllByTestId('portfolio-card')).toHaveLength(0);
    expect(screen.getByText('No building matches the search.')).toBeInTheDocument();
  });

  it('lists the alarms across buildings and acknowledges one with a note', async () => {
    const state = three();
    const api = await renderPortfolio('/board', state);
    const list = await screen.findByTestId('portfolio-alarms', {}, { timeout: 10_000 });
    expect(within(list).getByTestId('portfolio-alarm')).toHaveTextContent(/Lipová — Sklepy/);
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Acknowledge' }));
    await user.type(within(list).getByRole('textbox', { name: 'Acknowledgement note' }), 'Checked on site');
    await user.click(within(list).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(api.mock.calls.some(([url]) => String(url).endsWith(ACK))).toBe(true));
    const [, init] = api.mock.calls.find(([url]) => String(url).endsWith(ACK))!;
    expect(JSON.parse(String(init?.body))).toEqual({ note: 'Checked on site' });
    await waitFor(() => expect(within(screen.getByTestId('portfolio-alarms')).queryByRole('button', { name: 'Acknowledge' })).toBeNull());
    expect(screen.getByTestId('portfolio-alarm')).toHaveTextContent('alarm acknowledged');
  });

  it('offers no Acknowledge where the server says the user may not', async () => {
    const state = three();
    state.buildings[2] = { ...state.buildings[2], can_acknowledge: false };
    await renderPortfolio('/board', state);
    const list = await screen.findByTestId('portfolio-alarms', {}, { timeout: 10_000 });
    expect(within(list).queryByRole('button', { name: 'Acknowledge' })).toBeNull();
  });

  it('takes fresh counts when a live event changes a column', async () => {
    const state = three();
    const api = await renderPortfolio('/board', state);
    await screen.findAllByTestId('portfolio-card', {}, { timeout: 10_000 });
    const emit = await connectLive();
    state.buildings[0] = { ...state.buildings[0], fire_zones: 2, fire_unacknowledged: 2 };
    const before = portfolioCalls(api);
    emit('fire.zone_changed', { id: 1, status: 1, alarm_since: null, acknowledged_at: null });
    await waitFor(() => expect(portfolioCalls(api)).toBeGreaterThan(before), { timeout: 5_000 });
    await waitFor(() => expect(cardOrder()[0]).toBe('1'));
  });

  it('shows the error with a retry when the first load fails', async () => {
    await renderPortfolio('/board', { ...three(), fail: true });
    expect(await screen.findByRole('button', { name: /Try again|Retry/i }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('the portfolio wall', () => {
  const viewport = (width: number, height: number) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  };
  beforeEach(() => viewport(1920, 1080));
  afterEach(() => viewport(1024, 768));

  it('gives an unacknowledged alarm the whole screen until it is acknowledged', async () => {
    const state = three();
    await renderPortfolio('/board?wall=1', state);
    const takeover = await screen.findByTestId('portfolio-takeover', {}, { timeout: 10_000 });
    expect(takeover).toHaveTextContent('FIRE ALARM');
    expect(takeover).toHaveTextContent('Lipová');
    expect(screen.queryByTestId('portfolio-wall-grid')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByTestId('portfolio-clock')).toHaveTextContent(/\d{2}:\d{2}:\d{2}/);
    const user = userEvent.setup();
    await user.type(within(takeover).getByRole('textbox'), 'False alarm, checked');
    await user.click(within(takeover).getByRole('button', { name: 'Acknowledge' }));
    await screen.findByTestId('portfolio-wall-grid', {}, { timeout: 5_000 });
    expect(screen.queryByTestId('portfolio-takeover')).toBeNull();
  });

  it('shows as many cards as the screen holds and says which page it is', async () => {
    const state: State = { buildings: Array.from({ length: 30 }, (_, i) => building(i + 1, `Dům ${String(i + 1).padStart(2, '0')}`)), alarms: [] };
    await renderPortfolio('/board?wall=1', state);
    await screen.findByTestId('portfolio-wall-grid', {}, { timeout: 10_000 });
    expect(screen.getAllByTestId('portfolio-card')).toHaveLength(25);
    expect(screen.getByTestId('portfolio-page')).toHaveTextContent('Page 1 of 2');
  });
});

describe('freshness', () => {
  const receivedAt = Date.parse('2026-11-28T10:00:00.000Z');
  it('says how long ago the data came while it is within its polling interval', () => {
    render(<Freshness receivedAt={receivedAt} now={receivedAt + 12_000} pollMs={15_000} />);
    const badge = screen.getByTestId('portfolio-freshness');
    expect(badge).toHaveAttribute('data-stale', 'false');
    expect(badge).toHaveTextContent('updated 12 s ago');
    expect(badge).not.toHaveTextContent('Data not current');
  });

  it('calls older data not current, never current', () => {
    render(<Freshness receivedAt={receivedAt} now={receivedAt + 95_000} pollMs={15_000} />);
    const badge = screen.getByTestId('portfolio-freshness');
    expect(badge).toHaveAttribute('data-stale', 'true');
    expect(badge).toHaveTextContent('Data not current');
    expect(badge).toHaveTextContent('updated 95 s ago');
  });

  it('has nothing to call current before the first answer', () => {
    render(<Freshness receivedAt={null} now={receivedAt} pollMs={15_000} />);
    expect(screen.getByTestId('portfolio-freshness')).toHaveAttribute('data-stale', 'true');
  });
});
