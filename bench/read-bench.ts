/**
 * The read bench, one route at a time across every engine: the route under autocannon on each
 * engine's server (all of them up, the others idle), then its captured answer replayed from memory
 * by bare node:http and by a plain Fastify route with the same settings, right after. Keeping the
 * measurements of one route next to each other matters on a shared machine: its load changes from
 * minute to minute, and a ratio is only fair between numbers taken under the same load.
 *
 * A replay depends only on the bytes, so engines whose answers have the same size (within 2%: ids
 * and timestamps differ) share one replay of the first engine's bytes; an answer of another size
 * gets its own replay.
 */
import type { BenchApp, Engine } from './bench-app';
import { bareNodeReplay, fastifyReplay, load, type Captured, type LoadResult, type LoadSettings, type ReplayServer } from './http-load';
import { pathOf, type ReadRoute } from './read-routes';

export interface RouteResult {
  route: ReadRoute;
  status: number;
  bytes: number;
  real?: LoadResult;
  bare?: LoadResult;
  fastify?: LoadResult;
  /** the replay was of another engine's answer of the same size */
  replayOf?: Engine;
}

export interface EngineTarget {
  engine: Engine;
  bench: BenchApp;
  token: string;
  /** the bench building's administrator, for staff-only routes */
  adminToken: string;
}

async function capture(url: string, headers: Record<string, string>): Promise<{ status: number } & Captured> {
  const res = await fetch(url, { headers: { accept: 'application/json', ...headers } });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, body, contentType: res.headers.get('content-type') ?? 'application/json' };
}

async function measureReplay(start: (c: Captured) => Promise<ReplayServer>, captured: Captured, settings: LoadSettings): Promise<LoadResult> {
  const server = await start(captured);
  try {
    return await load(server.url, settings);
  } finally {
    await server.close();
  }
}

export interface ReadBenchOptions {
  engines: EngineTarget[];
  routes: ReadRoute[];
  settings: LoadSettings;
  warmupSeconds: number;
}

const sameSize = (a: number, b: number) => Math.abs(a - b) <= 0.02 * Math.max(a, b);

/** Results per engine, in the order of `opts.engines`, each in the order of `opts.routes`. */
export async function runReadBench(opts: ReadBenchOptions, log: (line: string) => void): Promise<Map<Engine, RouteResult[]>> {
  const results = new Map<Engine, RouteResult[]>(opts.engines.map((e) => [e.engine, []]));
  for (const route of opts.routes) {
    const measured: Array<{ engine: Engine; result: RouteResult; captured: Captured }> = [];
    for (const { engine, bench, token, adminToken } of opts.engines) {
      const headers: Record<string, string> = route.auth ? { authorization: `Bearer ${route.asAdmin ? adminToken : token}` } : {};
      const url = bench.base + pathOf(route, bench.buildingId, bench.gate.busyUnitId);
      const captured = await capture(url, headers);
      const result: RouteResult = { route, status: captured.status, bytes: captured.body.byteLength };
      results.get(engine)!.push(result);
      if (captured.status !== 200) {
        log(`  ${route.name} on ${engine}: answered ${captured.status}; not measured`);
        continue;
      }
      if (opts.warmupSeconds > 0) await load(url, opts.settings, headers, opts.warmupSeconds); // JIT, statement caches
      result.real = await load(url, opts.settings, headers);
      measured.push({ engine, result, captured });
    }

    const replayed: Array<{ engine: Engine; bytes: number; bare: LoadResult; fastify: LoadResult }> = [];
    for (const m of measured) {
      let replay = replayed.find((r) => sameSize(r.bytes, m.result.bytes));
      if (!replay) {
        const bare = await measureReplay(bareNodeReplay, m.captured, opts.settings);
        const fastify = await measureReplay(fastifyReplay, m.captured, opts.settings);
        replayed.push((replay = { engine: m.engine, bytes: m.result.bytes, bare, fastify }));
      }
      Object.assign(m.result, { bare: replay.bare, fastify: replay.fastify, replayOf: replay.engine === m.engine ? undefined : replay.engine });
    }
    const parts = measured.map(({ engine, result: r }) => `${engine} ${r.real!.rps.toFixed(0)} req/s (${((r.real!.rps / r.bare!.rps) * 100).toFixed(1)}%)`);
    if (measured.length) log(`  ${route.name}: ${parts.join(', ')}; bare node ${measured[0].result.bare!.rps.toFixed(0)} req/s`);
  }
  return results;
}
