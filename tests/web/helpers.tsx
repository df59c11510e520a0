/** Test helpers for the SPA foundation: a fake API behind fetch, fresh state, app rendering. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { Toaster } from 'react-hot-toast';
import { vi } from 'vitest';
import type { Me } from '../../contract/users';
import { setUnauthorizedHandler } from '../../src/lib/http';
import { selectedBuildingIdAtom } from '../../src/state/building';
import { handleUnauthorized, tokenAtom } from '../../src/state/session';
import { appStore } from '../../src/state/store';
import { selectedUnitIdAtom } from '../../src/state/unit';
import { helpOpenAtom, paletteAtom } from '../../src/commands/overlays';
import { pendingActionAtom } from '../../src/commands/pendingAction';
import { screenContextAtom } from '../../src/commands/screenContext';
import { swrConfig } from '../../src/lib/swrConfig';

export type Handler = (init: RequestInit & { url: string }) => { status?: number; body?: unknown } | undefined;

/** Stubs fetch: `routes['GET /v1/users/me']` answers that call; anything else is a 404. Returns the spy. */
export function mockApi(routes: Record<string, Handler | { status?: number; body?: unknown }>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${url}`] ?? routes[`${method} ${url.split('?')[0]}`];
    const answer = typeof route === 'function' ? route({ ...init, url }) : route;
    const status = answer?.status ?? (route ? 200 : 404);
    const body = answer ? answer.body : { message: `no mock for ${method} ${url}` };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

export const ME: Me = {
  id: 1,
  name: 'Jana Nováková',
  email: 'jana@example.cz',
  phone: null,
  is_active: 1,
  global_role: 'user',
  created_at: '2025-01-01T00:00:00Z',
  last_login: null,
  avatar_url: null,
  permissions: [],
  buildings: [],
};

/** Forget everything a previous test left: storage, atoms, URL. */
export function resetApp(path = '/') {
  localStorage.clear();
  sessionStorage.clear();
  appStore.set(tokenAtom, null);
  appStore.set(selectedBuildingIdAtom, null);
  appStore.set(selectedUnitIdAtom, null);
  appStore.set(paletteAtom, { open: false });
  appStore.set(helpOpenAtom, false);
  appStore.set(pendingActionAtom, null);
  appStore.set(screenContextAtom, {});
  window.history.replaceState(null, '', path);
  setUnauthorizedHandler(handleUnauthorized);
}

export function signIn(token = 'test-token') {
  appStore.set(tokenAtom, token);
}

/** Renders with a private SWR cache so tests never share answers. */
export function renderWithApp(ui: ReactNode) {
  return render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
      {ui}
      <Toaster />
    </SWRConfig>,
  );
}
