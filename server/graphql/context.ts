import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AccessProfile } from '../access/profile';
import type { HttpError } from '../lib/http-error';

/** What every resolver gets: the caller's access profile (the same session and rules as REST) and one clock. */
export interface BoardContext {
  db: Kysely<DB>;
  profile: AccessProfile;
  /** ISO date-time of the request: every part of one snapshot is judged at the same moment */
  now: string;
  /**
   * the refusal a resolver answered with (a building the caller does not watch): mercurius hands the
   * route only the error's message, so the resolver leaves the error itself here for its status
   */
  refusal?: HttpError;
}

/** Records a resolver's refusal for the route (routes/v1/graphql.ts) and gives it back to throw. */
export function refuse(ctx: BoardContext, error: HttpError): HttpError {
  ctx.refusal ??= error;
  return error;
}
