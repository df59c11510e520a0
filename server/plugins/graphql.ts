import fp from 'fastify-plugin';
import mercurius from 'mercurius';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { BOARD_SCHEMA } from '../graphql/schema';
import { boardRoot } from '../graphql/board';
import { portfolioSummary } from '../domain/portfolio/summary';
import { boardBuildingResolvers } from '../graphql/building';
import type { BoardContext } from '../graphql/context';
import { costLimitRule } from '../graphql/limits';
import { GRAPHQL_MAX_COST, GRAPHQL_MAX_DEPTH } from '../../contract/board';

/**
 * GraphQL for the live board (issue 12 §3; docs/architecture.md "The board's aggregate view"):
 * mercurius on this Fastify server, with its own
 * routes off — the one endpoint is POST /v1/graphql (routes/v1/graphql.ts), an ordinary /v1 route, so
 * the session check, the body limit, the access log and the `{message}` error contract are the same
 * as for REST. No GraphiQL, no GET, no batching, no subscriptions (live updates come over the socket).
 */
export default fp(
  async (app) => {
    await app.register(mercurius, {
      schema: BOARD_SCHEMA,
      resolvers: {
        Query: {
          board: (_root: unknown, args: { buildingId?: number | null }, ctx: BoardContext) => boardRoot(ctx, args.buildingId),
          portfolio: (_root: unknown, _args: unknown, ctx: BoardContext) => portfolioSummary(ctx.db, ctx.profile, ctx.now),
        },
        BoardBuilding: boardBuildingResolvers,
      } as never,
      routes: false,
      graphiql: false,
      queryDepth: GRAPHQL_MAX_DEPTH,
      allowBatchedQueries: false,
      // A factory, so the cost rule sees the request's variables and operation (an `@include($x)` or a
      // required variable is priced as it will run). The schema lives in the repository; production
      // answers no introspection.
      validationRules: ({ variables, operationName }) => [
        costLimitRule(GRAPHQL_MAX_COST, { variables: variables ?? undefined, operationName: operationName ?? undefined }),
        ...(process.env.NODE_ENV === 'production' ? [NoSchemaIntrospectionCustomRule] : []),
      ],
      // mercurius refuses a rule factory together with its document cache: each request is parsed and
      // validated again, well under a millisecond for the board's document (bounded by GRAPHQL_MAX_QUERY_CHARS)
      cache: false,
    });
  },
  { name: 'graphql', dependencies: ['db', 'auth'] },
);
