/**
 * The building proxy's rule (spec 000 §7, docs/architecture.md "Devices"): `{endpoint, method,
 * unit_id | unit_number, body | params}` becomes one call of the REST route its endpoint maps onto
 * in the fixed table of devices/proxy-targets.ts. Anything else is refused with 400 and nothing is called.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import type { ProxyInput } from '../../../contract/proxy';
import { badRequest } from '../../lib/http-error';
import { matchTarget, type ProxyMethod, type ProxyTarget } from '../../devices/proxy-targets';
import { resolveProxyUnit, unitInsideBody } from './unit';

type Input = z.output<typeof ProxyInput>;
export interface MatchedTarget {
  target: ProxyTarget;
  match: Record<string, string>;
}

/** The target of an endpoint and method, or the 400 that says why there is none. */
export function proxyTarget(endpoint: string, method: ProxyMethod): MatchedTarget {
  const found = matchTarget(endpoint, method);
  if (found === 'unknown') throw badRequest('server.proxy.endpoint_unknown');
  if (found === 'method') throw badRequest('server.proxy.method_not_allowed', { method });
  return found;
}

export interface ProxyCall {
  method: ProxyMethod;
  /** with the /v1 base */
  url: string;
  query: Record<string, string>;
  /** the JSON body, when the target reads one */
  payload?: Record<string, unknown>;
}

/** The mapped route's request for a building the caller can see. */
export async function proxyCall(db: Kysely<DB>, buildingId: number, input: Input, { target, match }: MatchedTarget): Promise<ProxyCall> {
  const { body, params } = input;
  const named = target.unitInBody ? { ...input, unit_id: input.unit_id ?? unitInsideBody(body) } : input;
  const unitId = await resolveProxyUnit(db, buildingId, { id: match.unit, number: match.number }, named);
  if (target.needsUnit && unitId === null) throw badRequest('server.proxy.unit_required');

  const url = `/v1${target.path({ buildingId, unitId, match })}`;
  const query: Record<string, string> = {};
  if (target.sends === 'query' && params) {
    for (const [k, v] of Object.entries(params)) if (v !== null) query[k] = String(v);
  }
  // "body or params" (spec 000 §7): a target reads one of them, and both at once is a mistake
  if (target.sends === 'query' && body) throw badRequest('server.proxy.body_not_allowed');
  if (target.sends === 'body' && body && params) throw badRequest('server.proxy.body_or_params');
  if (target.sends !== 'body') return { method: target.method, url, query };
  const payload: Record<string, unknown> = { ...(body ?? params ?? {}) };
  if (target.unitInBody) {
    // the body may repeat the unit; if it names another (or something that is no unit id), refuse
    if (payload.unit_id !== undefined && payload.unit_id !== unitId) throw badRequest('server.proxy.unit_mismatch');
    payload.unit_id = unitId;
  }
  return { method: target.method, url, query, payload };
}
