/**
 * The parking access check (issue 29 §4): staff check a plate against a unit on the parking screen's
 * building tab, or from the palette, and read the gate's decision and its reason; the command is
 * hidden from those without parking:manage.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommandContext } from '../../src/commands/types';
import type { GateReason } from '../../contract/rules/parking';
import { parkingCommands } from '../../src/features/parking/commands';
import { resetApp } from './helpers';
import { WITHOUT_PARKING, WITH_PARKING, callsTo, logEntry, member, parkingRoutes, renderParking, type Routes } from './parking-fixtures';
import { summaryOf } from './units-fixtures';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const STAFF = member(['parking:manage'], 'manager');
const CHECK = '/v1/buildings/1/parking/access-check';
const decision = (granted: boolean, reason: GateReason) => ({ granted, reason, log: logEntry({ was_granted: granted, reason }) });

function staffRoutes(over: Routes = {}): Routes {
  const perUnit = Object.entries(parkingRoutes(STAFF, [WITH_PARKING, WITHOUT_PARKING])).filter(([k]) => k.includes('/buildings/1/units/'));
  return {
    ...Object.fromEntries(perUnit),
    'GET /v1/buildings/1/units': { body: { units: [summaryOf(WITHOUT_PARKING), summaryOf(WITH_PARKING)] } },
    'GET /v1/buildings/1/parking/history': { body: { history: [], pagination: { page: 1, pages: 1, total: 0, per_page: 20, total_exact: true } } },
    ...over,
  };
}

const ctx = (perms: string[]): CommandContext =>
  ({ buildingId: 1, units: [], unit: null, location: '/', hasPermission: (code: string) => perms.includes(code) }) as unknown as CommandContext;

beforeEach(() => resetApp());

describe('parking access check', { timeout: 30_000 }, () => {
  it('the command is for parking staff only', () => {
    const command = parkingCommands.find((c) => c.id === 'parking.accessCheck')!;
    expect(command.isVisible!(ctx([]))).toBe(false);
    expect(command.isVisible!(ctx(['parking:manage']))).toBe(true);
    expect(command.keywords).toEqual(expect.arrayContaining(['access', 'přístup', 'kontrola']));
  });

  it('staff check a plate on the building tab and read the decision and its reason', async () => {
    const { api, user } = await renderParking({
      me: STAFF,
      units: [],
      path: `/parking?tab=building&unit=${WITH_PARKING.id}`,
      over: staffRoutes({ [`POST ${CHECK}`]: { body: decision(false, 'expired') } }),
    });
    const card = await screen.findByTestId('access-check-card');
    const unit = within(card).getByRole('combobox', { name: 'Unit' });
    await waitFor(() => expect(unit).toHaveValue(String(WITH_PARKING.id)));
    await user.click(within(card).getByRole('button', { name: 'Check' }));
    expect(await within(card).findByText('Enter the licence plate')).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: /Licence plate/ })).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api, 'POST', CHECK)).toEqual([]);
    await user.type(within(card).getByRole('textbox', { name: /Licence plate/ }), '2az 1010');
    await user.click(within(card).getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(callsTo(api, 'POST', CHECK)).toHaveLength(1));
    expect(callsTo(api, 'POST', CHECK)[0].body).toEqual({ license_plate: '2AZ1010', unit_id: WITH_PARKING.id });
    expect(await within(card).findByTestId('access-check-decision')).toHaveTextContent('2AZ1010 – unit 1.01: entry denied');
    expect(within(card).getByTestId('access-check-reason')).toHaveTextContent('The plate’s registration has expired.');
    // editing the plate clears the stale answer
    await user.type(within(card).getByRole('textbox', { name: /Licence plate/ }), 'X');
    expect(within(card).queryByTestId('access-check-result')).not.toBeInTheDocument();
  });

  it('residents see no access check on their parking screen', async () => {
    await renderParking({});
    await screen.findByRole('tab', { name: 'Vehicles' });
    expect(screen.queryByTestId('access-check-card')).not.toBeInTheDocument();
  });

  it('runs from the palette: plate and unit in, decision and reason out', async () => {
    const { api, user } = await renderParking({
      me: STAFF,
      units: [],
      over: staffRoutes({ [`POST ${CHECK}`]: { body: decision(true, 'granted') } }),
    });
    await user.keyboard('{Control>}k{/Control}');
    const p = await screen.findByTestId('command-palette');
    await user.click(within(p).getByTestId('command-parking.accessCheck'));
    const plate = await within(p).findByRole('textbox', { name: /Licence plate/ });
    await user.type(plate, '1ab2345');
    const unit = within(p).getByRole('combobox', { name: 'Unit' });
    await waitFor(() => expect(unit).toBeEnabled());
    await user.selectOptions(unit, '1.01 · Apartment');
    await user.click(within(p).getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(callsTo(api, 'POST', CHECK)).toHaveLength(1));
    expect(await within(p).findByTestId('access-check-decision')).toHaveTextContent('1AB2345 – unit 1.01: entry granted');
    expect(within(p).getByTestId('access-check-reason')).toHaveTextContent('registered to this unit');
  });
});
