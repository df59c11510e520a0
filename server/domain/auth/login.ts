import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { createSession, type SessionPolicy } from './sessions';
import { hashPassword, verifyPassword } from './password';

export interface LoginDeps {
  db: Kysely<DB>;
  policy: SessionPolicy;
  /**
   * A hash to verify against when the e-mail is unknown, so both answers take as long (made once,
   * by `decoyHash`, when the routes start).
   */
  decoy: Promise<string>;
}

export const decoyHash = (scryptN: number) => hashPassword('decoy-password-1', scryptN);

/**
 * Signs in by e-mail and password (POST /auth/login/email): a new session's token. A wrong e-mail and
 * a wrong password are the same 400; a deactivated account is a 403 only once the password is right.
 */
export async function loginWithPassword(
  deps: LoginDeps,
  input: { email: string; password: string },
  meta: { ip?: string; userAgent?: string },
  now: string,
): Promise<string> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'password_hash', 'is_active'])
    .where('email', '=', input.email.toLowerCase())
    .executeTakeFirst();
  const ok = await verifyPassword(input.password, user?.password_hash ?? (await deps.decoy));
  if (!user || !ok) throw new HttpError(400, 'server.auth.invalid_credentials');
  if (user.is_active !== 1) throw new HttpError(403, 'server.auth.inactive');
  const token = await createSession(deps.db, user.id, deps.policy, meta);
  await deps.db.updateTable('users').set({ last_login: now }).where('id', '=', user.id).execute();
  return token;
}
