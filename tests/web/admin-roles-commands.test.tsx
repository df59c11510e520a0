/**
 * Issue 29 §7: the roles page's row actions are palette commands too — remove an assigned role,
 * edit or revoke a direct permission, change or end a membership. Each lists the shown user's rows
 * (the page's screen context) and opens the page's own dialog, which sends the same call as the row's
 * button. They are contextual on the page and absent elsewhere.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MembershipsResponse, UserPermissionsResponse } from '../../contract/admin';
import { adminUser, renderAdmin, usersBody } from './admin-fixtures';
import { callsTo } from './parking-fixtures';

beforeEach(() => {
  toast.remove();
});

const PERMS: UserPermissionsResponse = {
  user_id: 7,
  global_role: 'user',
  permissions: {
    inherited: [{ user_role_id: 21, role_id: 1, role_code: 'building_manager', role_name: 'Building manager', building_id: 1, unit_id: null, valid_from: null, valid_until: null }],
    direct: [{ assignment_id: 31, code: 'issue:resolve', granted: false, building_id: null, unit_id: null, valid_from: null, valid_until: null }],
  },
};
const MEMBERSHIPS: MembershipsResponse = {
  user_id: 7,
  buildings: [{ building_id: 1, building_name: 'Rezidence Vltava', role: 'manager' }],
  units: [],
};
const ROUTES = {
  'GET /v1/users': { body: usersBody([adminUser()]) },
  'GET /v1/users/7': { body: adminUser() },
  'GET /v1/users/7/permissions': { body: PERMS },
  'GET /v1/users/7/memberships': { body: MEMBERSHIPS },
  'DELETE /v1/users/7/roles/21': { body: { status: 'success' } },
  'DELETE /v1/users/7/permissions/31': { body: { status: 'success' } },
  'DELETE /v1/users/7/memberships/buildings/1': { body: { status: 'success' } },
};

async function run(user: ReturnType<typeof userEvent.setup>, command: string, row: string) {
  await user.keyboard('{Control>}k{/Control}');
  const palette = await screen.findByTestId('command-palette');
  await user.click(await within(palette).findByTestId(`command-${command}`));
  await user.click(await within(palette).findByText(row));
}

describe("the roles page's row actions from the palette", { timeout: 20_000 }, () => {
  it('remove a role: the confirmation, then the same DELETE as the row button', async () => {
    const { api, user } = await renderAdmin({ path: '/admin/roles-permissions?user=7', over: ROUTES });
    await screen.findByRole('table', { name: 'Assigned roles' });
    await run(user, 'admin.removeRole', 'Building manager');
    const confirm = await screen.findByRole('dialog', { name: 'Remove role?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(api, 'DELETE', '/v1/users/7/roles/21')).toHaveLength(1));
  });

  it('edit a permission opens its form with the code fixed; revoke asks, then deletes', async () => {
    const { api, user } = await renderAdmin({ path: '/admin/roles-permissions?user=7', over: ROUTES });
    await screen.findByRole('table', { name: 'Direct permissions' });
    await run(user, 'admin.editPermission', 'issue:resolve');
    expect(await screen.findByRole('dialog')).toHaveTextContent('issue:resolve');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await run(user, 'admin.revokePermission', 'issue:resolve');
    const confirm = await screen.findByRole('dialog', { name: /permission/i });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(api, 'DELETE', '/v1/users/7/permissions/31')).toHaveLength(1));
  });

  it('end a membership: the card’s confirmation, then its DELETE', async () => {
    const { api, user } = await renderAdmin({ path: '/admin/roles-permissions?user=7', over: ROUTES });
    await screen.findByRole('table', { name: 'Buildings' });
    await run(user, 'admin.removeMembership', 'Rezidence Vltava');
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: /Remove|End/ }));
    await waitFor(() => expect(callsTo(api, 'DELETE', '/v1/users/7/memberships/buildings/1')).toHaveLength(1));
  });

  it('are not offered away from the roles page', async () => {
    const { user } = await renderAdmin({ over: ROUTES });
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByTestId('command-palette');
    for (const id of ['admin.removeRole', 'admin.editPermission', 'admin.revokePermission', 'admin.editMembership', 'admin.removeMembership']) {
      expect(within(palette).queryByTestId(`command-${id}`)).not.toBeInTheDocument();
    }
  });
});
