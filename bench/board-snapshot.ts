/**
 * `node --import tsx bench/board-snapshot.ts`: the board's GraphQL snapshot (issue 12 §4). Rezidence
 * Vltava gets 200 sensors (temperature, CO, garage, door and humidity, each with a reading) and 50
 * more doors beside its demo ones; its building manager then asks BOARD_QUERY for that building
 * over HTTP on 127.0.0.1, one request at a time, BOARD_REQUESTS times (300) after a warm-up, and a
 * global admin asks it for every building (the same big one and the two demo ones). The baseline of
 * the same run is GET /v1/buildings/{id}/doors, the REST list with the most rows among the tiles
 * (55 doors with the caller's can_open): calls alternate, so the machine's drift hits all alike.
 * Prints p50/p99 and the ratio to the baseline; asserts nothing; stops by itself (well under a
 * minute per engine).
 *
 * Knobs: BOARD_REQUESTS (300), BENCH_ENGINES ("sqlite,postgres"; PostgreSQL only with TEST_DATABASE_URL).
 */
import { BOARD_QUERY } from '../contract/board';
import { SENSOR_TYPES } from '../contract/rules/sensors';
import { DEMO_PASSWORD } from '../server/demo/seed';
import { addDoors, addSensors, type SensorSpec } from '../tests/server/board-fixtures';
import { USERS } from '../tests/server/harness';
import { startBenchServer, type BenchServer, type Engine } from './bench-app';
import { ENGINE_NAME, size } from './report';
import { percentile } from './stats';
import { nowMs } from './listeners';

const REQUESTS = Math.max(10, Number(process.env.BOARD_REQUESTS ?? 300));
const WARMUP = 20;
const SENSORS = 200;
const DOORS = 50;
const wanted = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
const ENGINES: Engine[] = (['sqlite', 'postgres'] as const).filter((e) => wanted.includes(e) && (e === 'sqlite' || Boolean(process.env.TEST_DATABASE_URL)));

/** A reading every sensor type can carry, spread over the bands. */
function sensorSpec(i: number): SensorSpec {
  const type = SENSOR_TYPES[i % SENSOR_TYPES.length];
  const value = (i * 7) % 40;
  if (type === 'door' || type === 'binary') return { type, name: `Čidlo ${i + 1}`, state: i % 3 ? 'closed' : 'open' };
  if (type === 'co') return { type, name: `CO ${i + 1}`, location_type: 'garage', co_level: (i * 13) % 120 };
  if (type === 'combined') return { type, name: `Garáž ${i + 1}`, subtype: 'garage_temp_co', location_type: 'garage', value, co_level: (i * 11) % 120 };
  return { type, name: `Čidlo ${i + 1}`, location_type: 'indoor', value };
}

interface Call {
  name: string;
  send: () => Promise<Response>;
  times: number[];
  bytes: number;
}

async function timed(call: Call, keep: boolean) {
  const t0 = nowMs();
  const res = await call.send();
  const body = await res.arrayBuffer();
  const ms = nowMs() - t0;
  if (res.status !== 200) throw new Error(`${call.name}: HTTP ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
  call.bytes = body.byteLength;
  if (keep) call.times.push(ms);
}

async function runEngine(engine: Engine, log: (line: string) => void) {
  let buildingId = 0;
  const started = performance.now();
  const server: BenchServer = await startBenchServer(engine, async (app) => {
    buildingId = (await app.db.selectFrom('buildings').select('id').where('code', '=', 'VLT').executeTakeFirstOrThrow()).id;
    await addSensors(app.db, buildingId, Array.from({ length: SENSORS }, (_, i) => sensorSpec(i)));
    await addDoors(app.db, buildingId, DOORS);
  });
  try {
    const manager = await server.tokenFor(USERS.manager, DEMO_PASSWORD);
    const admin = await server.tokenFor(USERS.globalAdmin, DEMO_PASSWORD);
    log(`${ENGINE_NAME[engine]}: Rezidence Vltava with ${SENSORS} sensors and ${DOORS} more doors, ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const graphql = (token: string, variables: object) => () =>
      fetch(`${server.base}/v1/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: BOARD_QUERY, variables }),
      });
    const calls: Call[] = [
      { name: `GET /v1/buildings/{id}/doors (baseline)`, send: () => fetch(`${server.base}/v1/buildings/${buildingId}/doors`, { headers: { authorization: `Bearer ${manager}` } }), times: [], bytes: 0 },
      { name: 'board snapshot, one building (manager)', send: graphql(manager, { buildingId }), times: [], bytes: 0 },
      { name: 'board snapshot, every building (global admin)', send: graphql(admin, {}), times: [], bytes: 0 },
    ];
    for (let i = 0; i < WARMUP + REQUESTS; i++) for (const call of calls) await timed(call, i >= WARMUP);
    const base = percentile([...calls[0].times].sort((a, b) => a - b), 50);
    const baseP99 = percentile([...calls[0].times].sort((a, b) => a - b), 99);
    log(`  ${'call'.padEnd(48)} ${'answer'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  × baseline p50 / p99`);
    for (const call of calls) {
      const sorted = [...call.times].sort((a, b) => a - b);
      const p50 = percentile(sorted, 50);
      const p99 = percentile(sorted, 99);
      log(`  ${call.name.padEnd(48)} ${size(call.bytes).padStart(9)} ${p50.toFixed(1).padStart(7)} ${p99.toFixed(1).padStart(7)}  ${(p50 / base).toFixed(1)}× / ${(p99 / baseP99).toFixed(1)}×`);
    }
  } finally {
    await server.close();
  }
}

async function main() {
  const log = (line: string) => console.log(line);
  log(`Board snapshot (BOARD_QUERY over HTTP, 127.0.0.1, one request at a time): ${REQUESTS} requests per call after ${WARMUP} warm-up, calls alternating`);
  for (const engine of ENGINES) await runEngine(engine, log);
  log('Informational only: nothing is asserted.');
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
