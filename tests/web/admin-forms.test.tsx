/**
 * The admin forms on the one form model (issue 30 §4): an invalid field shows the contract schema's
 * message — the spec's own text, the same the server answers — under the field, marked invalid, and
 * nothing is sent; a malformed answer shows the screen's load failure, never an empty list.
 */
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/lib/i18n';
import { adminUser, renderAdmin } from './admin-fixtures';
import { callsTo } from './parking-fixtures';

beforeEach(() => {
  toast.remove();
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const USER_ROUTES = {
  'GET /v1/users/7': { body: adminUser() },
  'GET /v1/users/7/permissions': { body: { user_id: 7, global_role: 'user', permissions: { inherited: [], direct: [] } } },
  'GET /v1/users/7/memberships': { body: { user_id: 7, buildings: [], units: [] } },
};
const ROLES_PATH = '/admin/roles-permissions?user=7';

/** The field is marked invalid and its description carries the message. */
async function expectFieldError(field: HTMLElement, message: string) {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** Every call the page made that is not a read. */
const writes = (api: Awaited<ReturnType<typeof renderAdmin>>['api']) =>
  api.mock.calls.filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') !== 'GET');

describe('admin forms check with the contract’s messages', () => {
  it('user form: the spec’s Czech texts under name, e-mail and password; nothing sent', async () => {
    await i18n.changeLanguage('cs');
    const { api, user } = await renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Přidat uživatele' }));
    const dialog = await screen.findByTestId('admin-user-dialog');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'neni-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
    await expectFieldError(await within(dialog).findByLabelText(/^Jméno/), 'Jméno je povinné');
    await expectFieldError(within(dialog).getByLabelText(/^E-mail/), 'Neplatný formát emailu');
    await expectFieldError(within(dialog).getByLabelText(/^Heslo/), 'Heslo je povinné pro nového uživatele');
    expect(writes(api)).toHaveLength(0);
  });

  it('user form: a weak password gets the server’s password rule, not a guess of the client', async () => {
    const { api, user } = await renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByTestId('admin-user-dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Nový');
    await user.type(within(dialog).getByLabelText(/^Email/), 'novy@example.cz');
    await user.type(within(dialog).getByLabelText(/^Password/), 'kratke');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectFieldError(await within(dialog).findByLabelText(/^Password/), 'at least 8 characters');
    expect(callsTo(api, 'POST', '/v1/users')).toHaveLength(0);
  });

  it('assign-role form: no role is “Role musí být vybrána” under the role; nothing sent', async () => {
    await i18n.changeLanguage('cs');
    const { api, user } = await renderAdmin({ path: ROLES_PATH, over: USER_ROUTES });
    await user.click(await screen.findByRole('button', { name: 'Přiřadit roli' }));
    const dialog = await screen.findByTestId('admin-role-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
    await expectFieldError(await within(dialog).findByLabelText(/^Role/), 'Role musí být vybrána');
    expect(writes(api)).toHaveLength(0);
  });

  it('permission form: validity out of order under “Valid until”, in the server’s words; nothing sent', async () => {
    const { api, user } = await renderAdmin({ path: ROLES_PATH, over: USER_ROUTES });
    await user.click(await screen.findByRole('button', { name: 'Add permission' }));
    const dialog = await screen.findByTestId('admin-permission-dialog');
    await user.selectOptions(within(dialog).getByLabelText(/^Permission/), 'issue:resolve');
    await user.type(within(dialog).getByLabelText('Valid from'), '2025-05-10');
    await user.type(within(dialog).getByLabelText('Valid until'), '2025-05-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectFieldError(await within(dialog).findByLabelText('Valid until'), '“Valid until” must be the same as or later than “Valid from”');
    expect(writes(api)).toHaveLength(0);
  });

  it('membership form: no building is “Budova je povinná” under the building; nothing sent', async () => {
    await i18n.changeLanguage('cs');
    const { api, user } = await renderAdmin({ path: ROLES_PATH, over: USER_ROUTES });
    await user.click(await screen.findByRole('button', { name: 'Přidat do budovy' }));
    const dialog = await screen.findByTestId('admin-membership-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
    await expectFieldError(await within(dialog).findByLabelText(/^Budova/), 'Budova je povinná');
    expect(writes(api)).toHaveLength(0);
  });

  it('invitation form: a row without a building, and hours over the limit, in the spec’s texts; nothing sent', async () => {
    await i18n.changeLanguage('cs');
    const { api, user } = await renderAdmin({ path: '/admin/invitations' });
    await user.click(await screen.findByRole('button', { name: 'Pozvat' }));
    const dialog = await screen.findByTestId('admin-invitation-dialog');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'nova@example.cz');
    const hours = within(dialog).getByLabelText(/^Platnost/);
    await user.clear(hours);
    await user.type(hours, '721');
    const addRow = within(dialog).getByRole('button', { name: /budovu/i });
    await expect.poll(() => addRow.hasAttribute('disabled')).toBe(false);
    await user.click(addRow);
    await user.click(within(dialog).getByRole('button', { name: 'Odeslat pozvánku' }));
    await expectFieldError(await within(dialog).findByLabelText(/^Platnost/), 'Maximální platnost je 30 dní (720 hodin)');
    await expectFieldError(within(within(dialog).getByTestId('invitation-row-0')).getByLabelText(/^Budova/), 'Budova je povinná');
    expect(writes(api)).toHaveLength(0);
  });
});

describe('admin reads check the answer’s shape', () => {
  it('a users answer of the wrong shape is the load failure, not an empty table', async () => {
    await renderAdmin({ over: { 'GET /v1/users': { body: { users: 'nikdo', total: 0 } } } });
    expect(await screen.findByText('Failed to load users')).toBeInTheDocument();
    expect(screen.queryByText('No users found')).not.toBeInTheDocument();
  });

  it('memberships of the wrong shape are the card’s load failure', async () => {
    await renderAdmin({ path: ROLES_PATH, over: { ...USER_ROUTES, 'GET /v1/users/7/memberships': { body: { user_id: 7 } } } });
    expect(await screen.findByText('The memberships could not be loaded')).toBeInTheDocument();
  });
});
