/** The route declaration (contract/route.ts, issue 30 §3): paths filled in, queries written, schemas loaded once. */
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute, pathOf } from '../../contract/route';

const doorToggle = defineRoute({
  method: 'POST',
  path: '/buildings/:id/doors/:doorId/toggle',
  schemas: async () => ({ response: z.object({ ok: z.boolean() }) }),
});
const list = defineRoute({ method: 'GET', path: '/buildings/:id/issues', schemas: async () => ({ query: z.object({ status: z.string().optional(), page: z.number().optional() }) }) });

describe('pathOf', () => {
  it('fills in every parameter, encoded', () => {
    expect(pathOf(doorToggle, { id: 3, doorId: 12 })).toBe('/buildings/3/doors/12/toggle');
    expect(pathOf(doorToggle, { id: 'a/b', doorId: 'x y' })).toBe('/buildings/a%2Fb/doors/x%20y/toggle');
  });

  it('refuses a missing or empty parameter instead of calling a wrong path', () => {
    expect(() => pathOf(doorToggle, { id: 3 } as never)).toThrow(/:doorId/);
    expect(() => pathOf(doorToggle, { id: '', doorId: 1 })).toThrow(/:id/);
  });

  it('writes the query, leaving out absent, null and empty values (the one rule: empty is absent)', () => {
    expect(pathOf(list, { id: 1 }, { status: 'new', page: 2 })).toBe('/buildings/1/issues?status=new&page=2');
    expect(pathOf(list, { id: 1 }, { status: '', page: undefined })).toBe('/buildings/1/issues');
    expect(pathOf(list, { id: 1 }, { status: 'a&b=c' })).toBe('/buildings/1/issues?status=a%26b%3Dc');
  });
});

describe('defineRoute', () => {
  it('defaults: status 200, a JSON answer, no facts; a "none" answer is a 204', () => {
    expect(doorToggle).toMatchObject({ status: 200, answer: 'json', facts: {} });
    expect(defineRoute({ method: 'DELETE', path: '/x/:id', answer: 'none', schemas: async () => ({}) }).status).toBe(204);
  });

  it('loads the schemas once, and again after a failed load (a chunk that did not arrive)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({});
    const route = defineRoute({ method: 'GET', path: '/y', schemas: load });
    await expect(route.schemas()).rejects.toThrow('offline');
    await route.schemas();
    await route.schemas();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
