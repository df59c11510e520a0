/**
 * `npm run bench`: the request path of issue 8 on SQLite and, when TEST_DATABASE_URL is set, on
 * PostgreSQL too, each with demo data plus a large data set (bench/seed-large.ts).
 *
 * Reads: /v1/users/me, /v1/units/my, announcements and every list route, signed in as a resident
 * who sees the large data set; req/s, p50, p99, answer size, and the share of the same bytes
 * replayed from memory by bare node:http (and by plain Fastify) in the same run with the same load.
 * Writes: POST an announcement while N sockets listen (in a child process); delivery p50/p99.
 * Then a markdown summary for the README. Talks to 127.0.0.1 only, stops by itself, asserts
 * nothing: targets are printed as met / NOT met and the exit code is 0.
 *
 * Knobs: BENCH_SECONDS (5) per measurement, BENCH_CONNECTIONS (20), BENCH_WARMUP (1 s before each
 * real route), BENCH_LISTENERS ("200,1000"; "0" skips the write path), BENCH_WRITES (100 per
 * listener count), BENCH_ENGINES ("sqlite,postgres"), BENCH_REPLAY=each (no reuse of replays).
 */
import { startBenchApp, type BenchApp, type Engine } from './bench-app';
import { runReadBench, type ReplayCache } from './read-bench';
import { readRoutes } from './read-routes';
import { ENGINE_NAME, machineLine, printEngineTable, printWriteTable, summaryMarkdown, type EngineRun } from './report';
import { BENCH_EMAIL, BENCH_ADMIN_EMAIL, listenerEmail, type LargeSeedSizes } from './seed-large';
import { runWritePath } from './write-path';

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback);
  return Number.isFinite(v) && v >= 0 ? v : fallback;
};
const SETTINGS = { connections: num('BENCH_CONNECTIONS', 20), seconds: num('BENCH_SECONDS', 5), workers: 1 };
const WARMUP = num('BENCH_WARMUP', 1);
const LISTENERS = (process.env.BENCH_LISTENERS ?? '200,1000')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0)
  .sort((a, b) => a - b);
const WRITES = num('BENCH_WRITES', 100);
const LISTENER_USERS = 10;
const SIZES: LargeSeedSizes = { units: 1_000, announcements: 10_000, documents: 500, floorplans: 50, listeners: LISTENER_USERS };

const wanted = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
const ENGINES: Engine[] = (['sqlite', 'postgres'] as const).filter(
  (e) => wanted.includes(e) && (e === 'sqlite' || Boolean(process.env.TEST_DATABASE_URL)),
);

const log = (line: string) => console.log(line);

async function benchEngine(engine: Engine, cache: ReplayCache): Promise<EngineRun> {
  log(`\n=== ${ENGINE_NAME[engine]} ===`);
  const bench: BenchApp = await startBenchApp(engine, SIZES);
  try {
    log(
      `Seeded ${SIZES.units} units (all of them ${BENCH_EMAIL}'s), ${SIZES.announcements} announcements, ${SIZES.documents} documents, ` +
        `${SIZES.floorplans} floor plans in ${bench.seedSeconds.toFixed(1)} s; building id ${bench.buildingId}`,
    );
    const routes = await readRoutes(bench.base, bench.buildingId);
    const reads = await runReadBench(
      {
        base: bench.base,
        token: await bench.tokenFor(BENCH_EMAIL),
        routes,
        settings: SETTINGS,
        warmupSeconds: WARMUP,
        cache,
        remeasureReplays: process.env.BENCH_REPLAY === 'each',
      },
      log,
    );
    const run: EngineRun = { engine, reads, writes: [] };
    if (LISTENERS.length && WRITES > 0) {
      log(`Write path: listeners in a child process (socket.io clients of ${LISTENER_USERS} residents), ${WRITES} writes per listener count`);
      try {
        run.writes = await runWritePath(
          {
            base: bench.base,
            buildingId: bench.buildingId,
            writerToken: await bench.tokenFor(BENCH_ADMIN_EMAIL),
            listenerTokens: await Promise.all(Array.from({ length: LISTENER_USERS }, (_, i) => bench.tokenFor(listenerEmail(i)))),
            counts: LISTENERS,
            writes: WRITES,
          },
          log,
        );
      } catch (err) {
        run.writeError = err instanceof Error ? err.message : String(err);
        log(`  write path failed: ${run.writeError}`);
      }
    }
    return run;
  } finally {
    await bench.close();
  }
}

async function main() {
  const started = performance.now();
  log(`npm run bench — ${machineLine()}`);
  log(
    `autocannon: ${SETTINGS.connections} connections, ${SETTINGS.seconds} s per measurement (${WARMUP} s warm-up before each real route), ` +
      `${SETTINGS.workers} load worker thread; 127.0.0.1 only. Engines: ${ENGINES.map((e) => ENGINE_NAME[e]).join(', ')}` +
      (process.env.TEST_DATABASE_URL ? '' : ' (set TEST_DATABASE_URL for PostgreSQL too)'),
  );
  log('The server logs nothing (logger off); "bare" = the same bytes from memory by node:http, "Fastify" = by a plain Fastify route.');
  const cache: ReplayCache = new Map();
  const runs: EngineRun[] = [];
  for (const engine of ENGINES) {
    const run = await benchEngine(engine, cache);
    runs.push(run);
    printEngineTable(run, log);
    printWriteTable(run, log);
  }
  log('\n=== Summary (markdown, for the README\'s Speed section) ===\n');
  log(summaryMarkdown(runs, SETTINGS));
  log(`\nInformational only: nothing is asserted. Took ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
