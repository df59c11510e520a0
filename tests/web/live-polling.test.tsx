/**
 * Every screen that shows live data also polls (docs/architecture.md "Live"): at the base period while the
 * socket is down, four times slower while it is up, not at all in a hidden tab.
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { swrConfig } from '../../src/lib/swrConfig';
import { appStore } from '../../src/state/store';
import { liveStatusAtom } from '../../src/live/status';
import { LIVE_POLL_MS } from '../../src/live/useLive';
import { useAnnouncements } from '../../src/features/dashboard/api';
import { listAnnouncements } from '../../contract/routes/announcements';
import { getBuildingInfo } from '../../contract/routes/building-info';
import { listDocuments } from '../../contract/routes/documents';
import { listFloorplans } from '../../contract/routes/floorplans';
import { listMyUnits } from '../../contract/routes/units';
import { useBuildingInfo } from '../../src/features/building/api';
import { useDocuments } from '../../src/features/documents/api';
import { NO_FILTERS } from '../../src/features/documents/rules';
import { useFloorplans } from '../../src/features/floorplans/api';
import { useAllMyUnits } from '../../src/features/my-unit/api';
import { mockApi, resetApp, signIn } from './helpers';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false }}>{children}</SWRConfig>
);

/** A valid GET /buildings/{id}/info answer (the client checks it against the route's schema). */
const BUILDING_INFO = {
  id: 1,
  name: 'Rezidence Vltava',
  address: 'Praha',
  image_url: null,
  details: { type: null, construction_year: null, reconstruction_year: null, floor_count: null, elevator_count: null, parking: { visitor_spots: null, resident_spots: null, garage_count: null } },
  managers: [],
  emergency_contacts: [],
  reception: { is_present: false, location: null, phone: null, email: null, opening_hours: {} },
  updated_at: null,
};

const SCREENS: { name: string; period: number; path: string; body: unknown; use: () => unknown }[] = [
  { name: 'announcements', period: LIVE_POLL_MS.announcements, path: '/v1/buildings/1/announcements', body: { announcements: [] }, use: () => useAnnouncements(1) },
  { name: 'building info', period: LIVE_POLL_MS.buildingInfo, path: '/v1/buildings/1/info', body: { building: BUILDING_INFO }, use: () => useBuildingInfo(1) },
  { name: 'documents', period: LIVE_POLL_MS.documents, path: '/v1/buildings/1/documents', body: { data: [], meta: { current_page: 1, per_page: 20, last_page: 1, total: 0 } }, use: () => useDocuments(1, NO_FILTERS, 1) },
  { name: 'floor plans', period: LIVE_POLL_MS.floorplans, path: '/v1/buildings/1/floorplans', body: { floorplans: [] }, use: () => useFloorplans(1) },
  { name: 'my units', period: LIVE_POLL_MS.units, path: '/v1/units/my', body: { status: 'success', units: [] }, use: () => useAllMyUnits() },
];

// A route's schemas load on first use (contract/route.ts); under fake timers that import would hold
// the first read past the polling period, so the tables' schemas are loaded before the clock stops.
beforeAll(async () => {
  await Promise.all([listAnnouncements, getBuildingInfo, listDocuments, listFloorplans, listMyUnits].map((route) => route.schemas()));
});

let hidden = false;
beforeEach(() => {
  resetApp('/');
  signIn();
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  appStore.set(liveStatusAtom, 'disconnected');
});

describe.each(SCREENS)('$name polls', ({ period, path, body, use }) => {
  const start = () => {
    const api = mockApi({ [`GET ${path}`]: { body } });
    const calls = () => api.mock.calls.filter(([u, init]) => String(u).split('?')[0] === path && (init?.method ?? 'GET') === 'GET').length;
    renderHook(use, { wrapper });
    return calls;
  };

  it('at the base period while the socket is down', async () => {
    appStore.set(liveStatusAtom, 'disconnected');
    const calls = start();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(calls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(period));
    expect(calls()).toBe(2);
  });

  it('four times slower while the socket is up', async () => {
    appStore.set(liveStatusAtom, 'connected');
    const calls = start();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(calls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(period * 2));
    expect(calls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(period * 2));
    expect(calls()).toBe(2);
  });

  it('not at all in a hidden tab', async () => {
    appStore.set(liveStatusAtom, 'disconnected');
    const calls = start();
    await act(() => vi.advanceTimersByTimeAsync(10));
    hidden = true;
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(period * 5);
    });
    expect(calls()).toBe(1);
  });
});
