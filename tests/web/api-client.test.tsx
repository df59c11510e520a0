/** The SPA's one typed client (src/lib/api.ts, issue 30 §3): every answer checked against its route's schema, once. */
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../../contract/route';
import { MalformedAnswerError, call, callFile, useRead } from '../../src/lib/api';
import { ApiError } from '../../src/lib/http';
import { mockApi } from './helpers';

const Door = z.object({ id: z.number(), name: z.string() });
const listDoors = defineRoute({
  method: 'GET',
  path: '/buildings/:id/doors',
  schemas: async () => ({ query: z.object({ area: z.string().optional() }), response: z.object({ doors: z.array(Door) }) }),
});
const rename = defineRoute({
  method: 'PATCH',
  path: '/buildings/:id/doors/:doorId',
  schemas: async () => ({ body: z.object({ name: z.string() }), response: Door }),
});
const remove = defineRoute({ method: 'DELETE', path: '/buildings/:id/doors/:doorId', answer: 'none', schemas: async () => ({}) });
const file = defineRoute({ method: 'GET', path: '/files/:id', answer: 'file', schemas: async () => ({}) });

afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it('sends the method, the filled path, the query and the JSON body, and answers the checked answer', async () => {
    const api = mockApi({ 'PATCH /v1/buildings/3/doors/7': { body: { id: 7, name: 'Sklep', extra: 'dropped' } } });
    const door = await call(rename, { path: { id: 3, doorId: 7 }, body: { name: 'Sklep' } });
    expect(door).toEqual({ id: 7, name: 'Sklep' });
    const [url, init] = api.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/v1/buildings/3/doors/7');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Sklep' });
  });

  it('refuses an answer of another shape with MalformedAnswerError, never passing it on', async () => {
    mockApi({ 'GET /v1/buildings/3/doors': { body: { doors: [{ id: '7' }] } } });
    await expect(call(listDoors, { path: { id: 3 } })).rejects.toBeInstanceOf(MalformedAnswerError);
  });

  it('keeps the server’s refusal as an ApiError with its message and status', async () => {
    mockApi({ 'GET /v1/buildings/3/doors': { status: 404, body: { message: 'Nenalezeno' } } });
    const failure = await call(listDoors, { path: { id: 3 } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, message: 'Nenalezeno' });
  });

  it('reads nothing from a route that answers nothing, and sends no body with a DELETE', async () => {
    const api = mockApi({ 'DELETE /v1/buildings/3/doors/7': { status: 204 } });
    await expect(call(remove, { path: { id: 3, doorId: 7 } })).resolves.toBeUndefined();
    expect((api.mock.calls[0] as [string, RequestInit])[1].body).toBeUndefined();
  });

  it('treats schemas that cannot be loaded (offline) as no answer: a network ApiError', async () => {
    mockApi({ 'GET /v1/x': { body: {} } });
    const broken = defineRoute({ method: 'GET', path: '/x', schemas: () => Promise.reject(new Error('chunk failed')) });
    const failure = await call(broken, {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).isNetworkError).toBe(true);
  });

  it('downloads a file route as a blob', async () => {
    mockApi({ 'GET /v1/files/5': { body: 'text' } });
    const answer = await callFile(file, { path: { id: 5 } });
    expect(await answer.blob.text()).toBe('"text"');
  });
});

describe('useRead', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

  it('keys the read by its API path and gives the checked data', async () => {
    mockApi({ 'GET /v1/buildings/2/doors?area=garage': { body: { doors: [{ id: 1, name: 'Vrata' }] } } });
    const { result } = renderHook(() => useRead(listDoors, { path: { id: 2 }, query: { area: 'garage' } }), { wrapper });
    expect(result.current.key).toBe('/buildings/2/doors?area=garage');
    await waitFor(() => expect(result.current.data).toEqual({ doors: [{ id: 1, name: 'Vrata' }] }));
  });

  it('gives an error, not data, for an answer of another shape', async () => {
    mockApi({ 'GET /v1/buildings/2/doors': { body: [] } });
    const { result } = renderHook(() => useRead(listDoors, { path: { id: 2 } }), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(MalformedAnswerError));
    expect(result.current.data).toBeUndefined();
  });

  it('reads nothing while its input is null', () => {
    const api = mockApi({});
    const { result } = renderHook(() => useRead(listDoors, null), { wrapper });
    expect(result.current.key).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });
});

describe('a DELETE declared with a JSON answer', () => {
  const deleteJson = defineRoute({
    method: 'DELETE',
    path: '/buildings/:id/doors/:doorId',
    schemas: async () => ({ response: z.object({ status: z.literal('success') }) }),
  });

  it('resolves without reading the answer (spec 000 §7: DELETE ignores the body)', async () => {
    mockApi({ 'DELETE /v1/buildings/3/doors/7': { body: { status: 'success' } } });
    await expect(call(deleteJson, { path: { id: 3, doorId: 7 } })).resolves.toBeUndefined();
  });
});
