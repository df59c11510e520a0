/**
 * The building proxy's fixed table of targets (spec 000 §7 "Parking and vehicles";
 * docs/architecture.md "Devices"). The client names a vendor-style endpoint; the server matches it
 * here and maps it onto one of its own REST routes, which then check the caller's rights like any direct call.
 * Nothing outside this table is reached, and no part of the endpoint is used as a path or a host:
 * only the captured ids and the plate are placed into the route's path, each checked by its pattern.
 * QR passes (spec 001 §7) are here too; sensors and the fire alarm join the table in their issues.
 */
import type { PROXY_METHODS } from '../../contract/proxy';

export type ProxyMethod = (typeof PROXY_METHODS)[number];

/** How a target names its unit: in the endpoint by id or by number, or not at all (the body's). */
type UnitIn = 'id' | 'number' | 'body';

export interface ProxyTarget {
  /** a stable name (logs, tests) */
  name: string;
  method: ProxyMethod;
  pattern: RegExp;
  unitIn: UnitIn;
  /** whether the call needs a unit (from the endpoint or the body) */
  needsUnit: boolean;
  /** the REST path under /v1 it maps onto */
  path(ctx: { buildingId: number; unitId: number | null; match: Record<string, string> }): string;
  /** where the call's data travels: the params as the query string, the body as JSON */
  sends: 'query' | 'body' | 'none';
  /** the body gets the resolved unit_id (access-check names its unit in the body) */
  unitInBody?: true;
}

// One path segment: digits for ids; a unit number as letters, digits, space, '.', '_' or '-' (1.01);
// a plate as letters, digits and spaces.
const ID = '(?<unit>\\d{1,10})';
const NUMBER = '(?<number>[A-Za-z0-9 ._-]{1,20})';
const UNIT_PATHS: Array<{ unitIn: UnitIn; segment: string }> = [
  { unitIn: 'id', segment: `units/${ID}` },
  { unitIn: 'number', segment: `units/number/${NUMBER}` },
];

const unitPath = (resource: string) => (ctx: { buildingId: number; unitId: number | null }) =>
  `/buildings/${ctx.buildingId}/units/${ctx.unitId}/${resource}`;

function unitTargets(): ProxyTarget[] {
  const out: ProxyTarget[] = [];
  for (const { unitIn, segment } of UNIT_PATHS) {
    const base = `^api/v1/parking/${segment}`;
    out.push(
      { name: `plates.list.${unitIn}`, method: 'GET', pattern: new RegExp(`${base}/license-plates$`), unitIn, needsUnit: true, path: unitPath('license-plates'), sends: 'none' },
      { name: `plates.add.${unitIn}`, method: 'POST', pattern: new RegExp(`${base}/license-plates$`), unitIn, needsUnit: true, path: unitPath('license-plates'), sends: 'body' },
      {
        name: `plates.update.${unitIn}`,
        method: 'PUT',
        pattern: new RegExp(`${base}/license-plates/(?<plate>[A-Za-z0-9 ]{1,64})$`),
        unitIn,
        needsUnit: true,
        path: (ctx) => `${unitPath('license-plates')(ctx)}/${encodeURIComponent(ctx.match.plate)}`,
        sends: 'body',
      },
      {
        name: `plates.delete.${unitIn}`,
        method: 'DELETE',
        pattern: new RegExp(`${base}/license-plates/(?<plate>[A-Za-z0-9 ]{1,64})$`),
        unitIn,
        needsUnit: true,
        path: (ctx) => `${unitPath('license-plates')(ctx)}/${encodeURIComponent(ctx.match.plate)}`,
        sends: 'none',
      },
      { name: `spaces.list.${unitIn}`, method: 'GET', pattern: new RegExp(`${base}/parking-spaces$`), unitIn, needsUnit: true, path: unitPath('parking-spaces'), sends: 'none' },
      { name: `spaces.add.${unitIn}`, method: 'POST', pattern: new RegExp(`${base}/parking-spaces$`), unitIn, needsUnit: true, path: unitPath('parking-spaces'), sends: 'body' },
    );
  }
  return out;
}

export const PROXY_TARGETS: readonly ProxyTarget[] = [
  ...unitTargets(),
  {
    name: 'history.id',
    method: 'GET',
    pattern: new RegExp(`^api/v1/parking/history/unit/${ID}$`),
    unitIn: 'id',
    needsUnit: true,
    path: unitPath('parking-history'),
    sends: 'query',
  },
  {
    name: 'history.number',
    method: 'GET',
    pattern: new RegExp(`^api/v1/parking/history/unit-number/${NUMBER}$`),
    unitIn: 'number',
    needsUnit: true,
    path: unitPath('parking-history'),
    sends: 'query',
  },
  {
    name: 'log.image',
    method: 'GET',
    pattern: /^api\/v1\/parking\/access-logs\/(?<log>\d{1,10})\/image$/,
    unitIn: 'body',
    needsUnit: false,
    path: (ctx) => `/buildings/${ctx.buildingId}/parking/access-logs/${ctx.match.log}/image`,
    sends: 'none',
  },
  {
    name: 'access-check',
    method: 'POST',
    pattern: /^api\/v1\/parking\/access-check$/,
    unitIn: 'body',
    needsUnit: true,
    path: (ctx) => `/buildings/${ctx.buildingId}/parking/access-check`,
    sends: 'body',
    unitInBody: true,
  },
  // QR passes (spec 001 §7): create and deactivate name the unit in the body, the list in the endpoint
  {
    name: 'qr.create',
    method: 'POST',
    pattern: /^api\/v1\/qr-codes\/create$/,
    unitIn: 'body',
    needsUnit: true,
    path: unitPath('qr-codes'),
    sends: 'body',
    unitInBody: true,
  },
  {
    name: 'qr.list',
    method: 'GET',
    pattern: new RegExp(`^api/v1/qr-codes/unit/${ID}$`),
    unitIn: 'id',
    needsUnit: true,
    path: unitPath('qr-codes'),
    sends: 'none',
  },
  {
    name: 'qr.deactivate',
    method: 'POST',
    pattern: /^api\/v1\/qr-codes\/deactivate$/,
    unitIn: 'body',
    needsUnit: true,
    path: unitPath('qr-codes/deactivate'),
    sends: 'body',
    unitInBody: true,
  },
];

/**
 * The endpoint as the table reads it: one leading '/' dropped. Anything that is not plain path
 * segments of letters, digits, space, '.', '_' and '-' ('%', '?', '#', '\\', ':', empty segments) or
 * has a segment of dots only ('.', '..') is refused outright, so traversal, encoded tricks, hosts and
 * query strings never reach the matching.
 */
export function normalizeEndpoint(endpoint: string): string | null {
  const e = endpoint.trim().replace(/^\//, '');
  if (!/^[A-Za-z0-9 ._-]+(\/[A-Za-z0-9 ._-]+)*$/.test(e)) return null;
  if (e.split('/').some((segment) => /^\.+$/.test(segment.trim()))) return null;
  return e;
}

export function matchTarget(endpoint: string, method: ProxyMethod): { target: ProxyTarget; match: Record<string, string> } | 'unknown' | 'method' {
  const e = normalizeEndpoint(endpoint);
  if (e === null) return 'unknown';
  let pathKnown = false;
  for (const target of PROXY_TARGETS) {
    const m = target.pattern.exec(e);
    if (!m) continue;
    pathKnown = true;
    if (target.method === method) return { target, match: { ...(m.groups ?? {}) } };
  }
  return pathKnown ? 'method' : 'unknown';
}
