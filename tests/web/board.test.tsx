/**
 * The live board (/board; issue 12 §3) against a mocked GraphQL endpoint and the fake socket: the
 * snapshot's tiles, live events changing them in place, a reconnect taking a fresh snapshot that
 * replaces the old state, wall mode without navigation, and the entry hidden from residents.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardBuilding, BoardSnapshot } from '../../contract/board';
import { PERMISSION } from '../../contract/rules/permissions';
import { AppRoutes } from '../../src/app/App';
import { sockets } from './fakeSocket';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { shellRoutes } from './doors-fixtures';
import { connectLive, member } from './parking-fixtures';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const GRAPHQL = () => 'POST /v1/graphql';
const vltava = (over: Partial<BoardBuilding> = {}): BoardBuilding => ({
  id: 1,
  name: 'Rezidence Vltava',
  fire_zones: [{ id: 7, text: 'Garáže', type: 'smoke', number: 1, sub_number: null, status: 0, alarm_since: null, acknowledged_at: null }],
  sensors: [
    { id: 30, name: 'Teplota sklep', type: 'temperature', subtype: null, location: 'Sklep', location_type: 'indoor', value: 21.5, co_level: null, state: null, timestamp: '2026-11-23T10:00:00Z', band: 'yellow' },
  ],
  doors: [{ id: 40, name: 'Hlavní vchod', location: null, is_open: false, changed_at: null, can_open: true }],
  gate_events: [],
  issues: { open_total: 3, overdue: 1, by_priority: [{ priority: 'low', count: 1 }, { priority: 'medium', count: 1 }, { priority: 'high', count: 1 }, { priority: 'critical', count: 0 }], latest: [] },
  reception: null,
  ...over,
});
const answer = (b: BoardBuilding): { body: { data: BoardSnapshot } } => ({ body: { data: { board: { generated_at: '2026-11-23T10:00:00.000Z', buildings: [b] } } } });
const watcher = () => member([PERMISSION.boardView], 'manager');

async function renderBoard(path: string, state: { building: BoardBuilding }, me = watcher()) {
  resetApp(path);
  signIn();
  const api = mockApi({ ...shellRoutes(me), 'GET /v1/users/me/settings': { body: {} }, 'GET /v1/fire-alarm/active': { body: { alarms: [] } }, [GRAPHQL()]: () => answer(state.building) });
  renderWithApp(<AppRoutes />);
  return api;
}
const graphqlCalls = (api: ReturnType<typeof mockApi>) => api.mock.calls.filter(([url, init]) => String(url).endsWith('/v1/graphql') && init?.method === 'POST').length;

describe('the live board', () => {
  beforeEach(() => {
    sockets.length = 0;
  });

  it('shows the snapshot as colour-coded tiles and applies live events in place', async () => {
    const state = { building: vltava() };
    await renderBoard('/board?building=1', state);
    const fire = await screen.findByTestId('board-tile-fire', {}, { timeout: 10_000 });
    expect(fire).toHaveAttribute('data-tone', 'ok');
    expect(screen.getByTestId('board-issues-overdue')).toHaveTextContent(/1/);
    expect(screen.getByTestId('board-sensor')).toHaveAttribute('data-band', 'yellow');

    const emit = await connectLive();
    emit('fire.zone_changed', { id: 7, status: 1, alarm_since: '2026-11-23T10:05:00Z', acknowledged_at: null });
    emit('sensor.readings', { readings: [{ id: 30, value: 35, co_level: null, state: null, timestamp: '2026-11-23T10:05:00Z' }] });
    emit('door.state_changed', { id: 40, is_open: true, changed_at: '2026-11-23T10:05:00Z', last_event: { action: 'opened', at: '2026-11-23T10:05:00Z', via: 'portal' } });
    await waitFor(() => expect(screen.getByTestId('board-tile-fire')).toHaveAttribute('data-tone', 'alarm'));
    expect(within(screen.getByTestId('board-tile-fire')).getByTestId('board-fire-alarm')).toHaveTextContent('Garáže');
    expect(screen.getByTestId('board-sensor')).toHaveAttribute('data-band', 'red');
    expect(screen.getByTestId('board-door')).toHaveAttribute('data-open', 'true');
    expect(screen.getByTestId('board-status')).toHaveAttribute('data-live', 'true');
  });

  it('paints a lone event at once, without waiting for an animation frame; a burst right after it waits for one', async () => {
    const state = { building: vltava() };
    await renderBoard('/board?building=1', state);
    await screen.findByTestId('board-tile-fire', {}, { timeout: 10_000 });
    const emit = await connectLive();
    // frames are held back: only what the board commits outside a frame can reach the page
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    try {
      await new Promise((r) => setTimeout(r, 150));
      emit('fire.zone_changed', { id: 7, status: 1, alarm_since: '2026-11-23T10:05:00Z', acknowledged_at: null });
      // the board commits in a microtask queued by the event: one queued after it sees the page changed
      await new Promise<void>((r) => queueMicrotask(r));
      expect(screen.getByTestId('board-tile-fire')).toHaveAttribute('data-tone', 'alarm');
      expect(frames).toHaveLength(0);

      // the next event right after it is part of a burst: it waits for the frame. On a fake clock moved
      // a whole second, whatever the board would commit outside the frame (a microtask, a timer) is in
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
      emit('sensor.readings', { readings: [{ id: 30, value: 35, co_level: null, state: null, timestamp: '2026-11-23T10:05:00Z' }] });
      await act(() => vi.advanceTimersByTimeAsync(1000));
      vi.useRealTimers();
      expect(screen.getByTestId('board-sensor')).toHaveAttribute('data-band', 'yellow');
      expect(frames).toHaveLength(1);
      frames.splice(0).forEach((cb) => cb(performance.now()));
      await waitFor(() => expect(screen.getByTestId('board-sensor')).toHaveAttribute('data-band', 'red'));
    } finally {
      vi.useRealTimers();
      raf.mockRestore();
    }
  });

  it('takes a fresh snapshot on reconnect that replaces what events had changed', async () => {
    const state = { building: vltava() };
    const api = await renderBoard('/board?building=1', state);
    await screen.findByTestId('board-tile-fire', {}, { timeout: 10_000 });
    const emit = await connectLive();
    emit('fire.zone_changed', { id: 7, status: 1, alarm_since: '2026-11-23T10:05:00Z', acknowledged_at: null });
    await waitFor(() => expect(screen.getByTestId('board-tile-fire')).toHaveAttribute('data-tone', 'alarm'));

    // the server restarts; while it is away the alarm is cleared and a door left open
    const socket = sockets[0];
    act(() => {
      socket.connected = false;
      socket.emitLocal('disconnect', 'transport close');
    });
    await waitFor(() => expect(screen.getByTestId('board-status')).toHaveAttribute('data-live', 'false'));
    state.building = vltava({ doors: [{ id: 40, name: 'Hlavní vchod', location: null, is_open: true, changed_at: '2026-11-23T10:06:00Z', can_open: true }] });
    const before = graphqlCalls(api);
    act(() => {
      socket.connected = true;
      socket.emitLocal('connect');
    });
    await waitFor(() => expect(graphqlCalls(api)).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByTestId('board-tile-fire')).toHaveAttribute('data-tone', 'ok'));
    expect(screen.getByTestId('board-door')).toHaveAttribute('data-open', 'true');
  });

  it('refetches the snapshot when an issue changes (its counts are the server’s)', async () => {
    const state = { building: vltava() };
    const api = await renderBoard('/board?building=1', state);
    await screen.findByTestId('board-tile-issues', {}, { timeout: 10_000 });
    const emit = await connectLive();
    state.building = vltava({ issues: { ...vltava().issues, overdue: 4 } });
    const before = graphqlCalls(api);
    emit('issue.updated', { id: 3 });
    await waitFor(() => expect(graphqlCalls(api)).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByTestId('board-issues-overdue')).toHaveTextContent(/4/));
  });

  it('in wall mode shows the board alone, without navigation', async () => {
    await renderBoard('/board?building=1&wall=1', { building: vltava() });
    const board = await screen.findByTestId('board', {}, { timeout: 10_000 });
    expect(board).toHaveAttribute('data-wall', 'true');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(board.className).toMatch(/cursor-none/);
  });

  it('offers the board in the navigation to those who hold board:view', async () => {
    await renderBoard('/profile', { building: vltava() });
    const nav = await screen.findByRole('navigation', {}, { timeout: 10_000 });
    await userEvent.setup().click(within(nav).getByRole('button', { name: /^Technology/ }));
    expect(within(nav).getByRole('link', { name: /Operations board/ })).toBeInTheDocument();
  });

  it('hides it from a resident and tells them they may not watch it', async () => {
    await renderBoard('/board', { building: vltava() }, member([], 'owner'));
    expect(await screen.findByText('Only building managers can watch the operations board.', {}, { timeout: 10_000 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation');
    await userEvent.setup().click(within(nav).getByRole('button', { name: /^Technology/ }));
    expect(within(nav).queryByRole('link', { name: /Operations board/ })).toBeNull();
    expect(within(nav).getByRole('link', { name: /Sensors/ })).toBeInTheDocument();
  });
});
