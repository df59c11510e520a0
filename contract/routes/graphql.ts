/** The board's snapshot through GraphQL (issue 12 §3; contract/board.ts holds the document and its limits). */
import { defineRoute } from '../route';

/** A refused document answers 400, a building the caller does not watch 404, both as GraphqlRefusal. */
export const graphql = defineRoute({
  method: 'POST',
  path: '/graphql',
  schemas: () => import('../board').then((c) => ({ body: c.GraphqlInput, response: c.GraphqlResult })),
});
