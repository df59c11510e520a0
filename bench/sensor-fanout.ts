/**
 * `node --import tsx bench/sensor-fanout.ts`: the board's sensor fan-out (issue 12 §4). FANOUT_SOCKETS
 * (1,000) socket.io clients of board users (the demo's staff of Rezidence Vltava: its building admin,
 * its manager and the global admin, sockets spread over them) listen in a child process
 * (socket-listeners.ts) while the server publishes `sensor.readings` for the building at FANOUT_RATE
 * (10) events a second for FANOUT_SECONDS (20), each a round of FANOUT_READINGS (20) of the building's
 * 200 sensors, published on the bus as the sensor domain does after its commit (the event's audience
 * is the building's members; contract/live.ts). Delivery time = from just before the publish until a
 * listener's `event` handler runs (both clocks CLOCK_MONOTONIC). Rounds are not waited for: the next
 * is published on time whatever is still in flight, as sensors would.
 *
 * Prints delivery p50/p95/p99/max over every socket × event, how many arrived, and whether the p99
 * stays under the README's socket target (bench/report.ts WRITE_TARGET: p99 < 50 ms with 1,000
 * listeners). SQLite only (the database is not on this path); 127.0.0.1 only; asserts nothing; about
 * 35 s with the sockets' connecting.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { LiveEventData } from '../contract/live';
import { DEMO_PASSWORD } from '../server/demo/seed';
import { addSensors } from '../tests/server/board-fixtures';
import { USERS } from '../tests/server/harness';
import { startBenchServer } from './bench-app';
import { BENCH_MARK, type ListenerReply } from './listener-protocol';
import { Listeners, nowMs, sleep } from './listeners';
import { WRITE_TARGET } from './report';
import { percentile } from './stats';

const num = (name: string, fallback: number, min: number) => Math.max(min, Number(process.env[name] ?? fallback) || fallback);
const SOCKETS = num('FANOUT_SOCKETS', 1000, 1);
const RATE = num('FANOUT_RATE', 10, 1);
const SECONDS = num('FANOUT_SECONDS', 20, 1);
const READINGS = num('FANOUT_READINGS', 20, 1);
const PROCESSES = num('FANOUT_PROCESSES', 1, 1);
const SENSORS = 200;
/** a round still missing deliveries this long after its publish is counted with what arrived */
const LATE_MS = 5000;

type Readings = LiveEventData['sensor.readings']['readings'];

/** The receive times of one round in one listener process: when all its sockets have it, or what arrived by LATE_MS. */
async function arrivals(listeners: Listeners, key: string): Promise<number[]> {
  const pick = (m: ListenerReply) => (m.type === 'delivered' && m.key === key ? m.times : undefined);
  const complete = await listeners.next(pick, LATE_MS);
  if (complete) return complete;
  const flushed = listeners.next(pick, LATE_MS);
  listeners.send({ type: 'flush', key });
  return (await flushed) ?? [];
}

async function main() {
  const log = (line: string) => console.log(line);
  let buildingId = 0;
  let sensorIds: number[] = [];
  const server = await startBenchServer('sqlite', async (app) => {
    buildingId = (await app.db.selectFrom('buildings').select('id').where('code', '=', 'VLT').executeTakeFirstOrThrow()).id;
    sensorIds = await addSensors(app.db, buildingId, Array.from({ length: SENSORS }, (_, i) => ({ type: 'temperature' as const, value: 20 + (i % 10) })));
  });
  // the sockets are spread over FANOUT_PROCESSES listener processes (1): with more, the listeners' own
  // parsing of 10,000 frames a second weighs less on what is measured (when there are cores for them)
  const groups = Array.from({ length: PROCESSES }, () => new Listeners());
  try {
    const tokens = await Promise.all([USERS.buildingAdmin, USERS.manager, USERS.globalAdmin].map((email) => server.tokenFor(email, DEMO_PASSWORD)));
    log(`Sensor fan-out: ${SOCKETS} board sockets (${tokens.length} staff users) in ${PROCESSES} listener process(es), sensor.readings of ${READINGS} readings at ${RATE}/s for ${SECONDS} s; 127.0.0.1`);
    const shares = groups.map((_, g) => Math.floor(SOCKETS / PROCESSES) + (g < SOCKETS % PROCESSES ? 1 : 0));
    const connectSeconds = Math.max(...(await Promise.all(groups.map((l, g) => l.grow(server.base, tokens, shares[g])))));
    log(`  connected in ${connectSeconds.toFixed(1)} s`);

    const deliveries: number[] = [];
    // how long the server's event loop was held up meanwhile: what the server itself adds
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const lasts: number[] = [];
    const pending: Array<Promise<void>> = [];
    const rounds = RATE * SECONDS;
    const warmup = RATE; // the first second warms the path up and is not counted
    const started = nowMs();
    for (let i = -warmup; i < rounds; i++) {
      // on schedule from the start, so a slow round does not slow the rate
      const due = started + (i + warmup) * (1000 / RATE);
      const wait = due - nowMs();
      if (wait > 0) await sleep(wait);
      const key = `${BENCH_MARK} fan-out ${i}`;
      const readings: Readings = Array.from({ length: READINGS }, (_, r) => ({
        id: sensorIds[(i * READINGS + r + SENSORS * 10) % SENSORS],
        value: 20 + ((i + r) % 15) / 10,
        co_level: null,
        // the listeners find the round by its first reading's state (socket-listeners.ts benchKey)
        state: r === 0 ? key : null,
        timestamp: new Date().toISOString(),
      }));
      const arrived = groups.map((l) => arrivals(l, key));
      const t0 = nowMs();
      server.app.bus.publish('sensor.readings', buildingId, { readings }, { members: true });
      pending.push(
        Promise.all(arrived).then((perGroup) => {
          if (i < 0) return;
          const times = perGroup.flat();
          for (const t of times) deliveries.push(t - t0);
          if (times.length === SOCKETS) lasts.push(Math.max(...times) - t0);
        }),
      );
    }
    const publishSeconds = (nowMs() - started) / 1000;
    await Promise.all(pending);
    loop.disable();
    deliveries.sort((a, b) => a - b);
    lasts.sort((a, b) => a - b);
    const p = (q: number) => percentile(deliveries, q).toFixed(1);
    const p99 = percentile(deliveries, 99);
    const expected = rounds * SOCKETS;
    const target = SOCKETS === WRITE_TARGET.listeners ? `target p99 < ${WRITE_TARGET.p99Ms} ms with ${WRITE_TARGET.listeners} sockets: ${deliveries.length === expected && p99 < WRITE_TARGET.p99Ms ? 'met' : 'NOT met'}` : `(the target is set for ${WRITE_TARGET.listeners} sockets)`;
    log(`  ${rounds} rounds published in ${publishSeconds.toFixed(1)} s; ${deliveries.length}/${expected} deliveries`);
    log(`  delivery p50 ${p(50)} ms, p95 ${p(95)} ms, p99 ${p(99)} ms, max ${p(100)} ms; last socket of a round p50 ${percentile(lasts, 50).toFixed(1)} ms, p99 ${percentile(lasts, 99).toFixed(1)} ms`);
    log(
      `  server event-loop delay p50 ${(loop.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms`,
    );
    log(`  ${target}`);
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
