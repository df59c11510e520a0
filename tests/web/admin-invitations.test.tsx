/** The admin invitations tab (issue 13 §2; spec 001 §5, §8): table, delete, the form's rules in Czech. */
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/lib/i18n';
import { invitation, renderAdmin } from './admin-fixtures';
import { callsTo } from './parking-fixtures';

beforeEach(() => {
  toast.remove();
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const PATH = '/admin/invitations';

describe('admin invitations', () => {
  it("lists invitations: used or pending, 'N/A' without a creator; delete only for pending, after confirmation", async () => {
    const { api, user } = await renderAdmin({
      path: PATH,
      over: {
        'GET /v1/auth/invitations': { body: { data: { invitations: [invitation(), invitation({ id: 4, email: 'used@example.cz', is_used: 1, created_by_name: null })] } } },
        'DELETE /v1/auth/invitations/3': { body: { status: 'success' } },
      },
    });
    const table = await screen.findByRole('table', { name: 'Invitations' });
    expect(await within(table).findByText('Pending')).toBeInTheDocument();
    expect(within(table).getByText('Used')).toBeInTheDocument();
    expect(within(table).getByText('N/A')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete the invitation for used@example.cz' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete the invitation for nova@example.cz' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete invitation?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(api, 'DELETE', '/v1/auth/invitations/3')).toHaveLength(1));
    expect(await screen.findByText('The invitation was deleted')).toBeInTheDocument();
  });

  it('shows the empty list', async () => {
    await renderAdmin({ path: PATH, over: { 'GET /v1/auth/invitations': { body: { data: { invitations: [] } } } } });
    expect(await screen.findByText('No invitations')).toBeInTheDocument();
  });

  it('checks the form with the Czech messages verbatim, and sends units parsed from the list', async () => {
    await i18n.changeLanguage('cs');
    const { api, user } = await renderAdmin({ path: PATH, over: { 'POST /v1/auth/invitations/create': { status: 201, body: invitation() } } });
    await user.click(await screen.findByRole('button', { name: 'Pozvat' }));
    const dialog = await screen.findByTestId('admin-invitation-dialog');
    await user.click(document.body);
    expect(screen.getByTestId('admin-invitation-dialog')).toBeInTheDocument();
    const hours = within(dialog).getByLabelText(/Platnost \(hodiny\)/);
    expect(hours).toHaveValue(72);
    const addRow = within(dialog).getByRole('button', { name: 'Přidat budovu a roli' });
    await waitFor(() => expect(addRow).toBeEnabled());
    await user.click(addRow);
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'nova@example.cz');
    await user.clear(hours);
    await user.type(hours, '0');
    await user.selectOptions(within(dialog).getByLabelText(/^Role v budově/), '');
    await user.click(within(dialog).getByRole('button', { name: 'Odeslat pozvánku' }));
    expect(await within(dialog).findByText('Platnost musí být alespoň 1 hodina')).toBeInTheDocument();
    expect(within(dialog).getByText('Budova je povinná')).toBeInTheDocument();
    expect(within(dialog).getByText('Role je povinná')).toBeInTheDocument();
    await user.clear(hours);
    await user.type(hours, '721');
    await user.click(within(dialog).getByRole('button', { name: 'Odeslat pozvánku' }));
    expect(await within(dialog).findByText('Maximální platnost je 30 dní (720 hodin)')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/v1/auth/invitations/create')).toHaveLength(0);
    await user.clear(hours);
    await user.type(hours, '48');
    await user.selectOptions(within(dialog).getByLabelText(/^Budova/), '1');
    await user.selectOptions(within(dialog).getByLabelText(/^Role v budově/), 'user');
    await user.type(within(dialog).getByLabelText(/^Jednotky/), '12, x, 14,12');
    await user.click(within(dialog).getByRole('button', { name: 'Odeslat pozvánku' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/v1/auth/invitations/create')).toHaveLength(1));
    expect(callsTo(api, 'POST', '/v1/auth/invitations/create')[0].body).toEqual({
      email: 'nova@example.cz',
      expires_in_hours: 48,
      buildings: [{ building_id: 1, role: 'user', units: [{ unit_id: 12, role: 'tenant' }, { unit_id: 14, role: 'tenant' }] }],
    });
  });

  it("keeps the dialog open on failure with the Czech fallback, and says when buildings and roles can't be loaded", async () => {
    await i18n.changeLanguage('cs');
    const { user } = await renderAdmin({ path: PATH, over: { 'POST /v1/auth/invitations/create': { status: 500 }, 'GET /v1/roles': { status: 500 } } });
    await user.click(await screen.findByRole('button', { name: 'Pozvat' }));
    const dialog = await screen.findByTestId('admin-invitation-dialog');
    expect(await within(dialog).findByText('Nepodařilo se načíst seznam budov a rolí.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Přidat budovu a roli' })).toBeDisabled();
  });

  it('says when no buildings are available', async () => {
    await i18n.changeLanguage('cs');
    const { user } = await renderAdmin({ path: PATH, over: { 'GET /v1/buildings': { body: { buildings: [] } } } });
    await user.click(await screen.findByRole('button', { name: 'Pozvat' }));
    const dialog = await screen.findByTestId('admin-invitation-dialog');
    expect(await within(dialog).findByText('Nejsou k dispozici žádné budovy pro přiřazení rolí.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Přidat budovu a roli' })).toBeDisabled();
  });

  it('a failed send keeps the dialog open with the fallback', async () => {
    await i18n.changeLanguage('cs');
    const { user } = await renderAdmin({ path: PATH, over: { 'POST /v1/auth/invitations/create': { status: 500, body: {} } } });
    await user.click(await screen.findByRole('button', { name: 'Pozvat' }));
    const dialog = await screen.findByTestId('admin-invitation-dialog');
    const addRow = within(dialog).getByRole('button', { name: 'Přidat budovu a roli' });
    await waitFor(() => expect(addRow).toBeEnabled());
    await user.click(addRow);
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'nova@example.cz');
    await user.selectOptions(within(dialog).getByLabelText(/^Budova/), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Odeslat pozvánku' }));
    expect(await screen.findByText('Při odesílání pozvánky došlo k chybě. Zkuste to prosím znovu.')).toBeInTheDocument();
    expect(screen.getByTestId('admin-invitation-dialog')).toBeInTheDocument();
  });
});
