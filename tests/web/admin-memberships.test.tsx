/** A user's building and unit memberships on the roles-and-permissions tab: list, add, change, remove. */
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MembershipsResponse } from '../../contract/admin';
import { i18n } from '../../src/lib/i18n';
import { adminUser, renderAdmin } from './admin-fixtures';
import { WITHOUT_PARKING, WITH_PARKING, callsTo } from './parking-fixtures';
import { summaryOf } from './units-fixtures';

beforeEach(() => {
  toast.remove();
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const MEMBERSHIPS: MembershipsResponse = {
  user_id: 7,
  buildings: [{ building_id: 1, building_name: 'Rezidence Vltava', role: 'manager' }],
  units: [{ unit_id: 11, unit_number: '1.01', building_id: 1, building_name: 'Rezidence Vltava', role: 'tenant', valid_from: null, valid_until: '2099-12-31T22:59:59.999Z' }],
};
const ROUTES = {
  'GET /v1/users/7': { body: adminUser() },
  'GET /v1/users/7/permissions': { body: { user_id: 7, global_role: 'user', permissions: { inherited: [], direct: [] } } },
  'GET /v1/users/7/memberships': { body: MEMBERSHIPS },
  'GET /v1/buildings/1/units': { body: { units: [summaryOf(WITH_PARKING), summaryOf(WITHOUT_PARKING)] } },
};
const path = '/admin/roles-permissions?user=7';

describe('memberships', () => {
  it('lists the building roles and unit accesses, and an empty state', async () => {
    await renderAdmin({ path, over: ROUTES });
    const buildings = await screen.findByRole('table', { name: 'Buildings' });
    expect(within(buildings).getByText('Rezidence Vltava')).toBeInTheDocument();
    expect(within(buildings).getByText('Building manager')).toBeInTheDocument();
    const units = screen.getByRole('table', { name: 'Units' });
    expect(within(units).getByText('Rezidence Vltava · 1.01')).toBeInTheDocument();
    expect(within(units).getByText('Tenant')).toBeInTheDocument();
  });

  it('shows the empty rows and a load failure with retry', async () => {
    await renderAdmin({ path, over: { ...ROUTES, 'GET /v1/users/7/memberships': { body: { user_id: 7, buildings: [], units: [] } } } });
    expect(await screen.findByText('No building role')).toBeInTheDocument();
    expect(screen.getByText('No unit access')).toBeInTheDocument();
  });

  it('says when the memberships cannot be loaded', async () => {
    await renderAdmin({ path, over: { ...ROUTES, 'GET /v1/users/7/memberships': { status: 500, body: { message: 'Databáze spí' } } } });
    expect(await screen.findByText('Databáze spí')).toBeInTheDocument();
  });

  it('adds the user to a building with a role, checking the building first', async () => {
    const { api, user } = await renderAdmin({ path, over: { ...ROUTES, 'PUT /v1/users/7/memberships/buildings/1': { body: MEMBERSHIPS } } });
    await user.click(await screen.findByRole('button', { name: 'Add to building' }));
    const dialog = await screen.findByTestId('admin-membership-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Building is required')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^Building/), '1');
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(api, 'PUT', '/v1/users/7/memberships/buildings/1')).toHaveLength(1));
    expect(callsTo(api, 'PUT', '/v1/users/7/memberships/buildings/1')[0].body).toEqual({ role: 'admin' });
    await waitFor(() => expect(screen.queryByTestId('admin-membership-dialog')).not.toBeInTheDocument());
  });

  it('gives a unit access picked from the building’s units, with validity, and stays open with the server message on failure', async () => {
    await i18n.changeLanguage('cs');
    const { api, user } = await renderAdmin({ path, over: { ...ROUTES, 'PUT /v1/users/7/memberships/units/12': { status: 400, body: { message: 'Budovu 1 nespravujete' } } } });
    await user.click(await screen.findByRole('button', { name: 'Přidat přístup k jednotce' }));
    const dialog = await screen.findByTestId('admin-membership-dialog');
    await user.selectOptions(within(dialog).getByLabelText(/^Budova/), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
    expect(await within(dialog).findByText('Jednotka je povinná')).toBeInTheDocument();
    await user.selectOptions(await within(dialog).findByLabelText(/^Jednotka/), '12');
    await user.type(within(dialog).getByLabelText('Platné od'), '2026-05-02');
    await user.type(within(dialog).getByLabelText('Platné do'), '2026-05-01');
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
    expect(await within(dialog).findByText('„Platné do“ musí být stejné nebo pozdější než „Platné od“')).toBeInTheDocument();
    expect(callsTo(api, 'PUT', '/v1/users/7/memberships/units/12')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Platné do'));
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Budovu 1 nespravujete')).toBeInTheDocument();
    expect(screen.getByTestId('admin-membership-dialog')).toBeInTheDocument();
    expect(callsTo(api, 'PUT', '/v1/users/7/memberships/units/12')[0].body).toEqual({ role: 'tenant', valid_from: '2026-05-02', valid_until: null });
  });

  it('changes a unit role keeping the unit, and removes a building membership after confirmation', async () => {
    const { api, user } = await renderAdmin({
      path,
      over: { ...ROUTES, 'PUT /v1/users/7/memberships/units/11': { body: MEMBERSHIPS }, 'DELETE /v1/users/7/memberships/buildings/1': { body: { status: 'success' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Rezidence Vltava · 1.01' }));
    const dialog = await screen.findByTestId('admin-membership-dialog');
    expect(within(dialog).getByLabelText('Unit')).toHaveValue('Rezidence Vltava · 1.01');
    expect(within(dialog).getByLabelText('Valid until')).toHaveValue('2099-12-31');
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'owner');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(api, 'PUT', '/v1/users/7/memberships/units/11')).toHaveLength(1));
    expect(callsTo(api, 'PUT', '/v1/users/7/memberships/units/11')[0].body).toMatchObject({ role: 'owner', valid_until: '2099-12-31' });

    await user.click(screen.getByRole('button', { name: 'Remove Rezidence Vltava' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove membership?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(callsTo(api, 'DELETE', '/v1/users/7/memberships/buildings/1')).toHaveLength(1));
  });
});
