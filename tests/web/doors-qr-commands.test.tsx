/** The palette's door and QR commands (issue 10 §3): who sees them, and that each does what the screen does. */
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allCommands } from '../../src/commands/registry';
import type { CommandContext } from '../../src/commands/types';
import { SCREEN_QR_UNIT } from '../../src/commands/dialogIds';
import { AppRoutes } from '../../src/app/App';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { DOORS, DOORS_PATH, door, shellRoutes, toggle } from './doors-fixtures';
import { callsTo, member } from './parking-fixtures';
import { renderQr, UNIT } from './qr-fixtures';
import { sockets } from './fakeSocket';
import userEvent from '@testing-library/user-event';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const IDS = ['doors.openDoor', 'doors.openEntrance', 'qr.create', 'qr.show', 'qr.deactivate'];
const command = (id: string) => allCommands().find((c) => c.id === id)!;
const ctx = (over: Partial<CommandContext>): CommandContext =>
  ({ buildingId: 1, unitId: null, units: [], unit: null, location: '/', screen: {}, hasPermission: () => false, ...over }) as CommandContext;
const visible = (c: CommandContext) => IDS.filter((id) => command(id).isVisible?.(c) ?? true);

beforeEach(() => {
  resetApp();
  toast.remove();
  sockets.length = 0;
});

describe('door and QR commands: who sees them', () => {
  it('hides all without a building, shows the door ones with a building, the QR ones only with a unit', () => {
    expect(visible(ctx({ buildingId: null }))).toEqual([]);
    expect(visible(ctx({}))).toEqual(['doors.openDoor', 'doors.openEntrance']);
    expect(visible(ctx({ unitId: UNIT.id }))).toEqual(IDS);
    // staff on the QR screen act on the unit it shows, even without a unit of their own
    expect(visible(ctx({ screen: { [SCREEN_QR_UNIT]: UNIT.id } }))).toEqual(IDS);
  });
});

const PALETTE_OPEN = 'Open command palette';

async function doorsApp(doors = DOORS, over: Parameters<typeof mockApi>[0] = {}) {
  resetApp('/profile');
  signIn();
  const api = mockApi({ ...shellRoutes(member()), [`GET ${DOORS_PATH}`]: { body: { doors } }, 'GET /v1/users/me/settings': { body: {} }, ...over });
  renderWithApp(<AppRoutes />);
  const user = userEvent.setup();
  await screen.findByRole('navigation', {}, { timeout: 10_000 });
  // the top bar's button, not Ctrl+K: the shortcut's listener is attached in an effect that may not have
  // run yet when the navigation shows on a busy machine, and a missed key left the palette closed
  await user.click(screen.getByRole('button', { name: PALETTE_OPEN }));
  // the palette's chunk (cmdk and every feature's commands) loads on this first Ctrl+K: slow on a busy machine
  return { api, user, palette: await screen.findByTestId('command-palette', {}, { timeout: 30_000 }) };
}

describe('door commands in the palette', { timeout: 40_000 }, () => {
  it('Open door… lists the doors the caller may open; Enter opens the first match with a toast', async () => {
    const { api, user, palette } = await doorsApp(DOORS, { [`POST ${toggle(2)}`]: { body: { status: 'success', door: door({ id: 2, is_open: true }) } } });
    await user.click(within(palette).getByTestId('command-doors.openDoor'));
    const list = await within(palette).findByRole('list', { name: 'Doors of the building' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(list).toHaveTextContent('Hlavní vchod');
    expect(list).toHaveTextContent('Garážová vrata');
    expect(list).not.toHaveTextContent('Sklep');
    await user.type(within(palette).getByRole('searchbox'), 'garaz{Enter}');
    expect(await screen.findByText('Door has been successfully opened')).toBeInTheDocument();
    const calls = callsTo(api, 'POST', toggle(2));
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({});
    expect(callsTo(api, 'POST', toggle(1))).toEqual([]);
    // the palette closes after the command ran: waited for here, so a late close cannot shut the next test's palette
    await waitFor(() => expect(screen.queryByTestId('command-palette')).not.toBeInTheDocument(), { timeout: 10_000 });
  });

  it('Open main entrance opens the first door of area entrance', async () => {
    const doors = [DOORS[1], door({ id: 4, name: 'Zadní vchod', area: 'entrance' }), DOORS[0]];
    const { api, user, palette } = await doorsApp(doors, { [`POST ${toggle(4)}`]: { body: { status: 'success', door: door({ id: 4, is_open: true }) } } });
    await user.click(within(palette).getByTestId('command-doors.openEntrance'));
    expect(await screen.findByText('Door has been successfully opened')).toBeInTheDocument();
    expect(callsTo(api, 'POST', toggle(4))).toHaveLength(1);
    expect(callsTo(api, 'POST', toggle(1))).toEqual([]);
    expect(callsTo(api, 'POST', toggle(2))).toEqual([]);
    // the palette closes after the command ran: waited for here, so a late close cannot shut the next test's palette
    await waitFor(() => expect(screen.queryByTestId('command-palette')).not.toBeInTheDocument(), { timeout: 10_000 });
  });

  it('Open main entrance toasts the failure when the door does not open', async () => {
    const { user, palette } = await doorsApp(DOORS, { [`POST ${toggle(1)}`]: { status: 502, body: {} } });
    await user.click(within(palette).getByTestId('command-doors.openEntrance'));
    expect(await screen.findByText('Failed to open the door')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('command-palette')).not.toBeInTheDocument(), { timeout: 10_000 });
  });
});

describe('QR commands in the palette', { timeout: 40_000 }, () => {
  async function qrPalette() {
    const r = await renderQr();
    await screen.findByRole('region', { name: 'Passes of petr@example.cz' });
    await r.user.keyboard('{Control>}k{/Control}');
    return { ...r, palette: await screen.findByTestId('command-palette', {}, { timeout: 10_000 }) };
  }

  it('Show pass… lists the active passes and opens the screen’s image dialog for the one picked', async () => {
    const { user, palette } = await qrPalette();
    await user.click(within(palette).getByTestId('command-qr.show'));
    const list = await within(palette).findByRole('list', { name: 'Passes of the unit' });
    // only Petr's permanent pass is active (the one-time one is used, Eva's inactive)
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await user.type(within(palette).getByRole('searchbox'), 'petr{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'QR pass' });
    expect(await within(dialog).findByRole('img', { name: 'QR code of the pass' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('Deactivate pass… opens the screen’s confirmation for the pass picked', async () => {
    const { api, user, palette } = await qrPalette();
    await user.click(within(palette).getByTestId('command-qr.deactivate'));
    await within(palette).findByRole('list', { name: 'Passes of the unit' });
    await user.type(within(palette).getByRole('searchbox'), '{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate pass' });
    expect(dialog).toHaveTextContent('petr@example.cz');
    expect(callsTo(api, 'POST', `/v1/buildings/1/units/${UNIT.id}/qr-codes/deactivate`)).toEqual([]);
  });
});
