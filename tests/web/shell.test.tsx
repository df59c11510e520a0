import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../src/app/App';
import { ME, mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { sockets } from './fakeSocket';
import { appStore } from '../../src/state/store';
import { selectedBuildingIdAtom } from '../../src/state/building';
import { selectedUnitIdAtom } from '../../src/state/unit';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const BUILDINGS = [
  { id: 1, name: 'Vinohradská 12', code: 'VIN', address: 'Vinohradská 12, Praha 2' },
  { id: 2, name: 'Žižkovská 5', code: 'ZIZ', address: 'Koněvova 5, Praha 3' },
];
const unit = (id: number, buildingId: number, uniqueId = `u${id}`) => ({
  id,
  unique_id: uniqueId,
  number: String(id),
  identifier: `${buildingId}-${id}`,
  type: 'apartment',
  type_name: 'Byt',
  floor: 1,
  area: 60,
  has_parking: false,
  building: { id: buildingId, name: 'B' },
  access: { role: 'owner', valid_from: null },
  features: { doorbell: { enabled: true, name: '' }, elevator: { enabled: false, auto_on_card: false, auto_on_intercom: false } },
});

async function renderShell(routes: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  const api = mockApi({
    'GET /v1/users/me': { body: ME },
    'GET /v1/buildings': { body: { buildings: BUILDINGS } },
    'GET /v1/units/my': { body: { status: 'success', units: [] } },
    'POST /v1/auth/logout': { body: { message: 'ok' } },
    ...routes,
  });
  renderWithApp(<AppRoutes />);
  await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 20_000 });
  return { api, user: userEvent.setup() };
}

beforeEach(() => {
  resetApp('/');
  sockets.length = 0;
});

describe('sidebar', () => {
  it('lists the ten sections, the building overview and a collapsible technology group; no admin entry for normal users', async () => {
    const { user } = await renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const names = within(nav).getAllByRole('link').map((a) => a.textContent);
    expect(names).toEqual(['Dashboard', 'My unit', 'Building & plans', 'Doors', 'QR access', 'Documents', 'Issues', 'Forum', 'Parking', 'Cleaning', "Owners' association", 'Notifications']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Technology' }));
    expect(within(nav).getByRole('link', { name: 'Fire alarm' })).toHaveAttribute('href', '/technology/fire-alarm');
    expect(within(nav).getByRole('link', { name: 'Sensors' })).toBeInTheDocument();
  });

  it('building picker searches by name or address and shows both', async () => {
    const { user } = await renderShell();
    const input = screen.getByTestId('building-picker');
    await user.click(input);
    await user.type(input, 'koněvova');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    expect(within(listbox).getByText('Koněvova 5, Praha 3')).toBeInTheDocument();
    await user.click(within(listbox).getByText('Žižkovská 5'));
    await waitFor(() => expect(localStorage.getItem('selected_building')).toBe('2'));
    expect(input).toHaveValue('Žižkovská 5');
  });

  it('selects the only building and the only unit automatically, de-duplicating units', async () => {
    await renderShell({
      'GET /v1/buildings': { body: { buildings: [BUILDINGS[0]] } },
      'GET /v1/units/my': { body: { status: 'success', units: [unit(7, 1, 'same'), unit(7, 1, 'same')] } },
    });
    await waitFor(() => expect(localStorage.getItem('selected_building')).toBe('1'));
    await waitFor(() => expect(localStorage.getItem('selected_unit')).toBe('7'));
    expect(within(screen.getByTestId('unit-picker')).getAllByRole('option', { name: /7 · Byt/ })).toHaveLength(1);
  });

  it('clears a stored unit that belongs to another building', async () => {
    appStore.set(selectedBuildingIdAtom, 2);
    appStore.set(selectedUnitIdAtom, 7);
    expect(localStorage.getItem('selected_unit')).toBe('7');
    await renderShell({
      'GET /v1/units/my': { body: { status: 'success', units: [unit(8, 2), unit(9, 2)] } },
    });
    await waitFor(() => expect(localStorage.getItem('selected_unit')).toBeNull());
    expect(localStorage.getItem('selected_building')).toBe('2');
  });

  it('toasts a buildings load failure with the spec fallback', async () => {
    await renderShell({ 'GET /v1/buildings': { status: 500, body: {} } });
    expect(await screen.findByText('Error loading buildings')).toBeInTheDocument();
  });
});

describe('top bar', () => {
  it('has a notification bell whose panel says when there are none (tests/web/notifications.test.tsx has the rest)', async () => {
    const { user } = await renderShell({
      'GET /v1/notifications/unread-count': { body: { unread_count: 0 } },
      'GET /v1/notifications': { body: { notifications: [], next_cursor: null, unread_count: 0 } },
    });
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
  });

  it('toggles the theme class on <html> and stores it', async () => {
    const { user } = await renderShell();
    document.documentElement.classList.remove('dark');
    const { initTheme } = await import('../../src/state/theme');
    const stop = initTheme();
    await user.click(screen.getByTestId('theme-toggle'));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).not.toHaveClass('dark');
    stop();
  });

  it('user menu shows name and e-mail, links to profile and settings, and signs out', async () => {
    const { api, user } = await renderShell();
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(ME.name)).toBeInTheDocument();
    expect(within(menu).getByText(ME.email)).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(api.mock.calls.some(([url, init]) => String(url) === '/v1/auth/logout' && init?.method === 'POST')).toBe(true);
    expect(sockets.length).toBeGreaterThan(0);
    await waitFor(() => expect(sockets.every((s) => s.disconnected)).toBe(true));
  });
});

describe('live connection', () => {
  it('opens one socket with the token, shows its state, and refetches touched keys on events', async () => {
    const { api } = await renderShell();
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0];
    expect(socket.opts).toMatchObject({ path: '/v1/socket.io' });
    const auth = (socket.opts as { auth: (cb: (v: unknown) => void) => void }).auth;
    // collected, not asserted inside the callback: a callback that never ran would assert nothing
    const given: unknown[] = [];
    auth((v) => given.push(v));
    expect(given).toEqual([{ token: 'test-token' }]);
    expect(screen.getByTestId('live-status')).toHaveAttribute('data-status', 'connecting');

    act(() => {
      socket.connected = true;
      socket.emitLocal('connect');
    });
    expect(screen.getByTestId('live-status')).toHaveAttribute('data-status', 'connected');
    expect(screen.getByRole('status', { name: 'Live updates on' })).toBeInTheDocument();

    const buildingsCalls = () => api.mock.calls.filter(([url]) => String(url) === '/v1/buildings').length;
    const before = buildingsCalls();
    act(() => socket.emitLocal('connect')); // a reconnect takes a fresh snapshot of live keys
    await waitFor(() => expect(buildingsCalls()).toBeGreaterThan(before));

    act(() => {
      socket.connected = false;
      socket.active = true;
      socket.emitLocal('disconnect');
    });
    expect(screen.getByTestId('live-status')).toHaveAttribute('data-status', 'connecting');
  });
});
