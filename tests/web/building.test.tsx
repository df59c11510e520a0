import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuildingInfo } from '../../contract/building-info';
import type { Me } from '../../contract/users';
import { AppRoutes } from '../../src/app/App';
import { openDialog } from '../../src/commands/pendingAction';
import { buildingCommands } from '../../src/features/building/commands';
import { floorplansCommands } from '../../src/features/floorplans/commands';
import type { CommandContext } from '../../src/commands/types';
import { i18n } from '../../src/lib/i18n';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { BUILDING_ADMIN, GLOBAL_ADMIN, GLOBAL_ADMIN_DENIED, MANAGER, PLANS, RESIDENT } from './floorplan-fixtures';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const BUILDING = { id: 1, name: 'Vinohradská 12', code: 'VIN', address: 'Vinohradská 12, Praha 2' };
const INFO: BuildingInfo = {
  id: 1,
  name: BUILDING.name,
  address: BUILDING.address,
  image_url: '/v1/buildings/1/image',
  details: {
    type: 'association',
    construction_year: 1932,
    reconstruction_year: 2015,
    floor_count: 6,
    elevator_count: 1,
    parking: { visitor_spots: 3, resident_spots: 12, garage_count: 4 },
  },
  managers: [{ id: 1, name: 'Petr Správce', position: 'Správce budovy', email: 'petr@example.cz', phone: '+420 601 111 222' }],
  emergency_contacts: [{ id: 1, name: 'Havarijní služba', type: 'plumbing', phone: '800 100 200', email: null }],
  reception: {
    is_present: true,
    location: 'Přízemí',
    phone: '+420 222 333 444',
    email: 'recepce@example.cz',
    opening_hours: { monday: [{ from: '13:00', to: '17:00' }, { from: '08:00', to: '12:00' }], friday: [{ from: '08:00', to: '14:00' }] },
  },
  updated_at: '2026-01-01T00:00:00Z',
};

async function renderOverview(me: Me, routes: Parameters<typeof mockApi>[0] = {}, buildings = [BUILDING]) {
  signIn();
  const api = mockApi({
    'GET /v1/users/me': { body: me },
    'GET /v1/buildings': { body: { buildings } },
    'GET /v1/units/my': { body: { status: 'success', units: [] } },
    'GET /v1/buildings/1/info': { body: { building: INFO } },
    'GET /v1/buildings/1/floorplans': { body: { floorplans: PLANS } },
    ...routes,
  });
  renderWithApp(<AppRoutes />);
  return { api, user: userEvent.setup() };
}

const calls = (api: ReturnType<typeof mockApi>, method: string, url: string) =>
  api.mock.calls.filter(([u, init]) => String(u) === url && (init?.method ?? 'GET').toUpperCase() === method);

// lazy routes and user-event typing are slow when the whole suite runs in parallel
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => resetApp('/building-info'));

describe('building overview', () => {
  it('asks to select a building when none is selected', async () => {
    await renderOverview(RESIDENT, {}, [BUILDING, { ...BUILDING, id: 2, name: 'Druhý dům' }]);
    expect(await screen.findByText('Select Building', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Building map' })).not.toBeInTheDocument();
  });

  it('shows name, address, hero image and the two buttons', async () => {
    await renderOverview(RESIDENT);
    expect(await screen.findByRole('heading', { name: 'Vinohradská 12' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getAllByText('Vinohradská 12, Praha 2').length).toBeGreaterThan(0);
    expect(await screen.findByTestId('building-hero')).toHaveAttribute('src', '/v1/buildings/1/image');
    expect(screen.getByRole('button', { name: 'Building map' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Information about the building' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Public building page' })).toHaveAttribute('href', '/building-info/1');
    expect(screen.queryByRole('button', { name: 'Edit information' })).not.toBeInTheDocument();
  });

  it('opens the information dialog with its four cards', async () => {
    const { user } = await renderOverview(RESIDENT);
    await user.click(await screen.findByRole('button', { name: 'Information about the building' }, { timeout: 20_000 }));
    const dialog = await screen.findByTestId('building-info-dialog');
    for (const title of ['Address', 'Parking', 'Management', 'Reception']) {
      expect(within(dialog).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(within(dialog).getByText("Apartment building owned by an owners' association")).toBeInTheDocument();
    expect(within(dialog).getByText('1932')).toBeInTheDocument();
    expect(within(dialog).getByText('Petr Správce')).toBeInTheDocument();
    expect(within(dialog).getByText('Havarijní služba')).toBeInTheDocument();
    expect(within(dialog).getByText('08:00–12:00, 13:00–17:00')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Closed').length).toBe(5);
  });

  it('shows a raw building type as it is', async () => {
    const { user } = await renderOverview(RESIDENT, {
      'GET /v1/buildings/1/info': { body: { building: { ...INFO, details: { ...INFO.details, type: 'panelák' } } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Information about the building' }, { timeout: 20_000 }));
    expect(await within(await screen.findByTestId('building-info-dialog')).findByText('panelák')).toBeInTheDocument();
  });

  it('shows the load-error message in the dialog', async () => {
    const { user } = await renderOverview(RESIDENT, { 'GET /v1/buildings/1/info': { status: 500, body: { message: 'x' } } });
    await user.click(await screen.findByRole('button', { name: 'Information about the building' }, { timeout: 20_000 }));
    expect(await within(await screen.findByTestId('building-info-dialog')).findByText('Failed to load building information')).toBeInTheDocument();
  });

  it('treats an answer of the wrong shape as a load failure', async () => {
    const { user } = await renderOverview(RESIDENT, { 'GET /v1/buildings/1/info': { body: { building: { ...INFO, details: 'six floors' } } } });
    await user.click(await screen.findByRole('button', { name: 'Information about the building' }, { timeout: 20_000 }));
    expect(await within(await screen.findByTestId('building-info-dialog')).findByText('Failed to load building information')).toBeInTheDocument();
  });

  it("opens the floor-plan dialog from 'Building map'", async () => {
    const { user } = await renderOverview(RESIDENT);
    await user.click(await screen.findByRole('button', { name: 'Building map' }, { timeout: 20_000 }));
    const dialog = await screen.findByTestId('floorplan-dialog');
    expect(await within(dialog).findByText('Přízemí – vstupní hala')).toBeInTheDocument();
  });

  it.each([
    ['a resident', false, RESIDENT],
    ['a building manager', false, MANAGER],
    ['a building admin', true, BUILDING_ADMIN],
    ['a global admin', true, GLOBAL_ADMIN],
    ['a global admin with a direct denial', false, GLOBAL_ADMIN_DENIED],
  ])('%s may edit building information: %s', async (_who, may, me) => {
    await renderOverview(me);
    await screen.findByRole('heading', { name: 'Vinohradská 12' }, { timeout: 20_000 });
    await waitFor(() => expect(Boolean(screen.queryByRole('button', { name: 'Edit information' }))).toBe(may));
  });

  it('lets staff edit details, lists and opening hours with PUT', async () => {
    const { api, user } = await renderOverview(BUILDING_ADMIN, {
      // a valid answer: the server gives each saved contact its id
      'PUT /v1/buildings/1/info': (init) => {
        const sent = JSON.parse(String(init.body)) as { emergency_contacts: object[] };
        const emergency_contacts = sent.emergency_contacts.map((c, i) => ({ id: i + 1, ...c }));
        return { body: { building: { ...INFO, ...sent, managers: [], emergency_contacts } } };
      },
    });
    const edit = await screen.findByRole('button', { name: 'Edit information' }, { timeout: 20_000 });
    await waitFor(() => expect(edit).toBeEnabled());
    await user.click(edit);
    const form = await screen.findByRole('form', { name: 'Edit building information' });
    await user.clear(within(form).getByLabelText('Number of elevators'));
    await user.type(within(form).getByLabelText('Number of elevators'), '2');
    // remove the manager, add an emergency contact without a name: refused before sending
    await user.click(within(within(form).getByTestId('managers-row')).getByRole('button', { name: 'Remove' }));
    await user.click(within(form).getByRole('button', { name: 'Add emergency contact' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(calls(api, 'PUT', '/v1/buildings/1/info')).toHaveLength(0);
    const rows = within(form).getAllByTestId('contacts-row');
    await user.type(within(rows[1]).getByLabelText(/^Name/), 'Výtahy');
    // Sunday gets opening hours
    await user.click(within(form).getByRole('button', { name: 'Add time – Sunday' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(api, 'PUT', '/v1/buildings/1/info')).toHaveLength(1));
    const body = JSON.parse(String(calls(api, 'PUT', '/v1/buildings/1/info')[0][1]!.body));
    expect(body.details).toMatchObject({ type: 'association', elevator_count: 2, construction_year: 1932, parking: { garage_count: 4 } });
    expect(body.managers).toEqual([]);
    expect(body.emergency_contacts).toEqual([
      { name: 'Havarijní služba', type: 'plumbing', phone: '800 100 200', email: null },
      { name: 'Výtahy', type: null, phone: null, email: null },
    ]);
    expect(body.reception.opening_hours.sunday).toEqual([{ from: '08:00', to: '16:00' }]);
    expect(body.reception.opening_hours.monday).toHaveLength(2);
    expect(await screen.findByText('Building information saved')).toBeInTheDocument();
  });

  it('shows the schema’s messages under the fields and sends nothing when they are invalid', async () => {
    const { api, user } = await renderOverview(BUILDING_ADMIN);
    const edit = await screen.findByRole('button', { name: 'Edit information' }, { timeout: 20_000 });
    await waitFor(() => expect(edit).toBeEnabled());
    await user.click(edit);
    const form = await screen.findByRole('form', { name: 'Edit building information' });
    const floors = within(form).getByLabelText('Number of floors');
    await user.clear(floors);
    await user.type(floors, '201');
    const emails = within(form).getAllByLabelText('E-mail');
    const receptionEmail = emails[emails.length - 1];
    await user.clear(receptionEmail);
    await user.type(receptionEmail, 'recepce.example.cz');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    // the server's own limits and words (contract/building-info.ts), each under its field
    expect(await within(form).findByText('Field “Number of floors” may be at most 200')).toBeInTheDocument();
    expect(within(form).getByText('Invalid e-mail format')).toBeInTheDocument();
    expect(floors).toHaveAttribute('aria-invalid', 'true');
    expect(receptionEmail).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('The form has errors; please correct the highlighted fields.')).toBeInTheDocument();
    expect(calls(api, 'PUT', '/v1/buildings/1/info')).toHaveLength(0);
  });

  it('opens its dialogs from palette commands (pending actions)', async () => {
    await renderOverview(BUILDING_ADMIN);
    await screen.findByRole('heading', { name: 'Vinohradská 12' }, { timeout: 20_000 });
    act(() => openDialog('building.info'));
    expect(await screen.findByTestId('building-info-dialog')).toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('building-info-dialog')).not.toBeInTheDocument());
    act(() => openDialog('floorplans.open', { floor: 2 }));
    expect(await within(await screen.findByTestId('floorplan-dialog')).findByText('Druhé patro')).toBeInTheDocument();
  });
});

describe('finding the building and its floor plans (issue 7)', () => {
  it('the sidebar links to the overview, in both languages', async () => {
    await renderOverview(RESIDENT);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 20_000 });
    const link = within(nav).getByRole('link', { name: 'Building & plans' });
    expect(link).toHaveAttribute('href', '/building-info');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(i18n.getFixedT('cs')('nav.building')).toBe('Budova a plány');
  });

  it('the dashboard card leads to the overview and straight into the floor plans', async () => {
    resetApp('/');
    const { user } = await renderOverview(RESIDENT);
    const card = (await screen.findByRole('heading', { name: 'Your building' }, { timeout: 20_000 })).closest('section')!;
    expect(within(card).getByRole('link', { name: 'Building overview' })).toHaveAttribute('href', '/building-info');
    await user.click(within(card).getByRole('link', { name: 'Floor plans' }));
    const dialog = await screen.findByTestId('floorplan-dialog', {}, { timeout: 20_000 });
    expect(await within(dialog).findByText('Přízemí – vstupní hala')).toBeInTheDocument();
    // the request is consumed: the address is the overview's again, so Back or a reload does not reopen it
    expect(window.location.pathname + window.location.search).toBe('/building-info');
    expect(screen.getByRole('heading', { name: 'Vinohradská 12' })).toBeInTheDocument();
  });

  it('Escape closes the edit dialog even when the focus is on the dialog itself, not a field', async () => {
    const { user } = await renderOverview(BUILDING_ADMIN);
    const edit = await screen.findByRole('button', { name: 'Edit information' }, { timeout: 20_000 });
    await waitFor(() => expect(edit).toBeEnabled());
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit building information' });
    // a click on plain text moves the focus to the dialog root (tabIndex -1), outside the panel
    dialog.focus();
    expect(document.activeElement).toBe(dialog);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit building information' })).not.toBeInTheDocument());
    // and from a field inside the form
    await user.click(edit);
    await user.click(within(await screen.findByRole('form', { name: 'Edit building information' })).getByLabelText('Number of elevators'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit building information' })).not.toBeInTheDocument());
  });
});

describe('palette commands', () => {
  const ctx = (over: Partial<CommandContext> = {}) =>
    ({ buildingId: 1, user: RESIDENT, isGlobalAdmin: false, navigate: vi.fn(), openDialog: vi.fn(), ...over }) as unknown as CommandContext;
  const find = (id: string) => [...buildingCommands, ...floorplansCommands].find((c) => c.id === id)!;

  it('open building information: goes to the overview and opens the dialog', async () => {
    const c = ctx();
    await find('building.openInfo').run!(c);
    expect(c.navigate).toHaveBeenCalledWith('/building-info');
    expect(c.openDialog).toHaveBeenCalledWith('building.info');
  });

  it('upload a floor plan: only for those who may, then opens the dialog with the form', async () => {
    const upload = find('floorplans.upload');
    expect(upload.isVisible!(ctx())).toBe(false);
    expect(upload.isVisible!(ctx({ user: MANAGER }))).toBe(false);
    expect(upload.isVisible!(ctx({ user: BUILDING_ADMIN }))).toBe(true);
    expect(upload.isVisible!(ctx({ user: GLOBAL_ADMIN }))).toBe(true);
    expect(upload.isVisible!(ctx({ user: GLOBAL_ADMIN_DENIED }))).toBe(false);
    expect(find('building.editInfo').isVisible!(ctx({ user: GLOBAL_ADMIN }))).toBe(true);
    expect(find('building.editInfo').isVisible!(ctx({ user: GLOBAL_ADMIN_DENIED }))).toBe(false);
    const c = ctx({ user: BUILDING_ADMIN });
    await upload.run!(c);
    expect(c.openDialog).toHaveBeenCalledWith('floorplans.upload');
  });

  it('every command needs a building', () => {
    const commands = [...buildingCommands, ...floorplansCommands];
    expect(commands.length).toBeGreaterThan(0);
    // every one declares the check: a command without isEnabled would be offered with no building
    for (const c of commands) {
      expect(c.isEnabled, c.id).toBeTypeOf('function');
      expect(c.isEnabled?.(ctx({ buildingId: null })), c.id).toBe(false);
    }
  });

  it('open the plans of a floor: a sub-page of the floors that have plans', () => {
    const cmd = find('floorplans.openFloor');
    expect(cmd.page?.kind).toBe('form');
  });
});

describe('public building information', () => {
  it('is reachable without signing in and shows what spec 001 lists, with a link back to /', async () => {
    resetApp('/building-info/1');
    const api = mockApi({ 'GET /v1/buildings/1/public-info': { body: { building: { ...INFO, reception: { ...INFO.reception, is_present: false } } } } });
    renderWithApp(<AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Vinohradská 12' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText("Apartment building owned by an owners' association")).toBeInTheDocument();
    expect(screen.getByText('2015')).toBeInTheDocument();
    expect(screen.getByText('Petr Správce')).toBeInTheDocument();
    expect(screen.getByText('Havarijní služba')).toBeInTheDocument();
    // no reception card when the building has none
    expect(screen.queryByRole('heading', { name: 'Reception' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(window.location.pathname).toBe('/building-info/1');
    expect(api.mock.calls.some(([, init]) => new Headers(init?.headers).has('Authorization'))).toBe(false);
  });

  it('shows a clear not-found page for an unknown id', async () => {
    resetApp('/building-info/999');
    mockApi({ 'GET /v1/buildings/999/public-info': { status: 404, body: { message: 'Budova nebyla nalezena' } } });
    renderWithApp(<AppRoutes />);
    expect(await screen.findByText('Building not found', {}, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('treats a malformed id as not found without asking the server', async () => {
    resetApp('/building-info/abc');
    const api = mockApi({});
    renderWithApp(<AppRoutes />);
    expect(await screen.findByText('Building not found', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});
