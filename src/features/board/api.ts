/**
 * The board's one read: BOARD_QUERY against POST /v1/graphql with graphql-request (DESIGN.md), the
 * same bearer token as every REST call (lib/http readToken), the answer checked with BoardSnapshot.
 * A refusal comes back as the API's ApiError with the server's message, so the page shows it like
 * any other screen's error.
 */
import { ClientError, GraphQLClient } from 'graphql-request';
import { BOARD_QUERY, BoardSnapshot } from '../../../contract/board';
import { ApiError, apiUrl, readToken } from '../../lib/http';
import { currentLanguage } from '../../lib/i18n';

export const boardKey = (buildingId: number | null) => ['board', buildingId ?? 'all'] as const;

export async function fetchBoard(buildingId: number | null): Promise<BoardSnapshot> {
  const token = readToken();
  const client = new GraphQLClient(new URL(apiUrl('/graphql'), window.location.origin).toString(), {
    headers: { 'Accept-Language': currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  try {
    const data = await client.request<unknown>(BOARD_QUERY, buildingId === null ? {} : { buildingId });
    return BoardSnapshot.parse(data);
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
