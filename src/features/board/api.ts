/**
 * The board's one read: BOARD_QUERY against POST /v1/graphql with graphql-request (docs/architecture.md
 * "The board's aggregate view"), the
 * same bearer token as every REST call (lib/http readToken), the answer checked with BoardSnapshot.
 * A refusal comes back as the API's ApiError with the server's message, so the page shows it like
 * any other screen's error.
 */
import { ClientError, GraphQLClient } from 'graphql-request';
import type { ZodType } from 'zod';
import { BOARD_QUERY, BoardSnapshot } from '../../../contract/board';
import { PORTFOLIO_QUERY, PortfolioSnapshot } from '../../../contract/portfolio';
import { ApiError, apiUrl, readToken } from '../../lib/http';
import { currentLanguage } from '../../lib/i18n';

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
  const token = readToken();
  const client = new GraphQLClient(new URL(apiUrl('/graphql'), window.location.origin).toString(), {
    headers: { 'Accept-Language': currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  try {
    const data = await client.request<unknown>(query, variables);
    return shape.parse(data);
  } catch (e) {
    if (e instanceof ClientError) {
      const body = e.response as { status: number; message?: string; errors?: Array<{ message: string }> };
      const message = body.message ?? body.errors?.[0]?.message;
      throw new ApiError(message ?? e.message, body.status, body, Boolean(message));
    }
    if (e instanceof ApiError) throw e;
    // no answer (offline, server restarting) or an answer of the wrong shape
    throw new ApiError(e instanceof Error ? e.message : String(e), e instanceof TypeError ? 0 : 500);
  }
}
