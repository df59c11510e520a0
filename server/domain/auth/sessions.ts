import type { Kysely } from 'kysely';
import type { EventBus } from '../../lib/event-bus';
import type { DB } from '../../db/schema';
import { addDays, addMinutes, nowIso } from '../../lib/time';
import { hashToken, newToken } from './tokens';
import { prepared } from '../../db/prepared';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteDays: number;
}

export async function createSession(
  db: Kysely<DB>,
  userId: number,
  policy: SessionPolicy,
  meta: { ip?: string; userAgent?: string } = {},
): Promise<string> {
  const token = newToken();
  const now = new Date();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: nowIso(now),
      last_seen_at: nowIso(now),
      expires_at: nowIso(addDays(now, policy.absoluteDays)),
      ip: meta.ip ?? null,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return token;
}

export interface LiveSession {
  sessionId: number;
  userId: number;
  /** bumped with every change to the user's roles, units or permissions (access/version.ts) */
  accessVersion: number;
}

// Every authenticated request runs these two; built and compiled once (db/prepared.ts).
const sessionByToken = prepared((db, p: { tokenHash: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.user_id', 'sessions.expires_at', 'sessions.last_seen_at', 'users.is_active', 'users.access_version'])
    .where('sessions.token_hash', '=', p.tokenHash),
);
const touchSession = prepared((db, p: { id: number; now: string }) =>
  db.updateTable('sessions').set({ last_seen_at: p.now }).where('id', '=', p.id),
);

/**
 * A session is live while the user is active, the absolute expiry is ahead and the
 * last use is within the idle window. Touching is throttled to one write a minute.
 */
export async function resolveSession(
  db: Kysely<DB>,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<LiveSession | null> {
  const row = await sessionByToken.first(db, { tokenHash: hashToken(token) });
  if (!row || row.is_active !== 1) return null;
  const nowText = nowIso(now);
  const idleCutoff = nowIso(addMinutes(now, -policy.idleMinutes));
  if (row.expires_at <= nowText || row.last_seen_at <= idleCutoff) {
    await db.deleteFrom('sessions').where('id', '=', row.id).execute();
    return null;
  }
  if (row.last_seen_at <= nowIso(addMinutes(now, -1))) {
    await touchSession.run(db, { id: row.id, now: nowText });
  }
  return { sessionId: row.id, userId: row.user_id, accessVersion: row.access_version };
}

export async function endSession(db: Kysely<DB>, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Logout: the session row goes, and its live sockets close at once on every instance. */
export async function logout(deps: { db: Kysely<DB>; bus: EventBus }, sessionId: number): Promise<void> {
  await endSession(deps.db, sessionId);
  deps.bus.endSockets({ sessionId });
}

/**
 * Deactivation: the account cannot sign in, and its sessions are deleted (not only refused while
 * inactive), so reactivating it later does not bring old tokens back to life. Its sockets close now.
 */
export async function deactivateUser(deps: { db: Kysely<DB>; bus: EventBus }, userId: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ is_active: 0, updated_at: nowIso() }).where('id', '=', userId).execute();
    await endAllSessions(trx, userId);
  });
  deps.bus.endSockets({ userId });
}

/** Deactivation and password change end every session of the user. */
export async function endAllSessions(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
