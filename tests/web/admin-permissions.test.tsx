/** The roles-and-permissions tab (issue 13 §2; spec 001 §5): user picker, ?user=ID, tables, dialogs. */
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserPermissionsResponse } from '../../contract/admin';
import { i18n } from '../../src/lib/i18n';
import { adminUser, renderAdmin, usersBody } from './admin-fixtures';
import { callsTo } from './parking-fixtures';

beforeEach(() => {
  toast.remove();
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const PERMS: UserPermissionsResponse = {
  user_id: 7,
  global_role: 'user',
  permissions: {
    inherited: [
      { user_role_id: 21, role_id: 1, role_code: 'building_manager', role_name: 'Building manager', building_id: 1, unit_id: null, valid_from: null, valid_until: null },
      { user_role_id: 22, role_id: 3, role_code: 'unit_owner', role_name: 'Unit owner', building_id: 1, unit_id: 11, valid_from: null, valid_until: null },
    ],
    direct: [{ assignment_id: 31, code: 'issue:resolve', granted: false, building_id: null, unit_id: null, valid_from: '2025-01-01', valid_until: null }],
  },
};
const USER_ROUTES = {
  'GET /v1/users/7': { body: adminUser() },
  'GET /v1/users/7/permissions': { body: PERMS },
};

describe('roles and permissions', () => {
  it('finds a user by server search and puts them in the URL', async () => {
    const { api, user } = await renderAdmin({ path: '/admin/roles-permissions', over: { ...USER_ROUTES, 'GET /v1/users': { body: usersBody([adminUser()]) } } });
    await user.type(screen.getByLabelText('Find a user (name or email)'), 'petr');
    await user.click(await screen.findByRole('button', { name: /Petr Svoboda/ }));
    await waitFor(() => expect(window.location.search).toBe('?user=7'));
    expect(callsTo(api, 'GET', '/v1/users').some((c) => c.url.includes('search=petr'))).toBe(true);
    expect(await screen.findByText('Global role: User')).toBeInTheDocument();
  });

  it('shows the assigned roles with their context and the direct permissions, and removes after confirmation', async () => {
    const { api, user } = await renderAdmin({ path: '/admin/roles-permissions?user=7', over: { ...USER_ROUTES, 'DELETE /v1/users/7/roles/21': { body: { status: 'success' } } } });
    const roles = await screen.findByRole('table', { name: 'Assigned roles' });
    expect(within(roles).getByText('building #1')).toBeInTheDocument();
    expect(within(roles).getByText('unit #11')).toBeInTheDocument();
    const direct = screen.getByRole('table', { name: 'Direct permissions' });
    expect(within(direct).getByText('issue:resolve')).toBeInTheDocument();
    expect(within(direct).getByText('Denied')).toBeInTheDocument();
    expect(within(direct).getByText('global')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove role Building manager' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove role?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(api, 'DELETE', '/v1/users/7/roles/21')).toHaveLength(1));
  });

  it('checks the permission and role dialogs with the Czech messages, keeps them open on failure, and fixes the code when editing', async () => {
    await i18n.changeLanguage('cs');
    const { api, user } = await renderAdmin({
      path: '/admin/roles-permissions?user=7',
      over: { ...USER_ROUTES, 'POST /v1/users/7/roles': { status: 422, body: { message: 'Role nelze přiřadit' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Přidat oprávnění' }));
    let dialog = await screen.findByTestId('admin-permission-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
    expect(await within(dialog).findByText('Oprávnění musí být vybráno')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));

    await user.click(screen.getByRole('button', { name: 'Přiřadit roli' }));
    dialog = await screen.findByTestId('admin-role-dialog');
    const roleSelect = within(dialog).getByLabelText(/^Role/);
    await waitFor(() => expect(within(roleSelect).getByRole('option', { name: /Building manager/ })).toBeInTheDocument());
    expect(within(roleSelect).queryByRole('option', { name: /Old role/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
    expect(await within(dialog).findByText('Role musí být vybrána')).toBeInTheDocument();
    await user.selectOptions(roleSelect, '1');
    await user.type(within(dialog).getByLabelText('Platné od'), '2025-05-10');
    await user.type(within(dialog).getByLabelText('Platné do'), '2025-05-01');
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
    expect(await within(dialog).findByText('„Platné do“ musí být stejné nebo pozdější než „Platné od“')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Platné do'));
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Role nelze přiřadit')).toBeInTheDocument();
    expect(screen.getByTestId('admin-role-dialog')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/v1/users/7/roles')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));

    await user.click(screen.getByRole('button', { name: 'Upravit issue:resolve' }));
    dialog = await screen.findByTestId('admin-permission-dialog');
    expect(within(dialog).getByLabelText(/^Oprávnění/)).toBeDisabled();
  });
});
