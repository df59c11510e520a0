/** The palette's sensor commands (issue 12 §2): who sees them, and that each reaches the screen. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../src/app/App';
import { allCommands } from '../../src/commands/registry';
import type { CommandContext } from '../../src/commands/types';
import { SCREEN_GARAGE } from '../../src/features/sensors/screen';
import { sockets } from './fakeSocket';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { GARAGE, GARAGE_PATH, renderSensors, sensorRoutes } from './sensors-fixtures';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const IDS = ['sensors.find', 'sensors.showGarage'];
const command = (id: string) => allCommands().find((c) => c.id === id)!;
const ctx = (over: Partial<CommandContext>): CommandContext => ({ buildingId: 1, location: '/', screen: {}, ...over }) as CommandContext;
const visible = (c: CommandContext) => IDS.filter((id) => command(id).isVisible?.(c) ?? true);

beforeEach(() => {
  resetApp();
  toast.remove();
  sockets.length = 0;
});

describe('sensor commands: who sees them', () => {
  it('needs a building; Show garage only while the screen has garage sensors', () => {
    expect(visible(ctx({ buildingId: null }))).toEqual([]);
    expect(visible(ctx({}))).toEqual(['sensors.find']);
    expect(visible(ctx({ screen: { [SCREEN_GARAGE]: true } }))).toEqual(IDS);
    expect(command('sensors.find').isContextual?.(ctx({ location: '/technology/sensors' }))).toBe(true);
    expect(command('sensors.find').isContextual?.(ctx({}))).toBe(false);
  });

  it('have no shortcut or key sequence (feature commands load with the palette)', () => {
    for (const id of IDS) {
      expect(command(id).shortcut).toBeUndefined();
      expect(command(id).keySequence).toBeUndefined();
    }
  });
});

async function openPalette(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByTestId('command-palette');
}

describe('sensor commands in the palette', () => {
  it('Find sensor… searches without diacritics and opens the sensors screen with the detail of the one picked', async () => {
    resetApp('/profile');
    signIn();
    mockApi({ ...sensorRoutes(), 'GET /v1/users/me/settings': { body: {} } });
    renderWithApp(<AppRoutes />);
    const user = userEvent.setup();
    await screen.findByRole('navigation', {}, { timeout: 10_000 });
    const palette = await openPalette(user);
    await user.click(within(palette).getByTestId('command-sensors.find'));
    const search = await within(palette).findByRole('searchbox', { name: 'Find sensor' });
    await user.type(search, 'kotel');
    const list = await within(palette).findByRole('list', { name: 'Find sensor' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['Kotelna · Suterén34.9 °C', 'Okno kotelny · Přízemíajar']));
    await user.type(search, '{Enter}');
    const d = await screen.findByRole('dialog', { name: 'Kotelna' });
    expect(window.location.pathname).toBe('/technology/sensors');
    expect(window.location.search).toBe('?sensor=2');
    expect(within(d).getByText('Suterén', { selector: 'dd' })).toBeInTheDocument();
  });

  it('Show garage is offered on the screen of a building with garage sensors and opens the garage view', async () => {
    const { user } = await renderSensors({ [`GET ${GARAGE_PATH}`]: { body: GARAGE } });
    await screen.findByRole('tab', { name: 'Garage' });
    const palette = await openPalette(user);
    await user.click(within(palette).getByTestId('command-sensors.showGarage'));
    expect(await screen.findByRole('tab', { name: 'Garage', selected: true })).toBeInTheDocument();
    expect(await screen.findByTestId('garage-sensor-10')).toBeInTheDocument();
    expect(window.location.search).toBe('?view=garage');
  });

  it('Show garage is not offered where there are no garage sensors', async () => {
    const { user } = await renderSensors();
    await screen.findByTestId('sensors-table');
    const palette = await openPalette(user);
    expect(within(palette).getByTestId('command-sensors.find')).toBeInTheDocument();
    expect(within(palette).queryByTestId('command-sensors.showGarage')).not.toBeInTheDocument();
  });
});
