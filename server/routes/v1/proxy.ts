import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { buildingProxy } from '../../../contract/routes/proxy';
import { tableRoute } from '../../lib/route-table';
import { requireBuilding } from '../../access/guards';
import { proxyCall, proxyTarget } from '../../domain/proxy/call';

/** Request headers the mapped route needs: who is calling, in which language, from which client. */
const FORWARDED_REQUEST = ['authorization', 'accept-language', 'x-platform', 'user-agent'] as const;
/** Answer headers that say what the body is and how it may be handled (the photo's download headers). */
const FORWARDED_ANSWER = ['content-type', 'content-disposition', 'x-content-type-options', 'content-security-policy', 'cache-control'] as const;

function forwardedHeaders(req: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST) {
    const v = req.headers[name];
    if (typeof v === 'string') out[name] = v;
  }
  return out;
}

/**
 * The building proxy (spec 000 §7, docs/architecture.md "Devices"); its rule is domain/proxy/call.ts.
 * A match is run as the REST route it maps onto, through Fastify's own request pipeline (`inject`),
 * so the proxy form and the plain route share one implementation, one validation and one access
 * check, and answer alike.
 */
const proxyRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = await tableRoute(buildingProxy, ['devices']);
  app.route({
    ...route,
    // the answer is the mapped route's own (JSON or the photo): documented as such (plugins/openapi-facts.ts)
    config: { ...route.config, passthrough: true },
    handler: async (req, reply) => {
      const buildingId = req.params.id;
      const found = proxyTarget(req.body.endpoint, req.body.method);
      // the building first: an invisible one is "not found" before anything about its units is said
      await requireBuilding(req, buildingId);
      const { method, url, query, payload } = await proxyCall(app.db, buildingId, req.body, found);
      const res = await app.inject({
        method,
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
  });
};

export default proxyRoutes;
