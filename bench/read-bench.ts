/**
 * The read bench on one engine: each route under autocannon, then the very bytes it answered
 * replayed from memory by bare node:http and by a plain Fastify route, with the same settings,
 * right after it (so a busy moment of the shared machine hits both sides alike).
 *
 * A replay depends only on the bytes, not on the engine that produced them, so a route's replay is
 * measured once per run and reused for the next engine when that engine's answer has the same size
 * (within 2%: ids and timestamps differ). BENCH_REPLAY=each measures it again for every engine.
 */
import { bareNodeReplay, fastifyReplay, load, type Captured, type LoadResult, type LoadSettings, type ReplayServer } from './http-load';
import type { ReadRoute } from './read-routes';

export interface RouteResult {
  route: ReadRoute;
  status: number;
  bytes: number;
  real?: LoadResult;
  bare?: LoadResult;
  fastify?: LoadResult;
  /** the replays were measured for an earlier engine's answer of the same size */
  replayReused?: boolean;
}

interface CachedReplay {
  bytes: number;
  bare: LoadResult;
  fastify: LoadResult;
}

export type ReplayCache = Map<string, CachedReplay>;

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
  base: string;
  token: string;
  routes: ReadRoute[];
  settings: LoadSettings;
  warmupSeconds: number;
  cache: ReplayCache;
  remeasureReplays: boolean;
}

export async function runReadBench(opts: ReadBenchOptions, log: (line: string) => void): Promise<RouteResult[]> {
  const results: RouteResult[] = [];
  for (const route of opts.routes) {
    const headers: Record<string, string> = route.auth ? { authorization: `Bearer ${opts.token}` } : {};
    const url = opts.base + route.path;
    const captured = await capture(url, headers);
    const result: RouteResult = { route, status: captured.status, bytes: captured.body.byteLength };
    results.push(result);
    if (captured.status !== 200) {
      log(`  ${route.name}: answered ${captured.status}; not measured`);
      continue;
    }
    if (opts.warmupSeconds > 0) await load(url, opts.settings, headers, opts.warmupSeconds); // JIT, statement caches
    result.real = await load(url, opts.settings, headers);

    const cached = opts.cache.get(route.name);
    if (cached && !opts.remeasureReplays && Math.abs(cached.bytes - result.bytes) <= 0.02 * cached.bytes) {
      Object.assign(result, { bare: cached.bare, fastify: cached.fastify, replayReused: true });
    } else {
      result.bare = await measureReplay(bareNodeReplay, captured, opts.settings);
      result.fastify = await measureReplay(fastifyReplay, captured, opts.settings);
      opts.cache.set(route.name, { bytes: result.bytes, bare: result.bare, fastify: result.fastify });
    }
    const bare = result.bare!;
    const share = (result.real.rps / bare.rps) * 100;
    log(
      `  ${route.name}: ${result.real.rps.toFixed(0)} req/s, p99 ${result.real.p99} ms; bare node ${bare.rps.toFixed(0)} req/s` +
        `${result.replayReused ? ' (reused)' : ''} → ${share.toFixed(1)}%`,
    );
  }
  return results;
}
