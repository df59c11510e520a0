import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, parse } from 'graphql';
import { GraphqlRefusal, GRAPHQL_MAX_COST, GRAPHQL_MAX_DEPTH } from '../../../contract/board';
import { graphql as graphqlRoute } from '../../../contract/routes/graphql';
import { tableRoute } from '../../lib/route-table';
import { authOf } from '../../plugins/auth';
import { translate } from '../../lib/i18n';
import { nowIso } from '../../lib/time';
import type { BoardContext } from '../../graphql/context';

/** A refused document: the translated reason of graphql's first complaint. */
function validationMessage(req: FastifyRequest, error: GraphQLError | Error): string {
  const code = (error as GraphQLError).extensions?.code ?? (error as { code?: string }).code;
  if (code === 'COST') return translate(req.lang, 'server.graphql.too_costly', { max: GRAPHQL_MAX_COST });
  if (code === 'MER_ERR_GQL_QUERY_DEPTH') return translate(req.lang, 'server.graphql.too_deep', { max: GRAPHQL_MAX_DEPTH });
  if (/introspection has been disabled/i.test(error.message)) return translate(req.lang, 'server.graphql.introspection_off');
  return translate(req.lang, 'server.graphql.invalid', { detail: error.message.slice(0, 300) });
}

/** `{message}` like every other error of the API, and `errors` as a GraphQL client expects them. */
function refuseWith(reply: FastifyReply, status: number, messages: string[]) {
  return reply.status(status).send({ message: messages[0], errors: messages.map((message) => ({ message })), data: null });
}

/**
 * POST /v1/graphql — the board's snapshot (issue 12 §3, server/graphql/schema.ts). An ordinary /v1
 * route: anonymous callers get the 401 of every route, the body is checked by its schema (query
 * length, no batched array). A document graphql or the limits refuse → 400 with the reason; a
 * resolver's refusal (a building the caller does not watch) → its status, 404; the server goes on
 * answering others.
 */
const graphqlRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = await tableRoute(graphqlRoute, ['board']);
  app.route({
    ...route,
    // a refusal carries graphql's `errors` beside `message` (refuseWith): documented as it is answered
    schema: { ...route.schema, response: { ...route.schema.response, 400: GraphqlRefusal, 404: GraphqlRefusal } },
    // Per user (GRAPHQL_RATE_LIMIT, server/config.ts): the auth hook has resolved the session before
    // the limiter's own onRequest hook runs, so people behind one office address do not share a
    // count; an anonymous call is refused 401 before it is counted (the address is a mere fallback).
    config: {
      ...route.config,
      rateLimit: {
        max: app.config.graphqlRateLimit.max,
        timeWindow: app.config.graphqlRateLimit.windowMs,
        keyGenerator: (req: FastifyRequest) => `graphql:${req.auth?.userId ?? req.ip}`,
      },
    },
    handler: async (req, reply) => {
      const ctx: BoardContext = { db: app.db, profile: authOf(req).profile, now: nowIso() };
      const { query, variables, operationName } = req.body;
      // Text that is no document at all ("0", "true", "\"x\"") made mercurius throw a plain "Must
      // provide document." error, a 500: graphql's own parser names what is wrong, a 400 (issue 30 §2).
      // The text is bounded by GRAPHQL_MAX_QUERY_CHARS, so parsing it once more here costs little.
      try {
        parse(query, { noLocation: true });
      } catch (err) {
        if (err instanceof GraphQLError) return refuseWith(reply, 400, [validationMessage(req, err)]);
        throw err;
      }
      let result: { data?: Record<string, unknown> | null; errors?: readonly GraphQLError[] };
      try {
        result = await app.graphql(query, ctx as never, variables ?? undefined, operationName ?? undefined);
      } catch (err) {
        const errors = (err as { errors?: Array<GraphQLError | Error> }).errors;
        if (!Array.isArray(errors) || errors.length === 0) throw err;
        return refuseWith(reply, 400, errors.map((e) => validationMessage(req, e)));
      }
      if (ctx.refusal) return refuseWith(reply, ctx.refusal.statusCode, [translate(req.lang, ctx.refusal.message, ctx.refusal.params)]);
      if (result.errors?.length) {
        // an error with a path came from a resolver that failed on its own: logged whole, the API's generic 500
        if (result.errors.some((e) => e.path !== undefined)) {
          req.log.error({ errors: result.errors.map((e) => ({ message: e.message, path: e.path })) }, 'graphql resolver failed');
          throw new Error('graphql resolver failed');
        }
        // otherwise graphql refused the operation itself (say, a mutation this schema does not have)
        return refuseWith(reply, 400, result.errors.map((e) => validationMessage(req, e)));
      }
      return { data: result.data ?? null };
    },
  });
};

export default graphqlRoutes;
