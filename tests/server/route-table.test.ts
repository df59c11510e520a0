/**
 * One route table (issue 30 §3): every /v1 route the server answers is registered from its
 * declaration in contract/routes/, and every declaration is served, with the same method and path.
 * A route written by hand in a route file, or a declaration the server forgot, fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Route } from '../../contract/route';
import { ENGINES, createTestApp, type TestApp } from './harness';

const ROUTES_DIR = path.resolve(import.meta.dirname, '../../contract/routes');

async function declaredRoutes(): Promise<Map<string, Route>> {
  const declared = new Map<string, Route>();
  for (const file of fs.readdirSync(ROUTES_DIR).filter((f) => f.endsWith('.ts'))) {
    const exports = (await import(path.join(ROUTES_DIR, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      const route = value as Route;
      if (typeof route?.schemas !== 'function' || typeof route.path !== 'string') continue;
      const key = `${route.method} ${route.path}`;
      expect(declared.has(key), `${key} is declared twice (${file} ${name})`).toBe(false);
      declared.set(key, route);
    }
  }
  return declared;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ENGINES[0]);
});
afterAll(() => t?.close());

it('registers every /v1 route from the table, and serves every declaration', async () => {
  const declared = await declaredRoutes();
  const served = new Map<string, string | undefined>();
  for (const r of t.app.routeList) {
    // the API's own documentation (swagger UI, the OpenAPI document) is no route of the API
    if (!r.url.startsWith('/v1/') || r.url.startsWith('/v1/docs')) continue;
    for (const method of [r.method].flat()) {
      if (method === 'HEAD') continue;
      served.set(`${method} ${r.url.slice(3)}`, (r.config as { contract?: string } | undefined)?.contract);
    }
  }
  const handWritten = [...served].filter(([key, contract]) => contract !== key).map(([key]) => key);
  expect(handWritten, 'routes not registered from contract/routes/').toEqual([]);
  const unserved = [...declared.keys()].filter((key) => !served.has(key));
  expect(unserved, 'declared routes the server does not serve').toEqual([]);
  expect(declared.size).toBeGreaterThan(100);
});
