/**
 * `npm run bench`: read throughput of the hot list routes on SQLite with a large data set, as a
 * ratio to a route without database work measured in the same run on the same machine (so the
 * numbers compare across machines). Talks to 127.0.0.1 only, stops by itself, asserts nothing timed:
 * it prints req/s, p99 latency and the ratio against the target, and exits 0.
 *
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) shorten or widen each run.
 * Then a socket broadcast micro-benchmark: BENCH_SOCKETS clients (default 200; 0 skips it),
 * BENCH_EVENTS events (default 200).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { BENCH_EMAIL, BENCH_PASSWORD, seedLarge } from './seed-large';
import { runSocketBench } from './socket-broadcast';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SIZES = { units: 1_000, announcements: 10_000 };
/** the target from the task: a list route keeps at least this share of the baseline's throughput */
const TARGET_RATIO = 0.4;

interface Target {
  name: string;
  path: string;
  auth: boolean;
  baseline?: boolean;
  /** measured for context (no target): separates the cost of authentication from the list's own */
  reference?: boolean;
}

interface Measured {
  target: Target;
  status: number;
  bytes: number;
  rps?: number;
  p50?: number;
  p99?: number;
  non2xx?: number;
  errors?: number;
  body?: Buffer;
  /** req/s of the same answer served from memory by a route without database or access work */
  replayRps?: number;
}

function pad(s: string | number, n: number, right = false): string {
  const t = String(s);
  return right ? t.padStart(n) : t.padEnd(n);
}

async function probe(base: string, target: Target, token: string): Promise<{ status: number; bytes: number; body: Buffer }> {
  const res = await fetch(base + target.path, { headers: target.auth ? { authorization: `Bearer ${token}` } : {} });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, bytes: body.byteLength, body };
}

/**
 * The second baseline: each measured answer replayed from memory by a plain Fastify route in this
 * process (no database, no session, no serialisation). Its ratio is the cost of the real work alone,
 * which /v1/health (15 bytes) cannot show for a 30–400 KB list.
 */
async function measureReplays(results: Measured[], token: string): Promise<void> {
  const replay = Fastify({ logger: false });
  results.forEach((r, i) => {
    if (r.body && !r.target.baseline) {
      const body = r.body;
      replay.get(`/replay/${i}`, async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
    }
  });
  const address = await replay.listen({ port: 0, host: '127.0.0.1' });
  try {
    for (const [i, r] of results.entries()) {
      if (!r.body || r.target.baseline || r.rps === undefined) continue;
      const target: Target = { name: `replay ${r.target.name}`, path: `/replay/${i}`, auth: false };
      await load(address, target, token, 1);
      r.replayRps = (await load(address, target, token, SECONDS)).requests.average;
      console.log(`  ${target.name} from memory: ${r.replayRps.toFixed(0)} req/s`);
    }
  } finally {
    await replay.close();
  }
}

async function load(base: string, target: Target, token: string, seconds: number) {
  return autocannon({
    url: base + target.path,
    connections: CONNECTIONS,
    duration: seconds,
    headers: target.auth ? { authorization: `Bearer ${token}`, accept: 'application/json' } : { accept: 'application/json' },
    // the load generator runs on its own thread so it does not share the server's event loop
    workers: 1,
  });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domovnik-bench-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'true', SIMULATOR: 'false', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0' }),
    // sign-in cost is not what is measured here; the stored hash carries its own parameters
    scryptN: 2 ** 14,
    rateLimit: { max: 1_000_000, windowMs: 60_000 },
    serveSpa: false,
  };
  const app = await buildApp(config, { logger: false });
  try {
    await app.ready();
    console.log(`Seeding ${SIZES.units} units (all accessible to ${BENCH_EMAIL}) and ${SIZES.announcements} announcements…`);
    const seedStart = performance.now();
    const { buildingId } = await seedLarge(app.db, SIZES, config.scryptN);
    console.log(`  done in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (building id ${buildingId})`);

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const base = address.replace('localhost', '127.0.0.1');

    const login = await fetch(`${base}/v1/auth/login/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const token = ((await login.json()) as { access_token: string }).access_token;

    const targets: Target[] = [
      { name: 'baseline GET /v1/health', path: '/v1/health', auth: false, baseline: true },
      { name: 'GET /v1/users/me (auth, small body)', path: '/v1/users/me', auth: true, reference: true },
      { name: 'GET /v1/units/my', path: '/v1/units/my', auth: true },
      { name: `GET /v1/buildings/{id}/announcements`, path: `/v1/buildings/${buildingId}/announcements`, auth: true },
    ];

    console.log(`\nautocannon: ${CONNECTIONS} connections, ${SECONDS} s per route, 1 s warm-up, 127.0.0.1 only\n`);
    const results: Measured[] = [];
    for (const target of targets) {
      const { status, bytes, body } = await probe(base, target, token);
      if (status !== 200) {
        console.log(`  ${target.name}: answered ${status}; not measured`);
        results.push({ target, status, bytes });
        continue;
      }
      await load(base, target, token, 1); // warm-up: JIT, statement caches
      const r = await load(base, target, token, SECONDS);
      results.push({
        target,
        status,
        bytes,
        body,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
      });
      console.log(`  ${target.name}: ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms`);
    }

    await measureReplays(results, token);

    const baseline = results.find((r) => r.target.baseline)?.rps;
    console.log('\nResults (SQLite, one process)');
    console.log(
      `${pad('route', 42)} ${pad('body', 9, true)} ${pad('req/s', 9, true)} ${pad('p50 ms', 7, true)} ${pad('p99 ms', 7, true)} ${pad('vs baseline', 12, true)} ${pad('vs memory', 10, true)}  target ≥ ${TARGET_RATIO * 100}% (of /v1/health; of the same JSON from memory)`,
    );
    for (const r of results) {
      const size = r.bytes >= 1024 ? `${(r.bytes / 1024).toFixed(1)} KB` : `${r.bytes} B`;
      if (r.rps === undefined) {
        console.log(`${pad(r.target.name, 42)} ${pad(size, 9, true)} ${pad(`HTTP ${r.status}`, 9, true)}  (route missing or failing: not measured)`);
        continue;
      }
      const ratio = baseline ? r.rps / baseline : undefined;
      const verdict = r.target.baseline
        ? '(baseline)'
        : r.target.reference
          ? '(reference: session check + profile, no list)'
          : ratio === undefined
            ? 'n/a'
            : `${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}; ${
                r.replayRps === undefined ? 'n/a' : r.rps / r.replayRps >= TARGET_RATIO ? 'met' : 'NOT met'
              }`;
      const vsMemory = r.replayRps ? `${((r.rps / r.replayRps) * 100).toFixed(1)}%` : '';
      const warn = r.non2xx || r.errors ? `  [${r.non2xx} non-2xx, ${r.errors} errors]` : '';
      console.log(
        `${pad(r.target.name, 42)} ${pad(size, 9, true)} ${pad(r.rps.toFixed(0), 9, true)} ${pad(r.p50 ?? '', 7, true)} ${pad(r.p99 ?? '', 7, true)} ${pad(ratio === undefined ? '' : `${(ratio * 100).toFixed(1)}%`, 12, true)} ${pad(r.target.baseline ? '' : vsMemory, 10, true)}  ${verdict}${warn}`,
      );
    }
    const clients = Number(process.env.BENCH_SOCKETS ?? 200);
    if (clients > 0) {
      await runSocketBench(app, base, token, buildingId, { clients, events: Number(process.env.BENCH_EVENTS ?? 200), intervalMs: 5 });
    }
    console.log('\nInformational only: the ratios are printed, nothing is asserted.');
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
