/**
 * `npm run bench:scale` (issue 28 §5): a deployment of 200 buildings, 20,000 units and 50,000 users
 * built by the database itself, its history grown ×1 → ×10 → ×100 (at ×100: 1,000,000 gate events
 * in one building, 1,000,000 audit rows, 200,000 issues, 10,000,000 sensor readings, 200,000
 * notifications), the hot reads timed over HTTP at each size; SQLite, and PostgreSQL with
 * TEST_DATABASE_URL (a database of its own, dropped at the end). Prints a table per engine and a
 * markdown summary; asserts nothing, exit code 0.
 *
 * Knobs: BENCH_SCALE_SIZES ("1,10,100", ascending), BENCH_SCALE_REQUESTS (200 per read and size),
 * BENCH_SCALE_FRACTION (1; 0.01 makes ×100 a few thousand rows of each kind, for a quick look),
 * BENCH_ENGINES ("sqlite,postgres"), BENCH_SCALE_PROFILE (1: after timing each size, the statements
 * of each read re-run one by one, slowest first; bench/scale/profile.ts).
 */
import type { Engine } from '../../tests/server/harness';
import { ENGINE_NAME, machineLine } from '../report';
import { seedBase } from './base';
import { growHistory } from './history';
import { printProfile, profileReads, QueryRecorder } from './profile';
import { timeReads } from './reads';
import { printScaleTable, scaleMarkdown, type EngineScaleRun } from './report';
import { startScaleServer } from './server';
import { historyCounts, type HistoryCounts } from './shape';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1,10,100')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0)
  .sort((a, b) => a - b);
const REQUESTS = Math.max(10, Number(process.env.BENCH_SCALE_REQUESTS ?? 200) || 200);
const FRACTION = Math.min(1, Math.max(0.0001, Number(process.env.BENCH_SCALE_FRACTION ?? 1) || 1));
const PROFILE = process.env.BENCH_SCALE_PROFILE === '1';
const wanted = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
const ENGINES: Engine[] = (['sqlite', 'postgres'] as const).filter((e) => wanted.includes(e) && (e === 'sqlite' || Boolean(process.env.TEST_DATABASE_URL)));

const log = (line: string) => console.log(line);
const count = (c: HistoryCounts) =>
  `${c.gateEvents.toLocaleString('en')} gate events, ${c.auditRows.toLocaleString('en')} audit rows, ${c.issues.toLocaleString('en')} issues, ` +
  `${c.sensorReadings.toLocaleString('en')} sensor readings, ${c.notifications.toLocaleString('en')} notifications`;

async function runEngine(engine: Engine, started: number): Promise<EngineScaleRun> {
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  const recorder = PROFILE ? new QueryRecorder() : undefined;
  const server = await startScaleServer(engine, recorder?.onQuery);
  const stop = () => void server.close().finally(() => process.exit(130));
  process.once('SIGINT', stop);
  try {
    const t0 = performance.now();
    const base = await seedBase(server.app.db, server.app.dialect, { fraction: FRACTION, scryptN: server.config.scryptN });
    const { shape } = base;
    log(
      `${ENGINE_NAME[engine]}: base of ${shape.buildings} buildings, ${shape.units.toLocaleString('en')} units, ${shape.users.toLocaleString('en')} users, ` +
        `${shape.sensors.toLocaleString('en')} sensors in ${((performance.now() - t0) / 1000).toFixed(1)} s (at ${elapsed()})`,
    );
    const run: EngineScaleRun = { engine, sizes: [] };
    let have = historyCounts(0, FRACTION);
    for (const scale of SIZES) {
      const want = historyCounts(scale, FRACTION);
      const g0 = performance.now();
      await growHistory(server.app.db, server.app.dialect, base, have, want, { fraction: FRACTION, log });
      have = want;
      log(`  ×${scale}: ${count(want)} — grown in ${((performance.now() - g0) / 1000).toFixed(1)} s; timing ${REQUESTS} requests per read (at ${elapsed()})`);
      const reads = await timeReads(server, base, REQUESTS);
      run.sizes.push({ scale, reads });
      for (const r of reads) log(`    ${r.name.padEnd(40)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p99 ${r.p99.toFixed(1).padStart(7)} ms  (${r.rows} rows)`);
      if (recorder) {
        log(`  ×${scale} profile (median of re-runs of each statement, slowest first):`);
        printProfile(await profileReads(server, base, recorder), log);
      }
    }
    printScaleTable(run, log);
    return run;
  } finally {
    process.removeListener('SIGINT', stop);
    await server.close();
  }
}

async function main() {
  const started = performance.now();
  log(`npm run bench:scale — ${machineLine()}`);
  log(
    `Sizes ×${SIZES.join(', ×')}${FRACTION < 1 ? ` at fraction ${FRACTION} of the full deployment` : ''}; ${REQUESTS} requests per read and size, one at a time, ` +
      `127.0.0.1. Engines: ${ENGINES.map((e) => ENGINE_NAME[e]).join(', ')}${process.env.TEST_DATABASE_URL ? '' : ' (set TEST_DATABASE_URL for PostgreSQL too)'}`,
  );
  const runs: EngineScaleRun[] = [];
  for (const engine of ENGINES) runs.push(await runEngine(engine, started));
  log("\n=== Summary (markdown, for the README's Speed section) ===\n");
  log(scaleMarkdown(runs));
  log(`Informational only: nothing is asserted. Took ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
