/** The parking screen's vehicles tab (spec 000 §2, §4, §5, §8; issue 9 §2). */
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../src/app/App';
import { sockets } from './fakeSocket';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { VEHICLES, WITHOUT_PARKING, WITH_PARKING, base, callsTo, connectLive, holdGets, member, parkingRoutes, renderParking, vehicle } from './parking-fixtures';
import { apiSettled } from './settled';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const PLATES = `${base(WITH_PARKING)}/license-plates`;
const plates = () =>
  within(screen.getByTestId('vehicles-table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('td')?.textContent);
const header = (name: string) => within(screen.getByTestId('vehicles-table')).getByRole('button', { name });
const futureDate = () => `${new Date().getFullYear() + 1}-06-30`;

beforeEach(() => {
  resetApp();
  sockets.length = 0;
});

describe('vehicles', { timeout: 20_000 }, () => {
  it('shows 3 skeleton rows while the plates load, then permanent first and by plate', async () => {
    resetApp('/parking');
    signIn();
    const held = holdGets(mockApi(parkingRoutes(member(), [WITH_PARKING])), PLATES);
    renderWithApp(<AppRoutes />);
    await waitFor(() => expect(held.length).toBeGreaterThan(0), { timeout: 10_000 });
    // the spaces card's list (answered at once) leaves the plates' placeholder alone on screen
    await waitFor(() => expect(screen.getAllByTestId('skeleton-rows')).toHaveLength(1));
    expect(screen.getByTestId('skeleton-rows').children).toHaveLength(3);
    expect(screen.queryByTestId('vehicles-table')).not.toBeInTheDocument();
    await act(async () => held.forEach((h) => h.answer({ license_plates: VEHICLES })));
    await screen.findByTestId('vehicles-table');
    expect(plates()).toEqual(['CC100', 'ZZ999', 'AB123']);
  });

  it('shows an error with retry when the plates cannot be loaded, and toasts the server message', async () => {
    await renderParking({ over: { [`GET ${PLATES}`]: { status: 500, body: { message: 'Database unavailable' } } } });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Vehicles could not be loaded');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('takes an answer of the wrong shape for a failure, not for an empty list', async () => {
    await renderParking({ over: { [`GET ${PLATES}`]: { body: { license_plates: [{ id: 1, license_plate: 'AB123' }] } } } });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Vehicles could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByTestId('vehicles-table')).not.toBeInTheDocument();
  });

  it('sorts by a column, toggles on the same one and starts a new one ascending', async () => {
    const { user } = await renderParking();
    await screen.findByTestId('vehicles-table');
    await user.click(header('Plate'));
    expect(plates()).toEqual(['AB123', 'CC100', 'ZZ999']);
    expect(header('Plate').closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(header('Plate'));
    expect(plates()).toEqual(['ZZ999', 'CC100', 'AB123']);
    expect(header('Plate').closest('th')).toHaveAttribute('aria-sort', 'descending');
    await user.click(header('Valid from'));
    expect(plates()).toEqual(['CC100', 'ZZ999', 'AB123']);
    expect(header('Plate').closest('th')).toHaveAttribute('aria-sort', 'none');
  });

  it('filters the plates by the search box', async () => {
    const { user } = await renderParking();
    await screen.findByTestId('vehicles-table');
    await user.type(screen.getByRole('searchbox', { name: 'Search vehicles' }), 'zz 9');
    expect(plates()).toEqual(['ZZ999']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search vehicles' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search vehicles' }), 'nothing');
    expect(screen.getByText('No vehicle matches the search')).toBeInTheDocument();
  });

  it('refuses a 9-character plate and a temporary plate without an end date, and sends nothing', async () => {
    const { api, user } = await renderParking();
    await screen.findByTestId('vehicles-table');
    await user.click(screen.getByRole('button', { name: 'Add licence plate' }));
    const form = await screen.findByTestId('vehicle-form');
    expect(within(form).getByRole('textbox', { name: 'E-mail' })).toHaveValue('jana@example.cz');
    await user.type(within(form).getByRole('textbox', { name: /Licence plate/ }), 'abc 123 456');
    expect(within(form).getByText('Will be saved as ABC123456')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('A licence plate has at most 8 characters')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Licence plate/ })).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(form).getByRole('textbox', { name: /Licence plate/ }));
    await user.type(within(form).getByRole('textbox', { name: /Licence plate/ }), '1ab 2345');
    // the date field is there only for a temporary plate
    expect(within(form).queryByLabelText(/Valid until/)).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Type' }), 'temporary');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('A temporary vehicle needs an end date')).toBeInTheDocument();
    expect(callsTo(api, 'POST', PLATES)).toEqual([]);
  });

  it('adds a temporary plate with its date as yyyy-MM-dd and space none, and names the plate in the toast', async () => {
    const { api, user } = await renderParking({
      over: { [`POST ${PLATES}`]: (req) => ({ status: 201, body: { license_plate: vehicle({ id: 9, license_plate: JSON.parse(String(req.body)).license_plate, type: 'temporary' }) } }) },
    });
    await screen.findByTestId('vehicles-table');
    await user.click(screen.getByRole('button', { name: 'Add licence plate' }));
    const form = await screen.findByTestId('vehicle-form');
    await user.type(within(form).getByRole('textbox', { name: /Licence plate/ }), '1ab 2345');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Type' }), 'temporary');
    await user.type(within(form).getByLabelText(/Valid until/), futureDate());
    expect(within(form).getByRole('combobox', { name: 'Parking space' })).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(callsTo(api, 'POST', PLATES)).toHaveLength(1));
    expect(callsTo(api, 'POST', PLATES)[0].body).toEqual({
      license_plate: '1AB2345',
      name: null,
      email: 'jana@example.cz',
      type: 'temporary',
      valid_to: futureDate(),
      parking_space_id: null,
      note: null,
    });
    expect(await screen.findByText('Licence plate 1AB2345 added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('vehicle-form')).not.toBeInTheDocument());
  });

  it('sends no date for a permanent plate, even after one was typed, and the chosen space', async () => {
    const { api, user } = await renderParking({
      over: { [`POST ${PLATES}`]: { status: 201, body: { license_plate: vehicle({ id: 9, license_plate: 'XY1' }) } } },
    });
    await screen.findByTestId('vehicles-table');
    await user.click(screen.getByRole('button', { name: 'Add licence plate' }));
    const form = await screen.findByTestId('vehicle-form');
    await user.type(within(form).getByRole('textbox', { name: /Licence plate/ }), 'xy1');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Type' }), 'temporary');
    await user.type(within(form).getByLabelText(/Valid until/), futureDate());
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Type' }), 'permanent');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Parking space' }), '7');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(callsTo(api, 'POST', PLATES)).toHaveLength(1));
    const body = callsTo(api, 'POST', PLATES)[0].body;
    expect(body).not.toHaveProperty('valid_to');
    expect(body).toMatchObject({ license_plate: 'XY1', type: 'permanent', parking_space_id: 7 });
  });

  it("toasts the server's message when adding fails and keeps the form", async () => {
    const { user } = await renderParking({
      over: { [`POST ${PLATES}`]: { status: 409, body: { message: 'This licence plate is already registered in the building.' } } },
    });
    await screen.findByTestId('vehicles-table');
    await user.click(screen.getByRole('button', { name: 'Add licence plate' }));
    const form = await screen.findByTestId('vehicle-form');
    await user.type(within(form).getByRole('textbox', { name: /Licence plate/ }), 'ZZ999');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This licence plate is already registered in the building.')).toBeInTheDocument();
    expect(screen.getByTestId('vehicle-form')).toBeInTheDocument();
  });

  it('edits a plate with PUT and deletes one after a confirmation', async () => {
    const { api, user } = await renderParking({
      over: {
        [`PUT ${PLATES}/2`]: (req) => ({ body: { license_plate: vehicle({ id: 2, ...JSON.parse(String(req.body)) }) } }),
        [`DELETE ${PLATES}/3`]: { body: { status: 'success' } },
      },
    });
    await screen.findByTestId('vehicles-table');
    await user.click(screen.getByRole('button', { name: 'Edit ZZ999' }));
    const form = await screen.findByTestId('vehicle-form');
    expect(within(form).getByRole('combobox', { name: 'Parking space' })).toHaveValue('7');
    await user.clear(within(form).getByRole('textbox', { name: 'Name' }));
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Octavia');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(api, 'PUT', `${PLATES}/2`)).toHaveLength(1));
    expect(callsTo(api, 'PUT', `${PLATES}/2`)[0].body).toMatchObject({ license_plate: 'ZZ999', name: 'Octavia', parking_space_id: 7 });
    expect(await screen.findByText('Licence plate ZZ999 saved')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete CC100' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete licence plate' });
    expect(callsTo(api, 'DELETE', `${PLATES}/3`)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(api, 'DELETE', `${PLATES}/3`)).toHaveLength(1));
    expect(await screen.findByText('Licence plate CC100 deleted')).toBeInTheDocument();
  });

  it('lists the parking spaces, and offers creating one only with parking:manage', async () => {
    await renderParking();
    expect(await within(await screen.findByTestId('parking-spaces')).findByText('G-07')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create space' })).not.toBeInTheDocument();
    resetApp();
    const { api, user } = await renderParking({
      me: member(['parking:manage'], 'manager'),
      over: { [`POST ${base(WITH_PARKING)}/parking-spaces`]: { status: 201, body: { parking_space: { id: 8, name: 'G-08' } } } },
    });
    const form = await screen.findByRole('form', { name: 'Create space' });
    await user.type(within(form).getByRole('textbox', { name: /Space name/ }), 'G-08');
    await user.click(within(form).getByRole('button', { name: 'Create space' }));
    await waitFor(() => expect(callsTo(api, 'POST', `${base(WITH_PARKING)}/parking-spaces`)).toHaveLength(1));
    expect(callsTo(api, 'POST', `${base(WITH_PARKING)}/parking-spaces`)[0].body).toEqual({ name: 'G-08', location: null, floor: null });
  });

  it('reloads the plates on parking.vehicles_changed, without a reload of the page', async () => {
    let list = VEHICLES;
    const { api } = await renderParking({ over: { [`GET ${PLATES}`]: () => ({ body: { license_plates: list } }) } });
    await screen.findByTestId('vehicles-table');
    const send = await connectLive();
    // every load so far answered, so the count below moves only for the event
    await apiSettled(api);
    const asked = callsTo(api, 'GET', PLATES).length;
    list = [...VEHICLES, vehicle({ id: 10, license_plate: 'LIVE1' })];
    send('parking.vehicles_changed', { unit_id: WITH_PARKING.id });
    expect(await screen.findByTestId('vehicle-row-LIVE1')).toBeInTheDocument();
    expect(callsTo(api, 'GET', PLATES).length).toBe(asked + 1);
  });

  it('warns about a unit without parking and disables adding', async () => {
    await renderParking({ units: [WITHOUT_PARKING] });
    expect(await screen.findByTestId('no-parking-banner')).toHaveTextContent('This unit has no parking access.');
    expect(screen.getByRole('button', { name: 'Add licence plate' })).toBeDisabled();
  });

  it('asks for a unit when the user has none selected in the building', async () => {
    await renderParking({ units: [] });
    expect(await screen.findByText('Select a unit')).toBeInTheDocument();
  });
});
