/**
 * Each screen loads the building list and the user's units once (issue 7): one SWR key per
 * resource, and the live socket's first connect does not fetch again what the screen just loaded.
 * Rendered with the app's own SWR settings (deduping included), as in the browser.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../src/app/App';
import { swrConfig } from '../../src/lib/swrConfig';
import { ME, mockApi, resetApp, signIn } from './helpers';
import { sockets } from './fakeSocket';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const BUILDING = { id: 1, name: 'Vinohradská 12', code: 'VIN', address: 'Vinohradská 12, Praha 2' };
const UNIT = {
  id: 7,
  unique_id: 'u7',
  number: '7',
  identifier: '1-7',
  type: 'apartment',
  type_name: 'Byt',
  floor: 2,
  area: 60,
  has_parking: false,
  building: { id: 1, name: BUILDING.name },
  access: { role: 'owner', valid_from: null },
  features: { doorbell: { enabled: true, name: '' }, elevator: { enabled: false, auto_on_card: false, auto_on_intercom: false } },
};
const OTHER_UNIT = { ...UNIT, id: 9, unique_id: 'u9', number: '9', identifier: '2-9', building: { id: 2, name: 'Žižkovská 5' } };

let inFlight = 0;

function start(path: string) {
  resetApp(path);
  signIn();
  const answers: Parameters<typeof mockApi>[0] = {
    'GET /v1/users/me': { body: ME },
    'GET /v1/buildings': { body: { buildings: [BUILDING, { ...BUILDING, id: 2, name: 'Žižkovská 5' }] } },
    'GET /v1/units/my': { body: { status: 'success', units: [UNIT, OTHER_UNIT] } },
    'GET /v1/buildings/1/announcements': { body: { announcements: [] } },
    'GET /v1/buildings/1/info': { body: { building: null } },
    'GET /v1/users/me/settings': { body: { settings: { theme: 'light', language: 'en', notifications: { email: true, push: true } } } },
  };
  const api = mockApi(answers);
  const counted = api.getMockImplementation()!;
  api.mockImplementation(async (...args) => {
    inFlight++;
    try {
      return await counted(...args);
    } finally {
      inFlight--;
    }
  });
  localStorage.setItem('selected_building', '1');
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <AppRoutes />
    </SWRConfig>,
  );
  return api;
}

const gets = (api: ReturnType<typeof mockApi>, prefix: string) =>
  api.mock.calls.map(([u, init]) => [String(u), (init?.method ?? 'GET').toUpperCase()]).filter(([u, m]) => m === 'GET' && (u === prefix || u.startsWith(`${prefix}?`)));

beforeEach(() => {
  sockets.length = 0;
  inFlight = 0;
});

describe('each screen loads /buildings and /units/my once', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/my-unit', 'My units'],
    ['/documents', 'Documents'],
    ['/building-info', 'Vinohradská 12'],
    ['/settings', 'Settings'],
  ])('%s', async (path, heading) => {
    const api = start(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 20_000 })).toBeInTheDocument();
    // the sidebar's unit picker shows the selected building's unit only when both lists have answered
    await waitFor(() => expect(within(screen.getAllByTestId('unit-picker')[0]).getAllByRole('option', { name: /^7 · Byt/ })).toHaveLength(1));
    // the socket comes up after the first screen, as in the browser
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => {
      (sockets[0] as { connected: boolean }).connected = true;
      sockets[0].emitLocal('connect');
    });
    await waitFor(() => expect(inFlight).toBe(0));
    expect(gets(api, '/v1/buildings')).toHaveLength(1);
    expect(gets(api, '/v1/units/my')).toHaveLength(1);
  });
});
