/** Fake parking answers as the server sends them (contract/parking.ts), and a signed-in app at /parking. */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { ParkingLogEntry, ParkingSpace, Vehicle } from '../../contract/parking';
import type { Unit } from '../../contract/units';
import type { Me } from '../../contract/users';
import { AppRoutes } from '../../src/app/App';
import { ME, mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { summaryOf, vltavaUnit } from './units-fixtures';
import { sockets } from './fakeSocket';

export const BUILDING = { id: 1, name: 'Rezidence Vltava', code: 'VLT', address: 'Rašínovo nábřeží 42' };

export const unit = (id: number, number: string, hasParking: boolean): Unit => vltavaUnit(id, number, { has_parking: hasParking });
export const WITH_PARKING = unit(11, '1.01', true);
export const WITHOUT_PARKING = unit(12, '1.03', false);

export const member = (permissions: string[] = [], role = 'owner'): Me => ({
  ...ME,
  buildings: [{ building_id: 1, building_name: BUILDING.name, building_code: 'VLT', building_address: BUILDING.address, role, permissions, document_unit_ids: [] }],
});

export const vehicle = (over: Partial<Vehicle>): Vehicle => ({
  id: 1,
  unit_id: 11,
  license_plate: '1AB2345',
  name: null,
  user_name: 'Jana Nováková',
  user_email: 'jana@example.cz',
  parking_space_id: null,
  parking_space_name: null,
  type: 'permanent',
  valid_from: '2026-01-10T09:00:00.000Z',
  valid_to: null,
  note: null,
  ...over,
});
export const VEHICLES: Vehicle[] = [
  vehicle({ id: 1, license_plate: 'AB123', name: 'Návštěva', type: 'temporary', valid_to: '2026-12-31T22:59:59.999Z', valid_from: '2026-11-01T09:00:00.000Z' }),
  vehicle({ id: 2, license_plate: 'ZZ999', name: 'Škoda', parking_space_name: 'G-07', parking_space_id: 7 }),
  vehicle({ id: 3, license_plate: 'CC100', name: 'Audi', valid_from: '2025-05-01T09:00:00.000Z' }),
];
export const SPACES: ParkingSpace[] = [
  { id: 7, name: 'G-07', location: 'Garáž -1', floor: -1, unit_id: 11, is_active: 1, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' },
];

export const logEntry = (over: Partial<ParkingLogEntry>): ParkingLogEntry => ({
  log_id: 1,
  unit_id: 11,
  license_plate: 'ZZ999',
  direction: 'forward',
  access_time: '2026-11-20T07:05:00.000Z',
  door_name: 'Vjezd do garáží',
  was_granted: true,
  reason: 'granted',
  has_image: true,
  ...over,
});

export const base = (u: Unit) => `/v1/buildings/1/units/${u.id}`;
export type Routes = Parameters<typeof mockApi>[0];

export function parkingRoutes(me: Me, units: Unit[], over: Routes = {}): Routes {
  return {
    'GET /v1/users/me': { body: me },
    'GET /v1/buildings': { body: { buildings: [BUILDING] } },
    'GET /v1/units/my': { body: { status: 'success', units: units.map(summaryOf) } },
    ...Object.fromEntries(
      units.flatMap((u) => [
        [`GET ${base(u)}/license-plates`, { body: { license_plates: u.has_parking ? VEHICLES : [] } }],
        [`GET ${base(u)}/parking-spaces`, { body: { parking_spaces: u.has_parking ? SPACES : [] } }],
        [`GET ${base(u)}/parking-history`, { body: { history: [logEntry({})], pagination: { page: 1, pages: 1, total: 1, per_page: 20, total_exact: true } } }],
      ]),
    ),
    ...over,
  };
}

/** Signs in, opens `path` and waits for the parking heading. */
export async function renderParking({ me = member(), units = [WITH_PARKING], over = {}, path = '/parking' }: { me?: Me; units?: Unit[]; over?: Routes; path?: string } = {}) {
  resetApp(path);
  signIn();
  const api = mockApi(parkingRoutes(me, units, over));
  renderWithApp(<AppRoutes />);
  await screen.findByRole('heading', { name: 'Parking', level: 1 }, { timeout: 10_000 });
  return { api, user: userEvent.setup() };
}

/** The calls made with `method` whose path (without query) is `path`. */
export function callsTo(api: ReturnType<typeof mockApi>, method: string, path: string) {
  return api.mock.calls
    .filter(([url, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === method && String(url).split('?')[0] === path)
    .map(([url, init]) => ({ url: String(url), body: (init as RequestInit | undefined)?.body ? JSON.parse(String((init as RequestInit).body)) : undefined }));
}

/** From now on GETs of `path` wait until the test answers them (the rest go to `api`). */
export function holdGets(api: ReturnType<typeof mockApi>, path: string) {
  const held: Array<{ url: string; answer: (body: unknown, status?: number) => void }> = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.split('?')[0] !== path || (init?.method ?? 'GET') !== 'GET') return api(input, init);
    api(input, init); // recorded too, so callsTo sees it
    return new Promise<Response>((resolve) =>
      held.push({ url, answer: (body, status = 200) => resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })) }),
    );
  });
  return held;
}

/** The app's socket, connected: `send` delivers a live event of building 1 to it. */
export async function connectLive() {
  await waitFor(() => expect(sockets).toHaveLength(1));
  const socket = sockets[0];
  act(() => {
    socket.connected = true;
    socket.emitLocal('connect');
  });
  let seq = 0;
  return (type: string, data: unknown) => act(() => socket.emitLocal('event', { type, building_id: 1, seq: ++seq, at: new Date().toISOString(), data }));
}
