/**
 * `node --import tsx bench/fanout.ts`: one building event to thousands of sockets on one instance
 * (issue 28 §4). FANOUT_SOCKETS (5,000; a list such as "1000,3000,5000" grows the same listeners
 * from one count to the next) WebSocket clients of residents of Rezidence Vltava listen in
 * FANOUT_PROCESSES (4) child processes (fanout-listeners.ts), at most FANOUT_PER_USER (10) sockets per
 * resident, so the server's cap (MAX_SOCKETS_PER_USER, 20) holds: the bench adds the residents it needs
 * (5,000 sockets → 500 residents, one unit access each, a session made directly in the database).
 * The building admin then POSTs FANOUT_WRITES (20, after 3 unmeasured) normal announcements one after
 * another (`announcement.created`, audience: every member of the building), each once every socket
 * has the one before (or after 5 s).
 *
 * Per socket and write, delivery = when the socket's frame arrived in its listener process minus
 * when the POST's answer had arrived in the bench (both CLOCK_MONOTONIC); a frame that arrives before
 * the answer counts as 0 (negative figures are clamped, the raw minimum is printed). "from the
 * request" is the same from just before the POST was sent. Also printed: the server's synchronous
 * time in the room broadcast per write (socket.io's encode and its loop over the sockets) and the
 * server's event-loop delay meanwhile.
 *
 * FANOUT_CLIENT=socket.io uses socket.io-client listeners (socket-listeners.ts) instead of bare
 * WebSocket ones: each frame then also costs the listener process socket.io-client's decoding.
 * FANOUT_PROFILE=file.cpuprofile writes a CPU profile of this process — the server and the writer —
 * while the writes run (not while the sockets connect), and prints where its time went.
 *
 * SQLite only (one INSERT per write; the database is not what is measured); 127.0.0.1 only; nothing
 * is asserted.
 */
import fs from 'node:fs';
import type { Profiler } from 'node:inspector';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createSession } from '../server/domain/auth/sessions';
import { DEMO_PASSWORD } from '../server/demo/seed';
import { USERS } from '../tests/server/harness';
import { startBenchServer } from './bench-app';
import { BENCH_MARK, type ListenerReply } from './listener-protocol';
import { Listeners, nowMs, sleep } from './listeners';
import { percentile } from './stats';

const num = (name: string, fallback: number, min: number) => Math.max(min, Number(process.env[name] ?? fallback) || fallback);
const COUNTS = (process.env.FANOUT_SOCKETS ?? '5000')
  .split(',')
  .map((s) => Math.max(1, Number(s) || 0))
  .sort((a, b) => a - b);
const PROCESSES = num('FANOUT_PROCESSES', 4, 1);
const PER_USER = num('FANOUT_PER_USER', 10, 1);
const WRITES = num('FANOUT_WRITES', 20, 1);
const WARMUP = 3;
const CLIENT = process.env.FANOUT_CLIENT === 'socket.io' ? 'socket.io' : 'ws';
const PROFILE = process.env.FANOUT_PROFILE;
/** a write still missing deliveries this long after its answer is counted with what arrived */
const LATE_MS = 5000;

const log = (line: string) => console.log(line);
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** Where a CPU profile's samples went: by function (self time) and by package. */
function summarise(profile: Profiler.Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const pkg = new Map<string, number>();
  let total = 0;
  (profile.samples ?? []).forEach((id, i) => {
    const dt = (profile.timeDeltas?.[i] ?? 0) / 1000;
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') return;
    total += dt;
    const file = url.replace(/^file:\/\//, '').replace(/^.*\/work\/main\//, '');
    const key = `${functionName || '(anonymous)'} ${file ? `${file.split('/').slice(-2).join('/')}:${lineNumber + 1}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    const owner = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? (file.startsWith('node:') ? 'node (internal)' : file ? file.split('/')[0] : functionName);
    pkg.set(owner, (pkg.get(owner) ?? 0) + dt);
  });
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `    ${ms(v).padStart(10)}  ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`)
      .join('\n');
  log(`  profile: ${ms(total)} busy; by package:\n${top(pkg, 12)}\n  by function (self):\n${top(self, 30)}`);
}

async function main() {
  const users = Math.ceil(COUNTS[COUNTS.length - 1] / PER_USER);
  let buildingId = 0;
  let tokens: string[] = [];
  const server = await startBenchServer('sqlite', async (app, config) => {
    buildingId = (await app.db.selectFrom('buildings').select('id').where('code', '=', 'VLT').executeTakeFirstOrThrow()).id;
    const units = (await app.db.selectFrom('units').select('id').where('building_id', '=', buildingId).orderBy('id').execute()).map((u) => u.id);
    const ts = new Date().toISOString();
    const ids: number[] = [];
    for (let i = 0; i < users; i++) {
      const email = `fanout-${i + 1}@example.com`;
      // never signs in: the session below is made directly
      const row = { email, name: `Posluchač ${i + 1}`, phone: null, password_hash: '-', is_active: 1 as const, global_role: 'user' as const, avatar_url: null, created_at: ts, updated_at: ts, last_login: null };
      ids.push((await app.db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow()).id);
    }
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500).map((user_id, j) => ({ user_id, unit_id: units[(i + j) % units.length], role: 'tenant' as const, valid_from: '2024-01-01T00:00:00.000Z', valid_until: null }));
      await app.db.insertInto('unit_access').values(chunk).execute();
    }
    const policy = { idleMinutes: config.sessionIdleMinutes, absoluteDays: config.sessionAbsoluteDays };
    tokens = await Promise.all(ids.map((id) => createSession(app.db, id, policy)));
  });
  const writerToken = await server.tokenFor(USERS.buildingAdmin, DEMO_PASSWORD);

  // the server's synchronous time in each room broadcast (encode once, then the loop over the sockets)
  const adapter = server.app.live.io.of('/').adapter;
  const broadcast = adapter.broadcast.bind(adapter);
  let broadcastMs: number[] = [];
  /** CPU time (user + system) of each broadcast: steadier than its wall time on a loaded machine */
  let broadcastCpuMs: number[] = [];
  adapter.broadcast = (packet, opts) => {
    const t = nowMs();
    const cpu = process.cpuUsage();
    broadcast(packet, opts);
    const used = process.cpuUsage(cpu);
    broadcastMs.push(nowMs() - t);
    broadcastCpuMs.push((used.user + used.system) / 1000);
  };

  const script = CLIENT === 'ws' ? './fanout-listeners.ts' : './socket-listeners.ts';
  const groups = Array.from({ length: PROCESSES }, () => new Listeners(script));
  // each process its own residents, so no resident holds more than PER_USER sockets in all
  const groupTokens = groups.map((_, g) => tokens.filter((_t, i) => i % PROCESSES === g));
  const profiler = PROFILE ? new Session() : undefined;
  try {
    log(
      `Fan-out: announcement.created to every member of Rezidence Vltava; ${COUNTS.join(', ')} sockets (${CLIENT} clients) in ${PROCESSES} listener processes, ` +
        `${users} residents (≤ ${PER_USER} sockets each; cap ${server.config.maxSocketsPerUser}); ${WRITES} writes after ${WARMUP} warm-up; 127.0.0.1`,
    );
    for (const n of COUNTS) {
      const shares = groups.map((_, g) => Math.floor(n / PROCESSES) + (g < n % PROCESSES ? 1 : 0));
      const connectSeconds = Math.max(...(await Promise.all(groups.map((l, g) => l.grow(server.base, groupTokens[g], shares[g])))));
      const sockets = server.app.live.io.of('/').sockets.size;
      await sleep(500);

      if (profiler) {
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
        await profiler.post('Profiler.start');
      }
      const loop = monitorEventLoopDelay({ resolution: 2 });
      loop.enable();
      broadcastMs = [];
      broadcastCpuMs = [];
      const fromAnswer: number[] = [];
      const fromRequest: number[] = [];
      const lasts: number[] = [];
      const answers: number[] = [];
      let minRaw = Infinity;
      let delivered = 0;
      for (let i = -WARMUP; i < WRITES; i++) {
        const key = `${BENCH_MARK} fanout ${n} ${i} ${Date.now()}`;
        const pick = (m: ListenerReply) => (m.type === 'delivered' && m.key === key ? m.times : undefined);
        const arrived = groups.map(async (l) => {
          const complete = await l.next(pick, LATE_MS);
          if (complete) return complete;
          const flushed = l.next(pick, LATE_MS);
          l.send({ type: 'flush', key });
          return (await flushed) ?? [];
        });
        const t0 = nowMs();
        const res = await fetch(`${server.base}/v1/buildings/${buildingId}/announcements`, {
          method: 'POST',
          headers: { authorization: `Bearer ${writerToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ message: key, type: 'general', importance: 'normal' }),
        });
        await res.arrayBuffer();
        const t1 = nowMs();
        if (res.status !== 201) throw new Error(`POST announcement answered ${res.status}`);
        const times = (await Promise.all(arrived)).flat();
        if (i >= 0) {
          answers.push(t1 - t0);
          delivered += times.length;
          for (const t of times) {
            minRaw = Math.min(minRaw, t - t1);
            fromAnswer.push(Math.max(0, t - t1));
            fromRequest.push(t - t0);
          }
          if (times.length === n) lasts.push(Math.max(...times) - t1);
        }
        await sleep(50);
      }
      loop.disable();
      if (profiler) {
        const { profile } = await profiler.post('Profiler.stop');
        const file = COUNTS.length > 1 ? PROFILE!.replace(/(\.cpuprofile)?$/, `-${n}.cpuprofile`) : PROFILE!;
        fs.writeFileSync(file, JSON.stringify(profile));
        log(`  CPU profile of the writes: ${file}`);
        summarise(profile);
        profiler.disconnect();
      }
      for (const a of [fromAnswer, fromRequest, lasts, answers]) a.sort((x, y) => x - y);
      const measured = broadcastMs.slice(WARMUP).sort((x, y) => x - y);
      const cpu = broadcastCpuMs.slice(WARMUP).sort((x, y) => x - y);
      log(
        `  ${n} sockets (${sockets} on the server, connected in ${connectSeconds.toFixed(1)} s): from the answer p50 ${ms(percentile(fromAnswer, 50))}, ` +
          `p99 ${ms(percentile(fromAnswer, 99))}, max ${ms(percentile(fromAnswer, 100))} (earliest ${ms(minRaw)}); ` +
          `from the request p50 ${ms(percentile(fromRequest, 50))}, p99 ${ms(percentile(fromRequest, 99))}; ` +
          `last socket p50 ${ms(percentile(lasts, 50))}; answer p50 ${ms(percentile(answers, 50))}; ` +
          `broadcast p50 ${ms(percentile(measured, 50))}, max ${ms(percentile(measured, 100))}, CPU p50 ${ms(percentile(cpu, 50))} (${((1000 * percentile(cpu, 50)) / n).toFixed(1)} µs a socket); ` +
          `event loop delay p99 ${ms(loop.percentile(99) / 1e6)}, max ${ms(loop.max / 1e6)}; ${delivered}/${n * WRITES} delivered`,
      );
      // the 60-second re-check of every socket (server/plugins/live.ts): a write that lands during it waits for its synchronous parts
      const sweepLoop = monitorEventLoopDelay({ resolution: 1 });
      const sweepMs: number[] = [];
      sweepLoop.enable();
      for (let i = 0; i < 3; i++) {
        const t = nowMs();
        await server.app.live.sweep();
        sweepMs.push(nowMs() - t);
        await sleep(20);
      }
      sweepLoop.disable();
      sweepMs.sort((a, b) => a - b);
      log(`    a sweep of the ${n} sockets: ${ms(percentile(sweepMs, 50))} (median of 3), longest event-loop stall meanwhile ${ms(sweepLoop.max / 1e6)}`);
    }
    log('Informational only: nothing is asserted.');
  } finally {
    await Promise.all(groups.map((l) => l.stop()));
    await server.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
