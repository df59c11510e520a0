import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { EventBus } from '../lib/event-bus';

/**
 * The one way to record that a user's access changed (a role, a unit access, a permission granted
 * or denied). Call `bumpAccessVersion` inside the transaction that makes the change: every
 * instance's cached access profile of that user stops being used at their next request, because the
 * per-request session lookup reads the version (migrations/006_access_version.ts). After the
 * commit, `bus.accessChanged` moves their live sockets and drops this instance's copy early.
 */
export async function bumpAccessVersion(db: Kysely<DB>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ access_version: eb('access_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/** A change to several users' access, made in `change` (one transaction), announced after commit. */
export async function changeAccess<T>(
  deps: { db: Kysely<DB>; bus: EventBus },
  userIds: number[],
  change: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  const result = await deps.db.transaction().execute(async (trx) => {
    const value = await change(trx);
    for (const id of new Set(userIds)) await bumpAccessVersion(trx, id);
    return value;
  });
  for (const id of new Set(userIds)) deps.bus.accessChanged(id);
  return result;
}
