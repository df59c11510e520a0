import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '../../contract/announcements';
import type { Me } from '../../contract/users';
import { AppRoutes } from '../../src/app/App';
import { ME, mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { sockets } from './fakeSocket';

vi.mock('socket.io-client', () => import('./fakeSocket'));

// this file only (vitest isolates files): a loaded machine must not turn slow renders into failures
configure({ asyncUtilTimeout: 5000 });

const BUILDING = { id: 1, name: 'Vinohradská 12', code: 'VIN', address: 'Vinohradská 12, Praha 2' };
const LIST = '/v1/buildings/1/announcements';

const inBuilding = (role: string, permissions: string[]): Me => ({
  ...ME,
  buildings: [
    {
      building_id: 1,
      building_name: BUILDING.name,
      building_code: BUILDING.code,
      building_address: BUILDING.address,
      role,
      permissions,
      document_unit_ids: [],
    },
  ],
});
const RESIDENT = inBuilding('owner', []);
const BUILDING_ADMIN = { ...inBuilding('admin', ['announcement:manage', 'document:manage']), permissions: ['announcement:manage'] };

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const announcement = (over: Partial<Announcement>): Announcement => ({
  id: 1,
  building_id: 1,
  message: 'Zpráva',
  announcement_type: 'general',
  importance: 'normal',
  valid_to: null,
  created_by: 'Petr Správce',
  created_at: hoursAgo(1),
  updated_at: hoursAgo(1),
  style: { color: '#2563eb' },
  ...over,
});
const ANNOUNCEMENTS = [
  announcement({ id: 3, message: 'Garage door repair', announcement_type: 'warning', importance: 'high', style: { color: '#dc2626' }, valid_to: '2099-03-01T22:59:59.999Z' }),
  announcement({ id: 2, message: 'Hot water outage', announcement_type: 'maintenance', importance: 'low', created_at: hoursAgo(30) }),
  announcement({ id: 1, message: 'Welcome to the portal', announcement_type: 'general', importance: 'normal', created_at: hoursAgo(24 * 10) }),
];

async function renderDashboard(me: Me, routes: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  const api = mockApi({
    'GET /v1/users/me': { body: me },
    'GET /v1/buildings': { body: { buildings: [BUILDING] } },
    'GET /v1/units/my': { body: { status: 'success', units: [] } },
    [`GET ${LIST}`]: { body: { announcements: ANNOUNCEMENTS } },
    ...routes,
  });
  renderWithApp(<AppRoutes />);
  await screen.findByRole('heading', { name: 'Announcements' }, { timeout: 15_000 });
  return { api, user: userEvent.setup() };
}

const calls = (api: ReturnType<typeof mockApi>, method: string, url: string) =>
  api.mock.calls.filter(([u, init]) => String(u) === url && (init?.method ?? 'GET').toUpperCase() === method);

beforeEach(() => {
  resetApp('/');
  sockets.length = 0;
});

// the first render lazy-loads the app's screens; generous limits keep a busy machine from failing it
describe('dashboard announcements', { timeout: 20_000 }, () => {
  it('lists the announcements with type, importance, author, age and end date', async () => {
    await renderDashboard(RESIDENT);
    const items = await screen.findAllByTestId('announcement-item');
    expect(items.map((i) => i.getAttribute('data-type'))).toEqual(['warning', 'maintenance', 'general']);
    expect(within(items[0]).getByText('Warning')).toBeInTheDocument();
    expect(within(items[0]).getByText('High importance')).toBeInTheDocument();
    expect(within(items[0]).getByText('Garage door repair')).toBeInTheDocument();
    expect(within(items[0]).getByText('Petr Správce')).toBeInTheDocument();
    expect(within(items[0]).getByText(/Valid until \d\d\/\d\d\/2099/)).toBeInTheDocument();
    expect(within(items[1]).getByText('Maintenance')).toBeInTheDocument();
    expect(within(items[1]).getByText('Low importance')).toBeInTheDocument();
    expect(within(items[1]).getByText('1d ago')).toBeInTheDocument();
    expect(within(items[2]).getByText('General')).toBeInTheDocument();
    // the accent colour comes from the server's style.color
    expect(items[0]).toHaveStyle({ borderLeftColor: '#dc2626' });
  });

  it('hides create, edit and delete from a resident', async () => {
    await renderDashboard(RESIDENT);
    await screen.findAllByTestId('announcement-item');
    expect(screen.queryByRole('button', { name: 'Create announcement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit announcement/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete announcement/ })).not.toBeInTheDocument();
  });

  it('shows create, edit and delete to a building admin', async () => {
    await renderDashboard(BUILDING_ADMIN);
    await screen.findAllByTestId('announcement-item');
    expect(screen.getByRole('button', { name: 'Create announcement' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit announcement/ })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Delete announcement/ })).toHaveLength(3);
  });

  it('uses the per-building permissions, not a permission held elsewhere', async () => {
    // holds announcement:manage in another building only (top-level list), none here
    await renderDashboard({ ...RESIDENT, permissions: ['announcement:manage'] });
    await screen.findAllByTestId('announcement-item');
    expect(screen.queryByRole('button', { name: 'Create announcement' })).not.toBeInTheDocument();
  });

  it('says the message is required and sends nothing when it is empty', async () => {
    const { api, user } = await renderDashboard(BUILDING_ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Create announcement' }));
    const form = await screen.findByTestId('announcement-form');
    await user.click(within(form).getByRole('button', { name: 'Create announcement' }));
    // the server's own words, naming the field by its label
    expect(await within(form).findByText('Field “Message” is required')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Message/ })).toHaveAttribute('aria-invalid', 'true');
    expect(calls(api, 'POST', LIST)).toHaveLength(0);
  });

  it('says an end date in the past is refused, under the date field, and sends nothing', async () => {
    const { api, user } = await renderDashboard(BUILDING_ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Create announcement' }));
    const form = await screen.findByTestId('announcement-form');
    await user.type(within(form).getByRole('textbox', { name: /Message/ }), 'Lift service');
    const date = within(form).getByLabelText(/^Valid until/);
    fireEvent.change(date, { target: { value: '2020-01-01' } });
    await user.click(within(form).getByRole('button', { name: 'Create announcement' }));
    const message = await within(form).findByText('The date cannot be in the past');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(calls(api, 'POST', LIST)).toHaveLength(0);
  });

  it('creates an announcement with the spec field names and toasts success', async () => {
    const { api, user } = await renderDashboard(BUILDING_ADMIN, {
      [`POST ${LIST}`]: { status: 201, body: { announcement: announcement({ id: 9, message: 'Lift service' }) } },
    });
    await user.click(await screen.findByRole('button', { name: 'Create announcement' }));
    const form = await screen.findByTestId('announcement-form');
    await user.type(within(form).getByRole('textbox', { name: /Message/ }), '  Lift service ');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Type' }), 'maintenance');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Importance' }), 'high');
    await user.click(within(form).getByRole('button', { name: 'Create announcement' }));
    expect(await screen.findByText('Announcement created')).toBeInTheDocument();
    const [post] = calls(api, 'POST', LIST);
    expect(JSON.parse(String(post[1]!.body))).toEqual({ message: 'Lift service', type: 'maintenance', importance: 'high', validTo: null });
    await waitFor(() => expect(screen.queryByTestId('announcement-form')).not.toBeInTheDocument());
  });

  it('keeps the form open and shows the server message when saving fails', async () => {
    const { user } = await renderDashboard(BUILDING_ADMIN, {
      [`PUT ${LIST}/2`]: { status: 403, body: { message: 'You do not have permission for this action' } },
    });
    await user.click((await screen.findAllByRole('button', { name: /^Edit announcement/ }))[1]);
    const form = await screen.findByTestId('announcement-form');
    expect(within(form).getByRole('textbox', { name: /Message/ })).toHaveValue('Hot water outage');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You do not have permission for this action')).toBeInTheDocument();
    expect(screen.getByTestId('announcement-form')).toBeInTheDocument();
  });

  it('asks before deleting and then calls DELETE', async () => {
    const { api, user } = await renderDashboard(BUILDING_ADMIN, { [`DELETE ${LIST}/3`]: { body: { status: 'success' } } });
    await user.click((await screen.findAllByRole('button', { name: /^Delete announcement/ }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Delete announcement?' });
    expect(calls(api, 'DELETE', `${LIST}/3`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls(api, 'DELETE', `${LIST}/3`)).toHaveLength(1));
    expect(await screen.findByText('Announcement deleted')).toBeInTheDocument();
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const { api, user } = await renderDashboard(BUILDING_ADMIN);
    await user.click((await screen.findAllByRole('button', { name: /^Delete announcement/ }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Delete announcement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // the cancel has been handled once the dialog is gone; only then is "no DELETE" a finding
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete announcement?' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('button', { name: /^Delete announcement/ }).length).toBeGreaterThan(0);
    expect(api.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(0);
  });

  it('shows the empty state', async () => {
    await renderDashboard(RESIDENT, { [`GET ${LIST}`]: { body: { announcements: [] } } });
    expect(await screen.findByText('No announcements')).toBeInTheDocument();
  });

  it('shows 3 skeleton rows while loading', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    signIn();
    const api = mockApi({
      'GET /v1/users/me': { body: RESIDENT },
      'GET /v1/buildings': { body: { buildings: [BUILDING] } },
      'GET /v1/units/my': { body: { status: 'success', units: [] } },
    });
    const answer = api.getMockImplementation()!;
    api.mockImplementation(async (input, init) => {
      if (String(input) === LIST) {
        await gate;
        return new Response(JSON.stringify({ announcements: ANNOUNCEMENTS }), { headers: { 'Content-Type': 'application/json' } });
      }
      return answer(input, init);
    });
    renderWithApp(<AppRoutes />);
    await screen.findByRole('heading', { name: 'Announcements' }, { timeout: 15_000 });
    const skeleton = screen.getByTestId('skeleton-rows');
    expect(skeleton.children).toHaveLength(3);
    release();
    expect(await screen.findAllByTestId('announcement-item')).toHaveLength(3);
  });

  it('shows the error with a retry that reloads, and toasts both', async () => {
    let fail = true;
    const { user } = await renderDashboard(RESIDENT, {
      [`GET ${LIST}`]: () =>
        fail ? { status: 500, body: { message: 'Server is down' } } : { body: { announcements: ANNOUNCEMENTS } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server is down');
    // once in the card, once as the toast
    await waitFor(() => expect(screen.getAllByText('Server is down')).toHaveLength(2));
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('announcement-item')).toHaveLength(3);
    expect(await screen.findByText('Announcements loaded')).toBeInTheDocument();
  });

  it('shows an answer of the wrong shape as a failed load, not as an empty list', async () => {
    await renderDashboard(RESIDENT, { [`GET ${LIST}`]: { body: { announcements: [{ id: 'one' }] } } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load announcements');
    expect(screen.queryByTestId('announcement-item')).toBeNull();
    expect(screen.queryByText('No announcements')).toBeNull();
  });

  it('the palette command opens the create form on the dashboard', async () => {
    const { user } = await renderDashboard(BUILDING_ADMIN);
    window.history.pushState(null, '', '/documents');
    await user.keyboard('{Control>}k{/Control}');
    await user.click(await screen.findByTestId('command-announcements.create'));
    expect(await screen.findByTestId('announcement-form')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('the palette edit command lists the announcements and opens the chosen one', async () => {
    const { user } = await renderDashboard(BUILDING_ADMIN);
    await user.keyboard('{Control>}k{/Control}');
    await user.click(await screen.findByTestId('command-announcements.edit'));
    await user.click(await screen.findByRole('button', { name: /Hot water outage/ }));
    const form = await screen.findByTestId('announcement-form');
    expect(within(form).getByRole('textbox', { name: /Message/ })).toHaveValue('Hot water outage');
  });

  it('the palette delete command asks for confirmation of the chosen one', async () => {
    const { api, user } = await renderDashboard(BUILDING_ADMIN, { [`DELETE ${LIST}/1`]: { body: { status: 'success' } } });
    await user.keyboard('{Control>}k{/Control}');
    await user.click(await screen.findByTestId('command-announcements.delete'));
    await user.click(await screen.findByRole('button', { name: /Welcome to the portal/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete announcement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls(api, 'DELETE', `${LIST}/1`)).toHaveLength(1));
  });

  it('residents get no announcement commands in the palette', async () => {
    const { user } = await renderDashboard(RESIDENT);
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByTestId('command-palette');
    expect(screen.queryByTestId('command-announcements.create')).not.toBeInTheDocument();
    expect(screen.queryByTestId('command-announcements.delete')).not.toBeInTheDocument();
  });
});

describe('live announcements', { timeout: 20_000 }, () => {
  /** The dashboard with its socket up; from then on the list's GETs wait until the test answers them. */
  async function renderLive() {
    const { api } = await renderDashboard(RESIDENT);
    await screen.findAllByTestId('announcement-item');
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0];
    act(() => {
      socket.connected = true;
      socket.emitLocal('connect');
    });
    const held: ((body: unknown) => void)[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== LIST || (init?.method ?? 'GET') !== 'GET') return api(input, init);
      return new Promise<Response>((resolve) => held.push((body) => resolve(new Response(JSON.stringify(body), { status: 200 }))));
    });
    const send = (type: string, seq: number, data: unknown) =>
      act(() => socket.emitLocal('event', { type, building_id: 1, seq, at: new Date().toISOString(), data }));
    const messages = () => screen.getAllByTestId('announcement-item').map((i) => i.querySelector('p')?.textContent);
    return { held, send, messages };
  }

  it("shows a created announcement from the event's own data before the refetch answers, then keeps the server's list", async () => {
    const { held, send, messages } = await renderLive();
    const created = announcement({ id: 4, message: 'Elevator back in service', created_at: new Date().toISOString() });
    send('announcement.created', 1, created);
    // painted from the event while the refetch is still waiting for its answer
    expect(messages()).toEqual(['Elevator back in service', 'Garage door repair', 'Hot water outage', 'Welcome to the portal']);
    expect(held).toHaveLength(1);
    // the refetch still runs, and its snapshot replaces the list (here the server also dropped one)
    await act(async () => held[0]({ announcements: [created, ANNOUNCEMENTS[0]] }));
    await waitFor(() => expect(messages()).toEqual(['Elevator back in service', 'Garage door repair']));
  });

  it('applies updates and deletions at once too, and refetches only when the event carries ids alone', async () => {
    const { held, send, messages } = await renderLive();
    send('announcement.updated', 1, { ...ANNOUNCEMENTS[1], message: 'Hot water back at 14:00' });
    expect(messages()).toEqual(['Garage door repair', 'Hot water back at 14:00', 'Welcome to the portal']);
    send('announcement.deleted', 2, { id: 3 });
    expect(messages()).toEqual(['Hot water back at 14:00', 'Welcome to the portal']);
    // an event without the whole row changes nothing before the refetch
    send('announcement.created', 3, { id: 9 });
    expect(messages()).toEqual(['Hot water back at 14:00', 'Welcome to the portal']);
    expect(held).toHaveLength(3);
  });
});

describe('dashboard without a building', { timeout: 20_000 }, () => {
  it('prompts to select a building', async () => {
    signIn();
    mockApi({
      'GET /v1/users/me': { body: ME },
      'GET /v1/buildings': { body: { buildings: [BUILDING, { ...BUILDING, id: 2, name: 'Druhá', code: 'DR' }] } },
      'GET /v1/units/my': { body: { status: 'success', units: [] } },
    });
    renderWithApp(<AppRoutes />);
    expect(await screen.findByText('Select the building whose announcements you want to see.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Announcements' })).not.toBeInTheDocument();
  });
});
