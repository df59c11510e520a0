/** Fake admin answers as the server sends them (contract/admin.ts), and the app on an admin tab. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser, Invitation, RoleDefinition } from '../../contract/admin';
import type { Me } from '../../contract/users';
import { PERMISSION } from '../../contract/rules/permissions';
import { AppRoutes } from '../../src/app/App';
import { mockApi, ME, renderWithApp, resetApp, signIn } from './helpers';
import { shellRoutes } from './doors-fixtures';
import { member, type Routes } from './parking-fixtures';

export const GLOBAL_ADMIN: Me = { ...ME, global_role: 'admin' };
export const BUILDING_ADMIN: Me = member([PERMISSION.userManage], 'admin');
export const RESIDENT: Me = member([]);

export const adminUser = (over: Partial<AdminUser> = {}): AdminUser => ({
  id: 7,
  name: 'Petr Svoboda',
  email: 'petr@example.cz',
  phone: null,
  is_active: 1,
  global_role: 'user',
  created_at: '2025-03-01T10:00:00Z',
  last_login: null,
  ...over,
});

export const usersBody = (users: AdminUser[], total = users.length) => ({ users, total, page: 1, per_page: 25 });

export const invitation = (over: Partial<Invitation> = {}): Invitation => ({
  id: 3,
  email: 'nova@example.cz',
  code: 'abc',
  created_at: '2025-03-01T10:00:00Z',
  expires_at: '2025-03-04T10:00:00Z',
  is_used: 0,
  used_at: null,
  created_by: 1,
  created_by_name: 'Jana Nováková',
  buildings: [],
  ...over,
});

export const ROLES: RoleDefinition[] = [
  { id: 1, code: 'building_manager', name: 'Building manager', role_type: 'building', is_active: 1 },
  { id: 2, code: 'old_role', name: 'Old role', role_type: 'building', is_active: 0 },
  { id: 3, code: 'unit_owner', name: 'Unit owner', role_type: 'unit', is_active: 1 },
];

export function adminRoutes(me: Me, over: Routes = {}): Routes {
  return {
    ...shellRoutes(me),
    'GET /v1/users': { body: usersBody([adminUser()]) },
    'GET /v1/auth/invitations': { body: { data: { invitations: [invitation()] } } },
    'GET /v1/roles': { body: { roles: ROLES } },
    'GET /v1/roles/available-permissions': { body: { permissions: [{ id: 1, code: 'issue:resolve', name: 'Resolve issues', description: '' }] } },
    ...over,
  };
}

export async function renderAdmin({ me = GLOBAL_ADMIN, over = {}, path = '/admin/users' }: { me?: Me; over?: Routes; path?: string } = {}) {
  resetApp(path);
  signIn();
  const api = mockApi(adminRoutes(me, over));
  renderWithApp(<AppRoutes />);
  await screen.findByRole('heading', { name: /^(Administration|Administrace)$/, level: 1 }, { timeout: 20_000 });
  return { api, user: userEvent.setup() };
}
