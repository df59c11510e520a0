/**
 * The hot reads of the scale bench, over HTTP on 127.0.0.1, each as the user who makes it: the
 * manager of 50 buildings (the board of the busy building and of all 50), the busy building's
 * administrator (its gate log, issues, audit), the resident who owns the busy building's first unit
 * (that unit's gate log, their notifications, a sensor's last day). One request at a time; the
 * reads take turns, so the machine's drift hits all alike; p50/p99 of the round trip.
 */
import { BOARD_QUERY } from '../../contract/board';
import { percentile } from '../stats';
import { MANAGER_EMAIL, STAFF_EMAIL, userEmail, type Base } from './base';
import { MANAGED_BUILDINGS } from './shape';
import type { ScaleServer } from './server';

export interface HotRead {
  name: string;
  who: 'manager' | 'staff' | 'resident';
  /** path and, for GraphQL, the variables */
  request(base: Base): { path: string; graphql?: Record<string, unknown> };
  /** the rows it answered, for the table (a read that answers nothing is not measuring much) */
  rows(body: unknown): number;
}

type Json = Record<string, unknown>;
const len = (v: unknown) => (Array.isArray(v) ? v.length : 0);
const boardBuildings = (body: unknown) => ((body as { data?: { board?: { buildings?: Json[] } } }).data?.board?.buildings ?? []);

export const HOT_READS: HotRead[] = [
  {
    name: 'board, one building (manager)',
    who: 'manager',
    request: (b) => ({ path: '/v1/graphql', graphql: { buildingId: b.busyBuilding } }),
    rows: (body) => boardBuildings(body).reduce((n, b) => n + len(b.gate_events) + len(b.sensors), 0),
  },
  {
    name: `board, ${MANAGED_BUILDINGS} buildings (manager)`,
    who: 'manager',
    request: () => ({ path: '/v1/graphql', graphql: {} }),
    rows: (body) => boardBuildings(body).length,
  },
  {
    name: "gate log, a unit's page 1 (resident)",
    who: 'resident',
    request: (b) => ({ path: `/v1/buildings/${b.busyBuilding}/units/${b.busyUnit}/parking-history` }),
    rows: (body) => len((body as Json).history),
  },
  {
    name: 'gate log, building page 1 (staff)',
    who: 'staff',
    request: (b) => ({ path: `/v1/buildings/${b.busyBuilding}/parking/history` }),
    rows: (body) => len((body as Json).history),
  },
  {
    name: 'gate log, building page 500 (staff)',
    who: 'staff',
    request: (b) => ({ path: `/v1/buildings/${b.busyBuilding}/parking/history?page=500` }),
    rows: (body) => len((body as Json).history),
  },
  {
    name: 'issues page 1, closed + high (staff)',
    who: 'staff',
    request: (b) => ({ path: `/v1/buildings/${b.busyBuilding}/issues?status=closed&priority=high` }),
    rows: (body) => len((body as { data?: Json }).data?.issues),
  },
  {
    name: 'audit page 1 (staff)',
    who: 'staff',
    request: (b) => ({ path: `/v1/buildings/${b.busyBuilding}/audit` }),
    rows: (body) => len((body as Json).entries),
  },
  {
    name: 'notifications (resident)',
    who: 'resident',
    request: () => ({ path: '/v1/notifications' }),
    rows: (body) => len((body as Json).notifications),
  },
  {
    name: "a sensor's 24 h history (resident)",
    who: 'resident',
    request: (b) => ({ path: `/v1/buildings/${b.busyBuilding}/sensors/${b.hotSensor}/history?hours=24` }),
    rows: (body) => len((body as Json).readings),
  },
];

export interface ReadTiming {
  name: string;
  p50: number;
  p99: number;
  rows: number;
}

const EMAIL = { manager: MANAGER_EMAIL, staff: STAFF_EMAIL, resident: userEmail(0) } as const;

export type Tokens = Record<HotRead['who'], string>;

export async function signInReaders(server: ScaleServer): Promise<Tokens> {
  return { manager: await server.tokenFor(EMAIL.manager), staff: await server.tokenFor(EMAIL.staff), resident: await server.tokenFor(EMAIL.resident) };
}

/** A read as its user sends it: a function that makes the request once and gives the answer's text (throws on anything but a 200). */
export function readSender(server: ScaleServer, base: Base, tokens: Tokens, read: HotRead): () => Promise<string> {
  const { path, graphql } = read.request(base);
  const headers: Record<string, string> = { authorization: `Bearer ${tokens[read.who]}`, accept: 'application/json' };
  const send = graphql
    ? () => fetch(server.base + path, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ query: BOARD_QUERY, variables: graphql }) })
    : () => fetch(server.base + path, { headers });
  return async () => {
    // a kept-alive connection the server closed while the history grew (longer than its keep-alive
    // timeout) fails once as it is reused; a second attempt opens a new one
    const res = await send().catch(() => send());
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${read.name}: HTTP ${res.status} ${text.slice(0, 300)}`);
    return text;
  };
}

/** The answer parsed; a GraphQL error comes with a 200, so it is looked for here. */
export function parsed(read: HotRead, text: string): unknown {
  const body = JSON.parse(text) as { errors?: unknown };
  if (body.errors) throw new Error(`${read.name}: ${text.slice(0, 300)}`);
  return body;
}

export async function timeReads(server: ScaleServer, base: Base, requests: number, warmup = 20): Promise<ReadTiming[]> {
  const tokens = await signInReaders(server);
  const calls = HOT_READS.map((read) => ({ read, send: readSender(server, base, tokens, read), times: [] as number[], rows: 0 }));
  for (let i = 0; i < warmup + requests; i++) {
    for (const call of calls) {
      const t0 = performance.now();
      const text = await call.send();
      const ms = performance.now() - t0;
      if (i >= warmup) call.times.push(ms);
      else call.rows = call.read.rows(parsed(call.read, text));
    }
  }
  return calls.map((c) => {
    const sorted = [...c.times].sort((a, b) => a - b);
    return { name: c.read.name, p50: percentile(sorted, 50), p99: percentile(sorted, 99), rows: c.rows };
  });
}
