/** The parking screen's actions are palette commands too, hidden from those who cannot run them (docs/architecture.md "Commands"). */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommandContext } from '../../src/commands/types';
import { allCommands } from '../../src/commands/registry';
import { parkingCommands } from '../../src/features/parking/commands';
import { resetApp } from './helpers';
import { WITHOUT_PARKING, WITH_PARKING, base, callsTo, member, renderParking, vehicle } from './parking-fixtures';
import { summaryOf } from './units-fixtures';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const command = (id: string) => parkingCommands.find((c) => c.id === id)!;
const ctx = (over: Partial<CommandContext> & { perms?: string[] } = {}): CommandContext =>
  ({ buildingId: 1, units: [], unit: null, location: '/', hasPermission: (code: string) => (over.perms ?? []).includes(code), ...over }) as CommandContext;

beforeEach(() => resetApp());

describe('parking commands: who sees them', () => {
  it('registers every parking action', () => {
    expect(allCommands().map((c) => c.id)).toEqual(
      expect.arrayContaining(['parking.addPlate', 'parking.editPlate', 'parking.deletePlate', 'parking.findPlate', 'parking.openLog', 'parking.switchOn', 'parking.createSpace', 'nav.parking']),
    );
  });

  it('offers editing and deleting plates only while the vehicles card shows some', () => {
    for (const id of ['parking.editPlate', 'parking.deletePlate']) {
      expect(command(id).isVisible!(ctx({ screen: {} }))).toBe(false);
      expect(command(id).isVisible!(ctx({ screen: { 'parking.vehicles': [] } }))).toBe(false);
      expect(command(id).isVisible!(ctx({ screen: { 'parking.vehicles': [vehicle({})] } }))).toBe(true);
    }
  });

  it('offers adding a plate and the gate log to people of a unit here, enabled only when the unit has parking', () => {
    const withParking = summaryOf(WITH_PARKING);
    const without = summaryOf(WITHOUT_PARKING);
    for (const id of ['parking.addPlate', 'parking.openLog']) {
      expect(command(id).isVisible!(ctx())).toBe(false);
      expect(command(id).isVisible!(ctx({ units: [withParking], unit: withParking }))).toBe(true);
      expect(command(id).isEnabled!(ctx({ units: [withParking], unit: withParking }))).toBe(true);
      expect(command(id).isEnabled!(ctx({ units: [without], unit: without }))).toBe(false);
    }
  });

  it('offers switching parking on only to holders of parking:manage, and finding a plate to them or a unit’s people', () => {
    expect(command('parking.switchOn').isVisible!(ctx())).toBe(false);
    expect(command('parking.switchOn').isVisible!(ctx({ units: [summaryOf(WITH_PARKING)] }))).toBe(false);
    expect(command('parking.switchOn').isVisible!(ctx({ perms: ['parking:manage'] }))).toBe(true);
    expect(command('parking.createSpace').isVisible!(ctx())).toBe(false);
    expect(command('parking.createSpace').isVisible!(ctx({ units: [summaryOf(WITH_PARKING)] }))).toBe(false);
    expect(command('parking.createSpace').isVisible!(ctx({ perms: ['parking:manage'] }))).toBe(true);
    expect(command('parking.findPlate').isVisible!(ctx())).toBe(false);
    expect(command('parking.findPlate').isVisible!(ctx({ perms: ['parking:manage'] }))).toBe(true);
    expect(command('parking.findPlate').isVisible!(ctx({ units: [summaryOf(WITH_PARKING)] }))).toBe(true);
  });
});

describe('parking commands in the palette', { timeout: 20_000 }, () => {
  async function palette(opts: Parameters<typeof renderParking>[0] = {}) {
    const r = await renderParking(opts);
    await r.user.keyboard('{Control>}k{/Control}');
    return { ...r, palette: await screen.findByTestId('command-palette') };
  }

  it('adds a plate from a small form with the same rules as the screen', async () => {
    const PLATES = `${base(WITH_PARKING)}/license-plates`;
    const { api, user, palette: p } = await palette({ over: { [`POST ${PLATES}`]: { status: 201, body: { license_plate: vehicle({ id: 9, license_plate: 'NEW1' }) } } } });
    await user.click(within(p).getByTestId('command-parking.addPlate'));
    const plate = await within(p).findByRole('textbox', { name: /Licence plate/ });
    await user.type(plate, 'ABCDEFGHI{Enter}');
    expect(await within(p).findByText('A licence plate has at most 8 characters')).toBeInTheDocument();
    expect(callsTo(api, 'POST', PLATES)).toEqual([]);
    await user.clear(plate);
    await user.type(plate, 'new 1{Enter}');
    await waitFor(() => expect(callsTo(api, 'POST', PLATES)).toHaveLength(1));
    expect(callsTo(api, 'POST', PLATES)[0].body).toEqual({ license_plate: 'NEW1', name: null, email: 'jana@example.cz', type: 'permanent', parking_space_id: null, note: null });
    expect(await screen.findByText('Licence plate NEW1 added')).toBeInTheDocument();
  });

  it('opens the gate log filtered by a plate', async () => {
    const { user, palette: p } = await palette();
    await user.click(within(p).getByTestId('command-parking.openLog'));
    await user.type(await within(p).findByRole('textbox', { name: 'Licence plate' }), 'ab 12{Enter}');
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/parking?tab=log&search=AB12'));
    expect(await screen.findByRole('tab', { name: 'Access log' })).toHaveAttribute('aria-selected', 'true');
  });

  it('finds a plate across the units and opens it', async () => {
    const { api, user, palette: p } = await palette({
      over: { 'GET /v1/buildings/1/license-plates': { body: { license_plates: [{ ...vehicle({ id: 2, license_plate: 'ZZ999' }), unit_number: '1.01' }] } } },
    });
    await user.click(within(p).getByTestId('command-parking.findPlate'));
    await user.type(await within(p).findByRole('searchbox', { name: 'Plates of your units' }), 'zz');
    await waitFor(() => expect(api.mock.calls.some(([url]) => String(url) === '/v1/buildings/1/license-plates?search=zz')).toBe(true));
    await user.click(await within(p).findByRole('button', { name: /ZZ999/ }));
    await waitFor(() => expect(window.location.search).toBe('?search=ZZ999'));
  });

  it('switches parking on for a unit without it (staff)', async () => {
    const { api, user, palette: p } = await palette({
      me: member(['parking:manage'], 'manager'),
      over: {
        'GET /v1/buildings/1/units': { body: { units: [summaryOf(WITH_PARKING), summaryOf(WITHOUT_PARKING)] } },
        [`POST /v1/units/${WITHOUT_PARKING.id}/set-parking`]: { body: { status: 'success', unit: { id: WITHOUT_PARKING.id, has_parking: true } } },
      },
    });
    await user.click(within(p).getByTestId('command-parking.switchOn'));
    const list = await within(p).findByRole('list', { name: 'Units without parking' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['1.03 · Apartment']);
    await user.click(within(list).getByRole('button', { name: '1.03 · Apartment' }));
    await waitFor(() => expect(callsTo(api, 'POST', `/v1/units/${WITHOUT_PARKING.id}/set-parking`)).toHaveLength(1));
    expect(callsTo(api, 'POST', `/v1/units/${WITHOUT_PARKING.id}/set-parking`)[0].body).toEqual({ has_parking: true });
    expect(await screen.findByText('Parking switched on for unit 1.03')).toBeInTheDocument();
    // the screen lands on the unit just switched on
    await waitFor(() => expect(window.location.search).toBe(`?unit=${WITHOUT_PARKING.id}`));
  });

  it('creates a parking space for a unit with parking, then opens the screen on it (staff)', async () => {
    const SPACES = `${base(WITH_PARKING)}/parking-spaces`;
    const { api, user, palette: p } = await palette({
      me: member(['parking:manage'], 'manager'),
      units: [],
      over: {
        'GET /v1/buildings/1/units': { body: { units: [summaryOf(WITH_PARKING), summaryOf(WITHOUT_PARKING)] } },
        [`POST ${SPACES}`]: { status: 201, body: { parking_space: { id: 8, name: 'G-08', location: 'Garáž -1', floor: -1, unit_id: WITH_PARKING.id, is_active: 1, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' } } },
      },
    });
    await user.click(within(p).getByTestId('command-parking.createSpace'));
    const unitSelect = await within(p).findByRole('combobox', { name: 'Unit' });
    // only units with parking can have spaces
    expect(within(unitSelect).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', '1.01 · Apartment']);
    await user.selectOptions(unitSelect, '1.01 · Apartment');
    await user.click(within(p).getByRole('button', { name: 'Create space' }));
    expect(await within(p).findByText('Enter the space\'s name.')).toBeInTheDocument();
    expect(within(p).getByRole('textbox', { name: /Space name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api, 'POST', SPACES)).toEqual([]);
    await user.type(within(p).getByRole('textbox', { name: /Space name/ }), 'G-08');
    await user.type(within(p).getByRole('textbox', { name: 'Location' }), 'Garáž -1');
    await user.type(within(p).getByRole('spinbutton', { name: 'Floor' }), '-1');
    await user.click(within(p).getByRole('button', { name: 'Create space' }));
    await waitFor(() => expect(callsTo(api, 'POST', SPACES)).toHaveLength(1));
    expect(callsTo(api, 'POST', SPACES)[0].body).toEqual({ name: 'G-08', location: 'Garáž -1', floor: -1 });
    await waitFor(() => expect(window.location.search).toBe(`?unit=${WITH_PARKING.id}`));
  });

  it('edits and deletes a plate of the screen from pick lists, through the screen’s own dialogs', async () => {
    const { user, palette: p } = await palette();
    await screen.findByTestId('vehicles-table');
    await user.click(await within(p).findByTestId('command-parking.editPlate'));
    await user.click(within(p).getByRole('option', { name: /ZZ999/ }));
    const form = await screen.findByTestId('vehicle-form');
    expect(within(form).getByRole('textbox', { name: /Licence plate/ })).toHaveValue('ZZ999');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('vehicle-form')).not.toBeInTheDocument());

    await user.keyboard('{Control>}k{/Control}');
    const again = await screen.findByTestId('command-palette');
    await user.click(within(again).getByTestId('command-parking.deletePlate'));
    await user.click(within(again).getByRole('option', { name: /CC100/ }));
    expect(await screen.findByText('Delete the licence plate CC100? The gate will no longer let it in.')).toBeInTheDocument();
  });

  it('hides switching parking on from a resident', async () => {
    const { palette: p } = await palette();
    expect(within(p).getByTestId('command-parking.addPlate')).toBeInTheDocument();
    expect(within(p).queryByTestId('command-parking.switchOn')).not.toBeInTheDocument();
  });
});
