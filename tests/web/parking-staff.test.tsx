/**
 * Staff on the parking screen (holders of parking:manage, read from /users/me): a unit picker over
 * every unit of the building, kept in the URL (?unit=ID), and the whole building's gate log.
 * Residents keep the sidebar's unit and see neither.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApp } from './helpers';
import { WITHOUT_PARKING, WITH_PARKING, base, callsTo, connectLive, logEntry, member, parkingRoutes, renderParking, type Routes } from './parking-fixtures';
import { summaryOf } from './units-fixtures';
import { sockets } from './fakeSocket';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const STAFF = member(['parking:manage'], 'manager');
const BUILDING_UNITS = 'GET /v1/buildings/1/units';
const BUILDING_LOG = '/v1/buildings/1/parking/history';

/** A manager with no unit of their own: the building's units and each unit's parking answers. */
function staffRoutes(over: Routes = {}): Routes {
  const perUnit = Object.entries(parkingRoutes(STAFF, [WITH_PARKING, WITHOUT_PARKING])).filter(([k]) => k.includes('/buildings/1/units/'));
  return { ...Object.fromEntries(perUnit), [BUILDING_UNITS]: { body: { units: [summaryOf(WITHOUT_PARKING), summaryOf(WITH_PARKING)] } }, ...over };
}

const picker = () => screen.findByTestId('parking-unit-picker');

beforeEach(() => {
  resetApp();
  sockets.length = 0;
});

describe('parking screen for staff', { timeout: 20_000 }, () => {
  it('offers staff without a unit of their own a picker; the chosen unit’s plates, spaces and log load and the URL keeps it', async () => {
    const { api, user } = await renderParking({ me: STAFF, units: [], over: staffRoutes() });
    expect(await screen.findByText('Select a unit')).toBeInTheDocument();
    const select = within(await picker()).getByRole('combobox', { name: 'Unit' });
    // sorted by number, searchable by it
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', '1.01 · Apartment', '1.03 · Apartment']);
    await user.type(within(await picker()).getByRole('searchbox', { name: 'Find a unit' }), '03');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', '1.03 · Apartment']);
    await user.clear(within(await picker()).getByRole('searchbox', { name: 'Find a unit' }));
    await user.selectOptions(select, '1.01 · Apartment');
    await waitFor(() => expect(window.location.search).toBe(`?unit=${WITH_PARKING.id}`));
    expect(await screen.findByTestId('vehicle-row-ZZ999')).toBeInTheDocument();
    expect(await within(await screen.findByTestId('parking-spaces')).findByText('G-07')).toBeInTheDocument();
    expect(callsTo(api, 'GET', `${base(WITH_PARKING)}/license-plates`).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('tab', { name: 'Access log' }));
    expect(await screen.findByTestId('log-row-1')).toBeInTheDocument();
    expect(window.location.search).toBe(`?unit=${WITH_PARKING.id}&tab=log`);
  });

  it('honours ?unit=ID on load, and refetches the lists for another chosen unit', async () => {
    const { api, user } = await renderParking({ me: STAFF, units: [], over: staffRoutes(), path: `/parking?unit=${WITHOUT_PARKING.id}` });
    expect(await screen.findByTestId('no-parking-banner')).toBeInTheDocument();
    expect(screen.getByText(/Unit 1\.03/)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, 'GET', `${base(WITHOUT_PARKING)}/license-plates`)).toHaveLength(1));
    expect(callsTo(api, 'GET', `${base(WITH_PARKING)}/license-plates`)).toEqual([]);
    await user.selectOptions(within(await picker()).getByRole('combobox', { name: 'Unit' }), '1.01 · Apartment');
    expect(await screen.findByTestId('vehicle-row-ZZ999')).toBeInTheDocument();
    expect(screen.queryByTestId('no-parking-banner')).not.toBeInTheDocument();
    expect(callsTo(api, 'GET', `${base(WITH_PARKING)}/license-plates`).length).toBeGreaterThan(0);
  });

  it('starts staff on the sidebar’s unit when they have one here', async () => {
    await renderParking({ me: STAFF, units: [WITH_PARKING], over: staffRoutes() });
    expect(await screen.findByTestId('vehicle-row-ZZ999')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('parking-unit-picker')).getByRole('combobox', { name: 'Unit' })).toHaveValue(String(WITH_PARKING.id)));
  });

  it('keeps residents on the sidebar’s unit: no picker, no building list, ?unit ignored', async () => {
    const { api } = await renderParking({ units: [WITH_PARKING], over: staffRoutes(), path: `/parking?unit=${WITHOUT_PARKING.id}` });
    expect(await screen.findByTestId('vehicle-row-ZZ999')).toBeInTheDocument();
    expect(screen.queryByTestId('parking-unit-picker')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Whole building' })).not.toBeInTheDocument();
    expect(callsTo(api, 'GET', '/v1/buildings/1/units')).toEqual([]);
    expect(callsTo(api, 'GET', `${base(WITHOUT_PARKING)}/license-plates`)).toEqual([]);
  });

  it('toasts the gate passes of the chosen unit only, and reloads its log on them', async () => {
    const HISTORY = `${base(WITH_PARKING)}/parking-history`;
    const { api } = await renderParking({ me: STAFF, units: [], over: staffRoutes(), path: `/parking?unit=${WITH_PARKING.id}&tab=log` });
    await screen.findByTestId('log-row-1');
    const send = await connectLive();
    const asked = callsTo(api, 'GET', HISTORY).length;
    send('parking.gate_event', logEntry({ log_id: 2, unit_id: WITH_PARKING.id, license_plate: 'AB123', direction: 'reverse' }));
    expect(await screen.findByText('AB123: Exit granted')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(api, 'GET', HISTORY).length).toBeGreaterThan(asked));
    send('parking.gate_event', logEntry({ log_id: 3, unit_id: WITHOUT_PARKING.id, license_plate: 'OTHER1' }));
    // a pass of the chosen unit sent after it: once its toast shows, the other unit's would have shown too
    send('parking.gate_event', logEntry({ log_id: 4, unit_id: WITH_PARKING.id, license_plate: 'MARK1' }));
    expect(await screen.findByText('MARK1: Entry granted')).toBeInTheDocument();
    expect(screen.queryByText(/OTHER1/)).not.toBeInTheDocument();
  });

  it('shows the building’s units’ load failure with a retry', async () => {
    await renderParking({ me: STAFF, units: [], over: staffRoutes({ [BUILDING_UNITS]: { status: 500, body: { message: 'Units are down' } } }) });
    expect(await screen.findByText('Units are down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('the whole building’s gate log', { timeout: 20_000 }, () => {
  const history = {
    body: {
      history: [logEntry({ log_id: 5, unit_id: WITH_PARKING.id, license_plate: 'ZZ999' }), logEntry({ log_id: 6, unit_id: null, license_plate: 'XX000', was_granted: false, reason: 'unknown_plate' })],
      pagination: { page: 1, pages: 1, total: 2, per_page: 20, total_exact: true },
    },
  };

  it('lists every pass of the building for staff, naming the unit or none', async () => {
    const { api } = await renderParking({ me: STAFF, units: [], over: staffRoutes({ [`GET ${BUILDING_LOG}`]: history }), path: '/parking?tab=building' });
    expect(await screen.findByRole('heading', { name: 'Gate log of the whole building' })).toBeInTheDocument();
    expect(within(await screen.findByTestId('log-row-5')).getByText('1.01')).toBeInTheDocument();
    expect(within(screen.getByTestId('log-row-6')).getByText('no unit')).toBeInTheDocument();
    expect(callsTo(api, 'GET', BUILDING_LOG)[0].url).toBe(`${BUILDING_LOG}?page=1&per_page=20`);
  });

  it('jumps from a pass to its unit’s own log', async () => {
    const { user } = await renderParking({ me: STAFF, units: [], over: staffRoutes({ [`GET ${BUILDING_LOG}`]: history }), path: '/parking?tab=building' });
    await user.click(within(await screen.findByTestId('log-row-5')).getByRole('link', { name: 'Open unit 1.01' }));
    await waitFor(() => expect(window.location.search).toBe(`?unit=${WITH_PARKING.id}&tab=log`));
    expect(await screen.findByRole('tab', { name: 'Access log' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Gate access log' })).toBeInTheDocument();
  });

  it('says so when the building has no passes yet', async () => {
    await renderParking({
      me: STAFF,
      units: [],
      over: staffRoutes({ [`GET ${BUILDING_LOG}`]: { body: { history: [], pagination: { page: 1, pages: 1, total: 0, per_page: 20, total_exact: true } } } }),
      path: '/parking?tab=building',
    });
    expect(await screen.findByText('No gate passes yet')).toBeInTheDocument();
  });

  it('is not offered to residents, who never ask for it', async () => {
    const { api } = await renderParking({ units: [WITH_PARKING], over: { [`GET ${BUILDING_LOG}`]: history }, path: '/parking?tab=building' });
    expect(await screen.findByTestId('vehicle-row-ZZ999')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Whole building' })).not.toBeInTheDocument();
    expect(callsTo(api, 'GET', BUILDING_LOG)).toEqual([]);
  });
});
