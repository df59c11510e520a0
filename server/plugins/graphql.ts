import fp from 'fastify-plugin';
import mercurius from 'mercurius';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { BOARD_SCHEMA } from '../graphql/schema';
import { boardRoot } from '../graphql/board';
import { boardBuildingResolvers } from '../graphql/building';
import type { BoardContext } from '../graphql/context';
import { costLimitRule } from '../graphql/limits';
import { GRAPHQL_MAX_COST, GRAPHQL_MAX_DEPTH } from '../../contract/board';

/**
 * GraphQL for the live board (issue 12 §3; DESIGN.md): mercurius on this Fastify server, with its own
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
        },
        BoardBuilding: boardBuildingResolvers,
      } as never,
      routes: false,
      graphiql: false,
      queryDepth: GRAPHQL_MAX_DEPTH,
      allowBatchedQueries: false,
      // the schema lives in the repository; production answers no introspection
      validationRules: [costLimitRule(GRAPHQL_MAX_COST), ...(process.env.NODE_ENV === 'production' ? [NoSchemaIntrospectionCustomRule] : [])],
      // parsed and validated documents are kept: the board sends the same one every time
      cache: 100,
    });
  },
  { name: 'graphql', dependencies: ['db', 'auth'] },
);
