import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { addMinutes, nowIso } from '../../lib/time';
import { translate } from '../../lib/i18n';
import { badRequest } from '../../lib/http-error';
import type { MailMessage } from '../mail/outbox';
import { hashPassword } from './password';
import type { EventBus } from '../../lib/event-bus';
import { endAllSessions } from './sessions';
import { hashToken, newToken } from './tokens';

export const RESET_TOKEN_MINUTES = 60;

/** The link in the mail: the SPA's reset screen reads `token` from the query (spec 000 §2). */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
}

/** One message in both languages: we do not know which one the reader prefers before they sign in. */
export function resetMail(to: string, link: string): MailMessage {
  const params = { link, minutes: RESET_TOKEN_MINUTES };
  return {
    to,
    subject: `${translate('cs', 'server.auth.reset_mail.subject')} / ${translate('en', 'server.auth.reset_mail.subject')}`,
    text: `${translate('cs', 'server.auth.reset_mail.body', params)}\n\n-----\n\n${translate('en', 'server.auth.reset_mail.body', params)}\n`,
  };
}

/**
 * Creates a single-use reset token for an active account and returns the mail to send, or null
 * when there is no such account. Only the token's hash is stored. The caller answers the same
 * in both cases so that the endpoint does not reveal which e-mails have accounts.
 */
export async function createResetToken(
  db: Kysely<DB>,
  email: string,
  publicUrl: string,
  now = new Date(),
): Promise<MailMessage | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'is_active'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user || user.is_active !== 1) return null;
  const token = newToken();
  await db
    .insertInto('password_reset_tokens')
    .values({
      user_id: user.id,
      token_hash: hashToken(token),
      created_at: nowIso(now),
      expires_at: nowIso(addMinutes(now, RESET_TOKEN_MINUTES)),
      used_at: null,
    })
    .execute();
  return resetMail(user.email, resetLink(publicUrl, token));
}

/**
 * Sets the new password when the token is unused and unexpired, spends it (and every other
 * outstanding token of the user), and ends every session — all in one transaction.
 */
export async function confirmReset(
  db: Kysely<DB>,
  token: string,
  newPassword: string,
  scryptN: number,
  now = new Date(),
): Promise<number> {
  const nowText = nowIso(now);
  // Hash before the transaction: scrypt is slow and must not hold a database lock.
  const passwordHash = await hashPassword(newPassword, scryptN);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('password_reset_tokens')
      .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
      .select(['password_reset_tokens.id', 'password_reset_tokens.user_id', 'users.is_active'])
      .where('password_reset_tokens.token_hash', '=', hashToken(token))
      .where('password_reset_tokens.used_at', 'is', null)
      .where('password_reset_tokens.expires_at', '>', nowText)
      .executeTakeFirst();
    if (!row || row.is_active !== 1) throw badRequest('server.auth.reset_invalid');
    // The guarded update makes a concurrent second use of the same token lose.
    const spent = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: nowText })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw badRequest('server.auth.reset_invalid');
    await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: nowText })
      .where('user_id', '=', row.user_id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: nowText })
      .where('id', '=', row.user_id)
      .execute();
    await endAllSessions(trx, row.user_id);
    return row.user_id;
  });
}

/** A reset as the route runs it: the password changes, and the user's open sockets close at once, on every instance. */
export async function resetPassword(deps: { db: Kysely<DB>; bus: EventBus }, token: string, newPassword: string, scryptN: number): Promise<void> {
  const userId = await confirmReset(deps.db, token, newPassword, scryptN);
  deps.bus.endSockets({ userId });
}
