/** The admin commands' palette pages in the app: find a user and jump, add a membership, deactivate after confirming. */
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, renderAdmin, usersBody } from './admin-fixtures';
import { callsTo } from './parking-fixtures';

beforeEach(() => {
  toast.remove();
});

async function openPalette(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByTestId('command-palette');
}

const ROUTES = {
  'GET /v1/users': { body: usersBody([adminUser(), adminUser({ id: 8, name: 'Eva Malá', email: 'eva@example.cz', is_active: 0 })]) },
  'GET /v1/users/7': { body: adminUser() },
  'GET /v1/users/7/permissions': { body: { user_id: 7, global_role: 'user', permissions: { inherited: [], direct: [] } } },
  'GET /v1/users/7/memberships': { body: { user_id: 7, buildings: [], units: [] } },
};

describe('admin commands in the palette', () => {
  it('Find user… searches on the server and opens the user’s roles and permissions', async () => {
    const { api, user } = await renderAdmin({ over: ROUTES });
    const palette = await openPalette(user);
    await user.click(within(palette).getByTestId('command-admin.findUser'));
    await user.type(await within(palette).findByRole('searchbox', { name: 'Search users' }), 'petr');
    await user.click(await within(palette).findByRole('button', { name: /Petr Svoboda/ }));
    await waitFor(() => expect(window.location.search).toBe('?user=7'));
    expect(window.location.pathname).toBe('/admin/roles-permissions');
    expect(callsTo(api, 'GET', '/v1/users').some((c) => c.url.includes('search=petr'))).toBe(true);
    expect(await screen.findByText('Petr Svoboda (petr@example.cz)')).toBeInTheDocument();
  });

  it('Add to a building or unit… opens the membership dialog for the user picked', async () => {
    const { user } = await renderAdmin({ over: ROUTES });
    const palette = await openPalette(user);
    await user.click(within(palette).getByTestId('command-admin.addMembership'));
    const search = await within(palette).findByRole('searchbox', { name: 'Search users' });
    await user.type(search, 'petr');
    await within(palette).findByRole('button', { name: /Petr Svoboda/ });
    await user.type(search, '{Enter}');
    expect(await screen.findByTestId('admin-membership-dialog')).toBeInTheDocument();
    expect(window.location.search).toBe('?user=7&open=membership');
  });

  it('Deactivate user… offers only active users and deactivates after confirmation', async () => {
    const { api, user } = await renderAdmin({ over: { ...ROUTES, 'POST /v1/users/7/deactivate': { body: adminUser({ is_active: 0 }) } } });
    const palette = await openPalette(user);
    await user.click(within(palette).getByTestId('command-admin.deactivateUser'));
    await user.type(await within(palette).findByRole('searchbox', { name: 'Search users' }), 'a');
    await within(palette).findByRole('button', { name: /Petr Svoboda/ });
    expect(within(palette).queryByRole('button', { name: /Eva Malá/ })).not.toBeInTheDocument();
    await user.click(within(palette).getByRole('button', { name: /Petr Svoboda/ }));
    expect(within(palette).getByText(/Petr Svoboda/)).toBeInTheDocument();
    await user.click(within(palette).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/v1/users/7/deactivate')).toHaveLength(1));
  });
});
