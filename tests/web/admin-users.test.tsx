/** The admin users tab (issue 13 §2): server search, sort, paging, dialogs, (de)activation, who sees what. */
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { allCommands } from '../../src/commands/registry';
import type { CommandContext } from '../../src/commands/types';
import { BUILDING_ADMIN, GLOBAL_ADMIN, RESIDENT, adminUser, renderAdmin, usersBody } from './admin-fixtures';
import { callsTo } from './parking-fixtures';

beforeEach(() => {
  toast.remove();
});

const usersQueries = (api: Awaited<ReturnType<typeof renderAdmin>>['api']) =>
  api.mock.calls
    .map(([url, init]) => ({ url: String(url), method: (init as RequestInit | undefined)?.method ?? 'GET' }))
    .filter((c) => c.method === 'GET' && c.url.split('?')[0] === '/v1/users')
    .map((c) => new URLSearchParams(c.url.split('?')[1] ?? ''));

describe('admin users', () => {
  it('lists users with name, email, role, status and dates', async () => {
    await renderAdmin({ over: { 'GET /v1/users': { body: usersBody([adminUser(), adminUser({ id: 8, name: 'Eva Malá', email: 'eva@example.cz', is_active: 0, global_role: 'admin' })]) } } });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText('Petr Svoboda')).toBeInTheDocument();
    expect(within(table).getByText('eva@example.cz')).toBeInTheDocument();
    expect(within(table).getByText('Inactive')).toBeInTheDocument();
    expect(within(table).getByText('Administrator')).toBeInTheDocument();
  });

  it("shows the 'no users found' row, and an error with retry", async () => {
    await renderAdmin({ over: { 'GET /v1/users': { body: usersBody([]) } } });
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('shows a load failure with the server message', async () => {
    await renderAdmin({ over: { 'GET /v1/users': { status: 500, body: { message: 'Databáze spí' } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Databáze spí');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('searches on the server (debounced) and sorts by clicking a header', async () => {
    const { api, user } = await renderAdmin();
    await screen.findByText('Petr Svoboda');
    await user.type(screen.getByLabelText('Search by name or email'), 'petr');
    await waitFor(() => expect(usersQueries(api).at(-1)?.get('search')).toBe('petr'));
    expect(usersQueries(api).some((q) => q.get('search') === 'p')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(usersQueries(api).at(-1)?.get('sort')).toBe('email'));
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(usersQueries(api).at(-1)?.get('order')).toBe('desc'));
  });

  it('keeps the earlier rows dimmed and busy while a new search loads, then shows the answer', async () => {
    const { api, user } = await renderAdmin();
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByText('Petr Svoboda');
    let release: () => void = () => {};
    const answer = api.getMockImplementation()!;
    api.mockImplementation(async (input, init) => {
      if (String(input).includes('search=eva')) await new Promise<void>((r) => (release = r));
      return answer(input, init);
    });
    await user.type(screen.getByLabelText('Search by name or email'), 'eva');
    await waitFor(() => expect(screen.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'true'));
    expect(within(screen.getByRole('table', { name: 'Users' })).getByText('Petr Svoboda')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getByRole('table', { name: 'Users' })).not.toHaveAttribute('aria-busy'));
  });

  it('pages through thousands of users', async () => {
    const { api, user } = await renderAdmin({ over: { 'GET /v1/users': { body: usersBody([adminUser()], 2000) } } });
    expect(await screen.findByText('Page 1 of 80 (2000 users)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(usersQueries(api).at(-1)?.get('page')).toBe('2'));
  });

  it('the add dialog ignores an outside click, checks the form, and stays open with the server message on failure', async () => {
    const { api, user } = await renderAdmin({ over: { 'POST /v1/users': { status: 409, body: { message: 'E-mail už existuje' } } } });
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByTestId('admin-user-dialog');
    await user.click(document.body);
    expect(screen.getByTestId('admin-user-dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email format')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required for a new user')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Nový');
    await user.type(within(dialog).getByLabelText(/^Email/), 'novy@example.cz');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Heslo1234!');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('E-mail už existuje')).toBeInTheDocument();
    expect(screen.getByTestId('admin-user-dialog')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/v1/users')).toHaveLength(1);
  });

  it('edits without a password, and deactivates after confirmation', async () => {
    const { api, user } = await renderAdmin({ over: { 'PUT /v1/users/7': { body: adminUser() }, 'POST /v1/users/7/deactivate': { body: adminUser({ is_active: 0 }) } } });
    await user.click(await screen.findByRole('button', { name: 'Edit Petr Svoboda' }));
    const dialog = await screen.findByTestId('admin-user-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(api, 'PUT', '/v1/users/7')).toHaveLength(1));
    expect(callsTo(api, 'PUT', '/v1/users/7')[0].body).not.toHaveProperty('password');
    expect(await screen.findByText('The user was updated')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate Petr Svoboda' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate user?' });
    expect(callsTo(api, 'POST', '/v1/users/7/deactivate')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/v1/users/7/deactivate')).toHaveLength(1));
    expect(await screen.findByText('The user was deactivated')).toBeInTheDocument();
  });

  it('a building admin reads the users but may not add, edit or deactivate', async () => {
    await renderAdmin({ me: BUILDING_ADMIN });
    expect(await screen.findByText('Petr Svoboda')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Petr Svoboda' })).not.toBeInTheDocument();
  });

  it('a resident gets the common unauthorized message at /admin and no admin entry', async () => {
    const { resetApp, signIn, mockApi, renderWithApp } = await import('./helpers');
    const { AppRoutes } = await import('../../src/app/App');
    const { adminRoutes } = await import('./admin-fixtures');
    resetApp('/admin');
    signIn();
    mockApi(adminRoutes(RESIDENT));
    renderWithApp(<AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not authorized' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
  });
});

describe('admin palette commands: who sees them', () => {
  const ctx = (over: Partial<CommandContext>): CommandContext => ({ buildingId: 1, unitId: null, units: [], unit: null, location: '/', screen: {}, hasPermission: () => false, isGlobalAdmin: false, user: RESIDENT, ...over }) as CommandContext;
  const visible = (c: CommandContext) => allCommands().filter((cmd) => cmd.id.startsWith('admin.') && (cmd.isVisible?.(c) ?? true)).map((cmd) => cmd.id);

  it('global admins see all ten, building admins none of the user-account ones, residents none', () => {
    expect(visible(ctx({ isGlobalAdmin: true, user: GLOBAL_ADMIN }))).toEqual([
      'admin.invite',
      'admin.findUser',
      'admin.deactivateUser',
      'admin.grantPermission',
      'admin.assignRole',
      'admin.addMembership',
      'admin.createUser',
      'admin.editUser',
      'admin.activateUser',
      'admin.deleteInvitation',
    ]);
    // creating, editing and (de)activating accounts is the global admin's (server: users:manage globally)
    expect(visible(ctx({ user: BUILDING_ADMIN }))).toEqual(['admin.invite', 'admin.findUser', 'admin.grantPermission', 'admin.assignRole', 'admin.addMembership', 'admin.deleteInvitation']);
    expect(visible(ctx({}))).toEqual([]);
  });
});
