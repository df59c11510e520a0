import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ID_MAX, IdParam } from '../../../contract/common';
import { ProxyInput } from '../../../contract/proxy';
import { requireBuilding } from '../../access/guards';
import { badRequest, notFound } from '../../lib/http-error';
import { matchTarget } from '../../devices/proxy-targets';

/** Request headers the mapped route needs: who is calling, in which language, from which client. */
const FORWARDED_REQUEST = ['authorization', 'accept-language', 'x-platform', 'user-agent'] as const;
/** Answer headers that say what the body is and how it may be handled (the photo's download headers). */
const FORWARDED_ANSWER = ['content-type', 'content-disposition', 'x-content-type-options', 'content-security-policy', 'cache-control'] as const;

/**
 * The building proxy (spec 000 §7, docs/architecture.md "Devices"): `{endpoint, method, unit_id | unit_number,
 * body | params}`. The endpoint is matched against the fixed table in devices/proxy-targets.ts;
 * anything else is refused with 400 and nothing is called. A match is run as the REST route it
 * maps onto, through Fastify's own request pipeline (`inject`), so the proxy form and the plain
 * route share one implementation, one validation and one access check, and answer alike.
 */
const proxyRoutes: FastifyPluginAsyncZod = async (app) => {
  async function unitByNumber(buildingId: number, number: string): Promise<number> {
    const row = await app.db
      .selectFrom('units')
      .select('id')
      .where('building_id', '=', buildingId)
      .where('number', '=', number.trim())
      .executeTakeFirst();
    if (!row) throw notFound('server.errors.unit_not_found');
    return row.id;
  }

  /** The unit the call is about: the endpoint's, else the body's; when both name one they must agree. */
  async function resolveUnit(buildingId: number, fromPath: { id?: string; number?: string }, body: { unit_id?: number; unit_number?: string }) {
    const pathUnit = fromPath.id !== undefined ? Number(fromPath.id) : fromPath.number !== undefined ? await unitByNumber(buildingId, fromPath.number) : null;
    const bodyUnit = body.unit_id ?? (body.unit_number !== undefined ? await unitByNumber(buildingId, body.unit_number) : null);
    if (pathUnit !== null && bodyUnit !== null && pathUnit !== bodyUnit) throw badRequest('server.proxy.unit_mismatch');
    return pathUnit ?? bodyUnit;
  }

  /** spec 001 §7: the QR targets name their unit inside their own body (`body.unit_id`). */
  function unitInsideBody(body: Record<string, unknown> | undefined): number | undefined {
    const v = body?.unit_id;
    return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= ID_MAX ? v : undefined;
  }

  function forwardedHeaders(req: FastifyRequest): Record<string, string> {
    const out: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST) {
      const v = req.headers[name];
      if (typeof v === 'string') out[name] = v;
    }
    return out;
  }

  app.post(
    '/buildings/:id/proxy',
    // the mapped route may refuse (403) or conflict (409), and answers with its own body (JSON or the photo)
    { schema: { tags: ['devices'], params: IdParam, body: ProxyInput }, config: { forbids: true, conflicts: true, passthrough: true } },
    async (req, reply) => {
      const buildingId = req.params.id;
      const { endpoint, method, body, params } = req.body;
      const found = matchTarget(endpoint, method);
      if (found === 'unknown') throw badRequest('server.proxy.endpoint_unknown');
      if (found === 'method') throw badRequest('server.proxy.method_not_allowed', { method });
      const { target, match } = found;
      // the building first: an invisible one is "not found" before anything about its units is said
      await requireBuilding(req, buildingId);
      const named = target.unitInBody ? { ...req.body, unit_id: req.body.unit_id ?? unitInsideBody(body) } : req.body;
      const unitId = await resolveUnit(buildingId, { id: match.unit, number: match.number }, named);
      if (target.needsUnit && unitId === null) throw badRequest('server.proxy.unit_required');

      const url = `/v1${target.path({ buildingId, unitId, match })}`;
      const query: Record<string, string> = {};
      if (target.sends === 'query' && params) {
        for (const [k, v] of Object.entries(params)) if (v !== null) query[k] = String(v);
      }
      // "body or params" (spec 000 §7): a target reads one of them, and both at once is a mistake
      if (target.sends === 'query' && body) throw badRequest('server.proxy.body_not_allowed');
      if (target.sends === 'body' && body && params) throw badRequest('server.proxy.body_or_params');
      let payload: Record<string, unknown> | undefined;
      if (target.sends === 'body') {
        payload = { ...(body ?? params ?? {}) };
        if (target.unitInBody) {
          // the body may repeat the unit; if it names another (or something that is no unit id), refuse
          if (payload.unit_id !== undefined && payload.unit_id !== unitId) throw badRequest('server.proxy.unit_mismatch');
          payload.unit_id = unitId;
        }
      }
      const res = await app.inject({
        method: target.method,
        url,
        query,
        headers: { ...forwardedHeaders(req), ...(payload ? { 'content-type': 'application/json' } : {}) },
        payload: payload ? JSON.stringify(payload) : undefined,
      });
      for (const name of FORWARDED_ANSWER) {
        const v = res.headers[name];
        if (typeof v === 'string') reply.header(name, v);
      }
      return reply.status(res.statusCode).send(res.rawPayload);
    },
  );
};

export default proxyRoutes;
