/**
 * The board's reads: its GraphQL documents (BOARD_QUERY, PORTFOLIO_QUERY) sent to the table's
 * POST /graphql route (contract/routes/graphql.ts) through the one typed client (docs/architecture.md
 * "The board's aggregate view"): the same session, headers and error wording as every REST call,
 * the answer's `{data}` checked by the route's schema and then by the document's own shape. A
 * refusal comes back as the API's ApiError with the server's message; a `data` of the wrong shape is
 * a MalformedAnswerError, as for any other route.
 *
 * The SWR keys are the board's own (one POST route answers both documents, so its path cannot key them).
 */
import type { ZodType } from 'zod';
import { BOARD_QUERY, BoardSnapshot } from '../../../contract/board';
import { PORTFOLIO_QUERY, PortfolioSnapshot } from '../../../contract/portfolio';
import { graphql as graphqlRoute } from '../../../contract/routes/graphql';
import { call, MalformedAnswerError } from '../../lib/api';

export const boardKey = (buildingId: number | null) => ['board', buildingId ?? 'all'] as const;

export const PORTFOLIO_KEY = ['board', 'portfolio'] as const;

export function fetchBoard(buildingId: number | null): Promise<BoardSnapshot> {
  return graphql(BOARD_QUERY, buildingId === null ? {} : { buildingId }, BoardSnapshot);
}

/** The portfolio grid's counts (issue 29 §1), the same endpoint and session as the board. */
export function fetchPortfolio(): Promise<PortfolioSnapshot> {
  return graphql(PORTFOLIO_QUERY, {}, PortfolioSnapshot);
}

async function graphql<T>(query: string, variables: Record<string, unknown>, shape: ZodType<T>): Promise<T> {
  const { data } = await call(graphqlRoute, { body: { query, variables } });
  const result = shape.safeParse(data);
  if (!result.success) throw new MalformedAnswerError(graphqlRoute);
  return result.data;
}
