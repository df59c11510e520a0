/**
 * Navigation by role (issue 29 §4): the sidebar shows Reception only to the desk's keepers
 * (reception:manage, as /users/me answered), Notifications to everyone, the admin entries to
 * admins; the bell's "Show all" and the user menu reach the notifications, profile and settings.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../contract/users';
import { PERMISSION } from '../../contract/rules/permissions';
import { AppRoutes } from '../../src/app/App';
import { ME, mockApi, renderWithApp, resetApp, signIn } from './helpers';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const BUILDING = { id: 1, name: 'Vinohradská 12', code: 'VIN', address: 'Vinohradská 12, Praha 2' };

function userWith(permissions: string[], extra: Partial<Me> = {}): Me {
  return {
    ...ME,
    buildings: [
      { building_id: 1, building_name: BUILDING.name, building_code: BUILDING.code, building_address: BUILDING.address, role: 'user', permissions, document_unit_ids: [] },
    ],
    ...extra,
  };
}

const RESIDENT = userWith([]);
const RECEPTION = userWith([PERMISSION.receptionManage]);
const MANAGER = userWith([PERMISSION.parkingManage, PERMISSION.auditView, PERMISSION.receptionManage, PERMISSION.boardView]);
const ADMIN = userWith(Object.values(PERMISSION), { global_role: 'admin' });

async function renderAs(me: Me, routes: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  mockApi({
    'GET /v1/users/me': { body: me },
    'GET /v1/buildings': { body: { buildings: [BUILDING] } },
    'GET /v1/units/my': { body: { status: 'success', units: [] } },
    'GET /v1/notifications/unread-count': { body: { unread_count: 0 } },
    'GET /v1/notifications': { body: { notifications: [], next_cursor: null, unread_count: 0 } },
    ...routes,
  });
  renderWithApp(<AppRoutes />);
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 20_000 });
  return { nav, user: userEvent.setup() };
}

const linkNames = (nav: HTMLElement) => within(nav).getAllByRole('link').map((a) => a.textContent);

beforeEach(() => resetApp('/'));

describe('navigation by role', () => {
  it('a resident sees Notifications but neither Reception nor the admin entries', async () => {
    const { nav } = await renderAs(RESIDENT);
    const names = linkNames(nav);
    expect(names).toContain('Notifications');
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
    expect(names).not.toContain('Reception');
    expect(names).not.toContain('Administration');
    expect(names).not.toContain('Audit log');
  });

  it('a reception user finds Reception, and no admin or audit entry', async () => {
    const { nav } = await renderAs(RECEPTION);
    expect(within(nav).getByRole('link', { name: 'Reception' })).toHaveAttribute('href', '/reception');
    expect(linkNames(nav)).toContain('Notifications');
    expect(linkNames(nav)).not.toContain('Administration');
    expect(linkNames(nav)).not.toContain('Audit log');
  });

  it('a manager sees Reception and the audit log but not the admin area', async () => {
    const { nav } = await renderAs(MANAGER);
    const names = linkNames(nav);
    expect(names).toEqual(expect.arrayContaining(['Reception', 'Notifications', 'Audit log']));
    expect(names).not.toContain('Administration');
  });

  it('an admin sees Reception, Notifications, Administration and the audit log', async () => {
    const { nav } = await renderAs(ADMIN);
    expect(linkNames(nav)).toEqual(expect.arrayContaining(['Reception', 'Notifications', 'Administration', 'Audit log']));
  });

  it("staff without a unit read why the sidebar's unit picker is empty, in full, below it (§8f)", async () => {
    await renderAs(MANAGER);
    const picker = screen.getByTestId('unit-picker');
    const note = await screen.findByText('You have no unit in this building');
    expect(note.tagName).toBe('P');
    expect(picker).toHaveAccessibleDescription('You have no unit in this building');
    expect(within(picker).queryByText('You have no unit in this building')).not.toBeInTheDocument();
  });

  it('the bell panel\'s "Show all" leads to the notifications page', async () => {
    const { user } = await renderAs(RESIDENT);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByTestId('notification-panel');
    await user.click(within(panel).getByRole('link', { name: 'Show all' }));
    await waitFor(() => expect(window.location.pathname).toBe('/notifications'));
    await waitFor(() => expect(screen.queryByTestId('notification-panel')).not.toBeInTheDocument());
  });

  it('the user menu leads to the profile and the settings', async () => {
    const { user } = await renderAs(RESIDENT);
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(window.location.pathname).toBe('/settings'));
  });
});
