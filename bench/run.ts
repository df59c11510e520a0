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
 * Knobs: BENCH_SECONDS (5) per measurement, BENCH_CONNECTIONS (20), BENCH_WARMUP (0.5 s before each
 * real route), BENCH_LISTENERS ("200,1000"; "0" skips the write path), BENCH_WRITES (50 per
 * listener count), BENCH_GATE_REQUESTS (300 per gate log page), BENCH_ENGINES ("sqlite,postgres").
 *
 * The gate log (issue 9 §4): 1,000,000 gate events across 100 buildings are seeded beside the rest
 * (bench/seed-gate-log.ts); the unit's access-log page is one of the measured reads, the staff's
 * building page too, and both are then timed one request at a time (bench/gate-log-bench.ts).
 */
import { startBenchApp, type BenchApp, type Engine } from './bench-app';
import { runReadBench, type EngineTarget } from './read-bench';
import { readRoutes } from './read-routes';
import { ENGINE_NAME, machineLine, printEngineTable, printWriteTable, summaryMarkdown, type EngineRun } from './report';
import { BENCH_EMAIL, BENCH_ADMIN_EMAIL, listenerEmail, type LargeSeedSizes } from './seed-large';
import { runWritePath } from './write-path';
import { gateLogMarkdown, runGateLogBench, type GatePageResult } from './gate-log-bench';

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback);
  return Number.isFinite(v) && v >= 0 ? v : fallback;
};
const SETTINGS = { connections: num('BENCH_CONNECTIONS', 20), seconds: num('BENCH_SECONDS', 5), workers: 1 };
const WARMUP = num('BENCH_WARMUP', 0.5);
const LISTENERS = (process.env.BENCH_LISTENERS ?? '200,1000')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0)
  .sort((a, b) => a - b);
const WRITES = num('BENCH_WRITES', 50);
const GATE_REQUESTS = num('BENCH_GATE_REQUESTS', 300);
const LISTENER_USERS = 10;
const SIZES: LargeSeedSizes = { units: 1_000, announcements: 10_000, documents: 500, floorplans: 50, listeners: LISTENER_USERS };

const wanted = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
const ENGINES: Engine[] = (['sqlite', 'postgres'] as const).filter(
  (e) => wanted.includes(e) && (e === 'sqlite' || Boolean(process.env.TEST_DATABASE_URL)),
);

const log = (line: string) => console.log(line);

async function writePath(engine: Engine, bench: BenchApp): Promise<Pick<EngineRun, 'writes' | 'writeError'>> {
  log(`Write path on ${ENGINE_NAME[engine]}: listeners in a child process (socket.io clients of ${LISTENER_USERS} residents), ${WRITES} writes per listener count`);
  try {
    const writes = await runWritePath(
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
    return { writes };
  } catch (err) {
    const writeError = err instanceof Error ? err.message : String(err);
    log(`  write path failed: ${writeError}`);
    return { writes: [], writeError };
  }
}

async function main() {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  log(`npm run bench — ${machineLine()}`);
  log(
    `autocannon: ${SETTINGS.connections} connections, ${SETTINGS.seconds} s per measurement (${WARMUP} s warm-up before each real route), ` +
      `${SETTINGS.workers} load worker thread; 127.0.0.1 only. Engines: ${ENGINES.map((e) => ENGINE_NAME[e]).join(', ')}` +
      (process.env.TEST_DATABASE_URL ? '' : ' (set TEST_DATABASE_URL for PostgreSQL too)'),
  );
  log('The server logs nothing (logger off); "bare" = the same bytes from memory by node:http, "Fastify" = by a plain Fastify route.');

  // Every engine's server is up at once (the others idle), so each route is measured on all of
  // them and against its replay within a minute: the shared machine's load drifts over longer spans.
  const engines: EngineTarget[] = [];
  // Ctrl-C still drops the PostgreSQL database and the temporary folders
  process.once('SIGINT', () => {
    log('\nInterrupted: closing the servers and dropping the bench databases…');
    void Promise.allSettled(engines.map((e) => e.bench.close())).then(() => process.exit(130));
  });
  try {
    for (const engine of ENGINES) {
      const bench = await startBenchApp(engine, SIZES);
      engines.push({ engine, bench, token: await bench.tokenFor(BENCH_EMAIL), adminToken: await bench.tokenFor(BENCH_ADMIN_EMAIL) });
      log(
        `${ENGINE_NAME[engine]}: seeded ${SIZES.units} units (all of them ${BENCH_EMAIL}'s), ${SIZES.announcements} announcements, ` +
          `${SIZES.documents} documents, ${SIZES.floorplans} floor plans in ${bench.seedSeconds.toFixed(1)} s; ` +
          `${bench.gate.events.toLocaleString('en')} gate events in ${bench.gate.seconds.toFixed(1)} s (ready at ${elapsed()})`,
      );
    }
    const routes = await readRoutes(engines[0].bench.base, log);
    log(`\nReads (${routes.length} routes):`);
    const reads = await runReadBench({ engines, routes, settings: SETTINGS, warmupSeconds: WARMUP }, log);
    log(`  (reads done at ${elapsed()})\n`);
    const gatePages: Array<{ engine: Engine; pages: GatePageResult[] }> = [];
    for (const target of engines) gatePages.push({ engine: target.engine, pages: await runGateLogBench(target, GATE_REQUESTS, log) });

    const runs: EngineRun[] = [];
    for (const { engine, bench } of engines) {
      const run: EngineRun = { engine, reads: reads.get(engine) ?? [], writes: [] };
      if (LISTENERS.length && WRITES > 0) Object.assign(run, await writePath(engine, bench));
      runs.push(run);
    }
    for (const run of runs) {
      printEngineTable(run, log);
      printWriteTable(run, log);
    }
    log("\n=== Summary (markdown, for the README's Speed section) ===\n");
    log(summaryMarkdown(runs, SETTINGS));
    log('');
    log(gateLogMarkdown(gatePages));
  } finally {
    for (const { bench } of engines) await bench.close();
  }
  log(`\nInformational only: nothing is asserted. Took ${elapsed()}.`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
