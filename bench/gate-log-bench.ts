/**
 * The gate log's page times (issue 9 §4, target p99 < 20 ms): one request at a time, so the figure
 * is the time of one page (the routing, the session, the guard, the page and its count) and not a
 * queue behind 20 connections, which the autocannon table beside it shows. Each page is asked
 * GATE_REQUESTS times after a short warm-up; p50 and p99 of the round trip on 127.0.0.1.
 */
import { percentile } from './stats';
import type { EngineTarget } from './read-bench';
import { ENGINE_NAME } from './report';

export const GATE_P99_TARGET_MS = 20;

export interface GatePageResult {
  name: string;
  p50: number;
  p99: number;
  rows: number;
  total: number;
}

interface GatePage {
  name: string;
  path: (buildingId: number, unitId: number) => string;
  asAdmin: boolean;
}

const PAGES: GatePage[] = [
  { name: "unit log, page 1 (the unit's resident)", path: (b, u) => `/v1/buildings/${b}/units/${u}/parking-history`, asAdmin: false },
  { name: 'unit log, page 50', path: (b, u) => `/v1/buildings/${b}/units/${u}/parking-history?page=50`, asAdmin: false },
  {
    name: 'unit log, plate search + 3 months',
    path: (b, u) => `/v1/buildings/${b}/units/${u}/parking-history?search=1ab0&from_date=${monthsAgo(3)}&to_date=${monthsAgo(0)}`,
    asAdmin: false,
  },
  { name: 'building log, page 1 (staff)', path: (b) => `/v1/buildings/${b}/parking/history`, asAdmin: true },
  { name: 'building log, page 200 (staff)', path: (b) => `/v1/buildings/${b}/parking/history?page=200`, asAdmin: true },
  { name: 'building log, plate search (staff)', path: (b) => `/v1/buildings/${b}/parking/history?search=AB12`, asAdmin: true },
];

function monthsAgo(n: number): string {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 10);
}

async function timePage(url: string, token: string, requests: number): Promise<Omit<GatePageResult, 'name'>> {
  const get = async () => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    const body = (await res.json()) as { history?: unknown[]; pagination?: { total: number } };
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    return body;
  };
  for (let i = 0; i < 20; i++) await get();
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof get>> = {};
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    last = await get();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), rows: last.history?.length ?? 0, total: last.pagination?.total ?? 0 };
}

export async function runGateLogBench(target: EngineTarget, requests: number, log: (line: string) => void): Promise<GatePageResult[]> {
  const { bench } = target;
  log(`\nGate log pages on ${ENGINE_NAME[target.engine]} — ${bench.gate.events.toLocaleString('en')} events in 100 buildings, one request at a time × ${requests}; target p99 < ${GATE_P99_TARGET_MS} ms`);
  const out: GatePageResult[] = [];
  for (const page of PAGES) {
    const url = bench.base + page.path(bench.buildingId, bench.gate.busyUnitId);
    const r = { name: page.name, ...(await timePage(url, page.asAdmin ? target.adminToken : target.token, requests)) };
    out.push(r);
    log(
      `  ${page.name.padEnd(40)} p50 ${r.p50.toFixed(2).padStart(6)} ms  p99 ${r.p99.toFixed(2).padStart(6)} ms  ` +
        `(${r.rows} rows of ${r.total.toLocaleString('en')})  ${r.p99 < GATE_P99_TARGET_MS ? 'met' : 'NOT met'}`,
    );
  }
  return out;
}

/** The markdown lines for the README's Speed section. */
export function gateLogMarkdown(results: Array<{ engine: EngineTarget['engine']; pages: GatePageResult[] }>): string {
  const lines = [`| gate log page (1,000,000 events, 100 buildings; one request at a time) | ${results.map((r) => `${ENGINE_NAME[r.engine]} p50 / p99`).join(' | ')} | target p99 < ${GATE_P99_TARGET_MS} ms |`];
  lines.push(`| --- | ${results.map(() => '---:').join(' | ')} | --- |`);
  for (const [i, page] of (results[0]?.pages ?? []).entries()) {
    const cells = results.map((r) => `${r.pages[i].p50.toFixed(2)} / ${r.pages[i].p99.toFixed(2)} ms`);
    const met = results.every((r) => r.pages[i].p99 < GATE_P99_TARGET_MS);
    lines.push(`| ${page.name} | ${cells.join(' | ')} | ${met ? 'met' : 'NOT met'} |`);
  }
  return lines.join('\n');
}
