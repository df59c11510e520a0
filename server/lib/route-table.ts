/**
 * Registers a route of the contract's table (contract/route.ts) with Fastify: its method, path and
 * schemas come from the table, so the server answers exactly what the SPA's typed client expects and
 * the OpenAPI document describes (issue 30 §3). The route file adds only its tags, hooks and handler.
 */
import type { z } from 'zod';
import type { Route, RouteSchemas, SchemasOf } from '../../contract/route';

type Get<S, K extends keyof RouteSchemas> = K extends keyof S ? S[K] : undefined;
type Response<R extends Route> = Get<SchemasOf<R>, 'response'> extends z.ZodType ? Record<R['status'], Get<SchemasOf<R>, 'response'>> : undefined;

export interface TableRouteOptions<R extends Route> {
  method: R['method'];
  url: R['path'];
  schema: {
    tags: string[];
    params: Get<SchemasOf<R>, 'params'>;
    querystring: Get<SchemasOf<R>, 'query'>;
    body: Get<SchemasOf<R>, 'body'>;
    response: Response<R>;
  };
  /** the facts, the upload's fields, and `contract` naming the table's route (tests hold every /v1 route to the table by it) */
  config: R['facts'] & { contract: string; upload?: z.ZodObject };
}

/** `app.route({ ...(await tableRoute(route, tags)), handler })` */
export async function tableRoute<R extends Route>(route: R, tags: string[]): Promise<TableRouteOptions<R>> {
  const s: RouteSchemas = await route.schemas();
  // only the parts the route has: Fastify warns about a schema key that is present but undefined
  const schema = {
    tags,
    ...(s.params ? { params: s.params } : {}),
    ...(s.query ? { querystring: s.query } : {}),
    ...(s.body ? { body: s.body } : {}),
    ...(s.response ? { response: { [route.status]: s.response } } : {}),
    // an upload is a multipart form (@fastify/multipart reads it; the OpenAPI document says so)
    ...(s.form ? { consumes: ['multipart/form-data'] } : {}),
  };
  return {
    method: route.method,
    url: route.path,
    schema: schema as TableRouteOptions<R>['schema'],
    config: { ...route.facts, ...(s.form ? { upload: s.form } : {}), contract: `${route.method} ${route.path}` },
  };
}
