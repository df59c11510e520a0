/** The doors screen (spec 001 §2 "Doors", §4, §8, §9; issue 10 §1). */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Door } from '../../contract/doors';
import { AppRoutes } from '../../src/app/App';
import { sockets } from './fakeSocket';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { DOORS, DOORS_PATH, door, shellRoutes, toggle } from './doors-fixtures';
import { callsTo, connectLive, holdGets, member } from './parking-fixtures';

vi.mock('socket.io-client', () => import('./fakeSocket'));

type Routes = Parameters<typeof mockApi>[0];

async function renderDoors(over: Routes = {}, me = member()) {
  resetApp('/doors');
  signIn();
  const api = mockApi({ ...shellRoutes(me), [`GET ${DOORS_PATH}`]: { body: { doors: DOORS } }, ...over });
  renderWithApp(<AppRoutes />);
  await screen.findByRole('heading', { name: 'Doors', level: 1 }, { timeout: 10_000 });
  return { api, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('heading', { name, level: 2 }).closest('li') as HTMLElement;
const openButton = (name: string) => within(card(name)).getByRole('button', { name: new RegExp(`^(Open|Opening) ${name}`) });

beforeEach(() => {
  resetApp();
  toast.remove();
  sockets.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('doors grid', { timeout: 20_000 }, () => {
  it('shows skeletons while loading, then a card per door with its state and last event', async () => {
    resetApp('/doors');
    signIn();
    const held = holdGets(mockApi(shellRoutes(member())), DOORS_PATH);
    renderWithApp(<AppRoutes />);
    expect(await screen.findByTestId('doors-loading', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    await act(async () => held.forEach((h) => h.answer({ doors: DOORS })));
    const list = await screen.findByRole('list', { name: 'Doors of the building' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card('Hlavní vchod')).getByTestId('door-state')).toHaveTextContent('Closed');
    expect(card('Hlavní vchod')).toHaveTextContent('closed 2m ago · by the door itself');
    expect(within(card('Garážová vrata')).getByTestId('door-state')).toHaveTextContent('Open');
    expect(card('Garážová vrata')).toHaveTextContent('opened 5m ago · from the portal');
    expect(card('Sklep')).toHaveTextContent('No event yet');
  });

  it('disables the button of a door the server says the caller may not open, with the reason', async () => {
    await renderDoors();
    const button = await waitFor(() => openButton('Sklep'));
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('You may not open this door.');
    expect(openButton('Hlavní vchod')).toBeEnabled();
  });

  it('opens a door with an empty body, shows the opening state for 1000 ms and toasts the success', async () => {
    const { api } = await renderDoors({ [`POST ${toggle(1)}`]: { body: { status: 'success', door: door({ is_open: true }) } } });
    await waitFor(() => openButton('Hlavní vchod'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(openButton('Hlavní vchod'));
    expect(openButton('Hlavní vchod')).toHaveAccessibleName('Opening Hlavní vchod…');
    expect(within(card('Hlavní vchod')).getByRole('status')).toHaveTextContent('Opening Hlavní vchod…');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(openButton('Hlavní vchod')).toBeDisabled();
    expect(openButton('Hlavní vchod')).toHaveTextContent('Opening…');
    expect(screen.getByText('Door has been successfully opened')).toBeInTheDocument();
    // the toast names the door it opened (issue 29 §8d)
    expect(screen.getByTestId('door-toast-name')).toHaveTextContent('Hlavní vchod');
    // the answer's state is in the card at once
    expect(within(card('Hlavní vchod')).getByTestId('door-state')).toHaveTextContent('Open');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(openButton('Hlavní vchod')).toHaveAccessibleName('Open Hlavní vchod');
    expect(openButton('Hlavní vchod')).toBeEnabled();
    vi.useRealTimers();
    const calls = callsTo(api, 'POST', toggle(1));
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({});
  });

  it('toasts the server’s message when it refuses, and the spec’s fallback otherwise', async () => {
    const { user } = await renderDoors({
      [`POST ${toggle(1)}`]: { status: 403, body: { message: 'You may not open this door now' } },
      [`POST ${toggle(2)}`]: { status: 502, body: {} },
    });
    await user.click(await waitFor(() => openButton('Hlavní vchod')));
    expect(await screen.findByText('You may not open this door now')).toBeInTheDocument();
    await user.click(openButton('Garážová vrata'));
    expect(await screen.findByText('Failed to open the door')).toBeInTheDocument();
    expect(screen.getAllByTestId('door-toast-name').map((e) => e.textContent)).toEqual(expect.arrayContaining(['Hlavní vchod', 'Garážová vrata']));
    expect(screen.queryByText('Door has been successfully opened')).not.toBeInTheDocument();
  });

  it('says No Doors when the building has none', async () => {
    await renderDoors({ [`GET ${DOORS_PATH}`]: { body: { doors: [] } } });
    expect(await screen.findByText('No Doors')).toBeInTheDocument();
  });

  it('shows a load failure with retry, and retry loads the doors', async () => {
    let fail = true;
    const { user } = await renderDoors({
      [`GET ${DOORS_PATH}`]: () => (fail ? { status: 500, body: { message: 'Device layer down' } } : { body: { doors: DOORS } }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the doors');
    expect(alert).toHaveTextContent('Device layer down');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Hlavní vchod' })).toBeInTheDocument();
  });

  it('follows the device live: door.state_changed turns the card open at once', async () => {
    const { api } = await renderDoors();
    await waitFor(() => openButton('Hlavní vchod'));
    const send = await connectLive();
    // the refetch the event causes stays unanswered: what shows is the event's own state
    holdGets(api, DOORS_PATH);
    const at = new Date().toISOString();
    send('door.state_changed', { id: 1, is_open: true, changed_at: at, last_event: { action: 'opened', at, via: 'qr' } });
    await waitFor(() => expect(within(card('Hlavní vchod')).getByTestId('door-state')).toHaveTextContent('Open'));
    expect(card('Hlavní vchod')).toHaveTextContent('opened just now · by a QR pass');
  });

  it('asks for a building first', async () => {
    resetApp('/doors');
    signIn();
    mockApi({ ...shellRoutes(member()), 'GET /v1/buildings': { body: { buildings: [] } } });
    renderWithApp(<AppRoutes />);
    expect(await screen.findByText('Select Building', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

export type { Door };
