/**
 * Issue 29 §5, the admin part: below 1024 px the users and invitations are cards (one per row, its
 * key fields, its actions), and the tabs' actions that lacked a command have one: add, edit and
 * activate a user (global admins), delete an invitation (whoever may administer).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommandContext } from '../../src/commands/types';
import { adminCommands } from '../../src/features/admin/commands';
import { BUILDING_ADMIN, GLOBAL_ADMIN, RESIDENT, adminUser, invitation, renderAdmin, usersBody } from './admin-fixtures';
import { callsTo } from './parking-fixtures';
import { staticMatchMedia } from './media';

const realMatchMedia = window.matchMedia;
/** The screen is narrower than 1024 px (jsdom answers no media query by itself). */
function narrowScreen() {
  window.matchMedia = staticMatchMedia((query) => query.includes('max-width: 1023'));
}

beforeEach(() => {
  toast.remove();
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
  vi.unstubAllGlobals();
});

async function openPalette(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByTestId('command-palette');
}

const USERS = usersBody([adminUser(), adminUser({ id: 8, name: 'Eva Malá', email: 'eva@example.cz', is_active: 0 })]);
const ROUTES = { 'GET /v1/users': { body: USERS } };

describe('admin tables as cards below 1024 px', () => {
  it('lists users as cards with e-mail, role, status and their actions, and no table', async () => {
    narrowScreen();
    const { user } = await renderAdmin({ over: ROUTES });
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByTestId('admin-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Petr Svoboda');
    expect(cards[0]).toHaveTextContent('petr@example.cz');
    expect(cards[1]).toHaveTextContent('Inactive');
    await user.click(within(cards[0]).getByRole('button', { name: 'Edit Petr Svoboda' }));
    expect(await screen.findByTestId('admin-user-dialog')).toBeInTheDocument();
  });

  it('lists invitations as cards; only a pending one can be deleted', async () => {
    narrowScreen();
    await renderAdmin({
      path: '/admin/invitations',
      over: { 'GET /v1/auth/invitations': { body: { data: { invitations: [invitation(), invitation({ id: 4, email: 'used@example.cz', is_used: 1 })] } } } },
    });
    const list = await screen.findByRole('list', { name: 'Invitations' });
    const cards = within(list).getAllByTestId('admin-card');
    expect(cards.map((c) => c.textContent)).toEqual([expect.stringContaining('Pending'), expect.stringContaining('Used')]);
    expect(within(cards[0]).getByRole('button', { name: 'Delete the invitation for nova@example.cz' })).toBeInTheDocument();
    expect(within(cards[1]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the table from 1024 px up', async () => {
    await renderAdmin({ over: ROUTES });
    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByTestId('admin-cards')).not.toBeInTheDocument();
  });
});

describe('admin commands for the tabs’ actions', () => {
  const ctx = (user: typeof GLOBAL_ADMIN) => ({ user, isGlobalAdmin: user.global_role === 'admin' }) as unknown as CommandContext;
  const visible = (id: string, user: typeof GLOBAL_ADMIN) => adminCommands.find((c) => c.id === id)!.isVisible!(ctx(user));

  it('shows add, edit and activate to global admins only, delete an invitation to whoever may administer', () => {
    for (const id of ['admin.createUser', 'admin.editUser', 'admin.activateUser']) {
      expect(visible(id, GLOBAL_ADMIN)).toBe(true);
      expect(visible(id, BUILDING_ADMIN)).toBe(false);
      expect(visible(id, RESIDENT)).toBe(false);
    }
    expect(visible('admin.deleteInvitation', BUILDING_ADMIN)).toBe(true);
    expect(visible('admin.deleteInvitation', RESIDENT)).toBe(false);
    for (const c of adminCommands.filter((c) => ['admin.createUser', 'admin.editUser', 'admin.activateUser', 'admin.deleteInvitation'].includes(c.id))) {
      // found in both languages
      expect(c.keywords!.some((k) => /[áéíóúůýčďěňřšťž]/.test(k) || ['přidat', 'upravit', 'aktivovat', 'smazat'].includes(k))).toBe(true);
    }
  });

  it('Add a user opens the users tab’s empty form', async () => {
    const { user } = await renderAdmin({ path: '/admin/invitations', over: { ...ROUTES, 'GET /v1/auth/invitations': { body: { data: { invitations: [] } } } } });
    const palette = await openPalette(user);
    await user.click(within(palette).getByTestId('command-admin.createUser'));
    const dialog = await screen.findByTestId('admin-user-dialog');
    expect(window.location.pathname).toBe('/admin/users');
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('');
  });

  it('Edit a user… opens the form on the user picked', async () => {
    const { user } = await renderAdmin({ over: ROUTES });
    const palette = await openPalette(user);
    await user.click(within(palette).getByTestId('command-admin.editUser'));
    await user.type(await within(palette).findByRole('searchbox', { name: 'Search users' }), 'petr');
    await user.click(await within(palette).findByRole('button', { name: /Petr Svoboda/ }));
    const dialog = await screen.findByTestId('admin-user-dialog');
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Petr Svoboda');
  });

  it('Activate a user… offers only inactive users and activates the one picked', async () => {
    const { api, user } = await renderAdmin({ over: { ...ROUTES, 'POST /v1/users/8/activate': { body: adminUser({ id: 8, is_active: 1 }) } } });
    const palette = await openPalette(user);
    await user.click(within(palette).getByTestId('command-admin.activateUser'));
    await user.type(await within(palette).findByRole('searchbox', { name: 'Search users' }), 'a');
    await within(palette).findByRole('button', { name: /Eva Malá/ });
    expect(within(palette).queryByRole('button', { name: /Petr Svoboda/ })).not.toBeInTheDocument();
    await user.click(within(palette).getByRole('button', { name: /Eva Malá/ }));
    await waitFor(() => expect(callsTo(api, 'POST', '/v1/users/8/activate')).toHaveLength(1));
  });

  it('Delete an invitation… lists pending invitations and deletes after confirmation', async () => {
    const { api, user } = await renderAdmin({
      over: {
        ...ROUTES,
        'GET /v1/auth/invitations': { body: { data: { invitations: [invitation(), invitation({ id: 4, email: 'used@example.cz', is_used: 1 })] } } },
        'DELETE /v1/auth/invitations/3': { body: { status: 'success' } },
      },
    });
    const palette = await openPalette(user);
    await user.click(within(palette).getByTestId('command-admin.deleteInvitation'));
    await within(palette).findByRole('button', { name: /nova@example.cz/ });
    expect(within(palette).queryByRole('button', { name: /used@example.cz/ })).not.toBeInTheDocument();
    await user.click(within(palette).getByRole('button', { name: /nova@example.cz/ }));
    await user.click(within(palette).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(api, 'DELETE', '/v1/auth/invitations/3')).toHaveLength(1));
    expect(await screen.findByText('The invitation was deleted')).toBeInTheDocument();
  });
});
