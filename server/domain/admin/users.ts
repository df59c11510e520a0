import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import type { AdminUser, CreateUserRequest, UpdateUserRequest, UserListQuery, UserListResponse } from '../../../contract/admin';
import { foldText } from '../../../contract/rules/text';
import { conflict } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { isUniqueViolation } from '../../db/unique-violation';
import { hashPassword } from '../auth/password';
import { deactivateUser } from '../auth/sessions';
import { bumpAccessVersion } from '../../access/version';
import { writeAudit } from '../audit';
import { userSearchText } from '../users/search-text';
import { insertUser } from '../users/insert';
import { requireGlobal, requireVisibleUser, visibleTo, type AdminScope } from './scope';

export interface AdminDeps {
  db: Kysely<DB>;
  bus: EventBus;
}

const COLUMNS = ['id', 'name', 'email', 'phone', 'is_active', 'global_role', 'created_at', 'last_login'] as const;
const emailTaken = () => conflict('server.auth.email_taken');
/** A LIKE pattern that matches the folded text literally (%, _ and \ in what was typed are no wildcards). */
const likeAnywhere = (text: string) => `%${foldText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The users table (issue 13 §2): search, sort and offset paging on the server. Each order has its
 * index ending in id (migration 015), so a page is an index walk; the count uses the same filter.
 */
export async function listUsers(db: Kysely<DB>, scope: AdminScope, q: UserListQuery): Promise<UserListResponse> {
  let base = db.selectFrom('users');
  if (!scope.global) base = base.where(visibleTo(scope));
  if (q.search) base = base.where((eb) => eb(eb.ref('search_text'), 'like', likeAnywhere(q.search!)).$castTo<boolean>());
  const [{ total }, users] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .select([...COLUMNS])
      .orderBy(q.sort, q.order)
      .orderBy('id', q.order)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page)
      .execute(),
  ]);
  return { users: users as AdminUser[], total: Number(total), page: q.page, per_page: q.per_page };
}

export async function getUser(db: Kysely<DB>, scope: AdminScope, userId: number): Promise<AdminUser> {
  await requireVisibleUser(db, scope, userId);
  return (await db.selectFrom('users').select([...COLUMNS]).where('id', '=', userId).executeTakeFirstOrThrow()) as AdminUser;
}

/** The active global admins other than `userId`: none left means the change is refused. */
async function otherActiveGlobalAdmins(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('global_role', '=', 'admin')
    .where('is_active', '=', 1)
    .where('id', '!=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function createUser(deps: AdminDeps, scope: AdminScope, input: CreateUserRequest, scryptN: number): Promise<AdminUser> {
  requireGlobal(scope);
  const passwordHash = await hashPassword(input.password, scryptN);
  const at = nowIso();
  try {
    const id = await deps.db.transaction().execute(async (trx) => {
      const id = await insertUser(trx, { email: input.email, name: input.name, phone: input.phone, passwordHash, globalRole: input.global_role }, at);
      await writeAudit(trx, {
        userId: scope.userId,
        action: 'admin.user.create',
        buildingId: null,
        target: `user:${id}`,
        outcome: 'success',
        detail: { new: { name: input.name, email: input.email, phone: input.phone ?? null, global_role: input.global_role } },
        at,
      });
      return id;
    });
    return getUser(deps.db, scope, id);
  } catch (e) {
    if (isUniqueViolation(e)) throw emailTaken();
    throw e;
  }
}

/** Edit by a global admin; a new password ends the user's sessions, a new global role their cached access. */
export async function updateUser(deps: AdminDeps, scope: AdminScope, userId: number, input: UpdateUserRequest, scryptN: number): Promise<AdminUser> {
  requireGlobal(scope);
  const before = await getUser(deps.db, scope, userId);
  const demoting = input.global_role === 'user' && before.global_role === 'admin';
  if (demoting && before.is_active === 1 && (await otherActiveGlobalAdmins(deps.db, userId)) === 0) throw conflict('server.admin.last_global_admin');
  const passwordHash = input.password ? await hashPassword(input.password, scryptN) : null;
  const name = input.name ?? before.name;
  const email = input.email ?? before.email;
  const changes = {
    ...(input.name !== undefined && { name }),
    ...(input.email !== undefined && { email }),
    ...(input.phone !== undefined && { phone: input.phone?.trim() || null }),
    ...(input.global_role !== undefined && { global_role: input.global_role }),
  };
  const roleChanged = input.global_role !== undefined && input.global_role !== before.global_role;
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ ...changes, search_text: userSearchText(name, email), ...(passwordHash && { password_hash: passwordHash }), updated_at: nowIso() })
        .where('id', '=', userId)
        .execute();
      if (passwordHash) await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
      if (roleChanged) await bumpAccessVersion(trx, userId);
      const old = Object.fromEntries(Object.keys(changes).map((k) => [k, before[k as keyof AdminUser]]));
      await writeAudit(trx, {
        userId: scope.userId,
        action: 'admin.user.update',
        buildingId: null,
        target: `user:${userId}`,
        outcome: 'success',
        // never the password: only that it changed
        detail: { old, new: changes, ...(passwordHash && { password_changed: true }) },
      });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw emailTaken();
    throw e;
  }
  if (passwordHash) deps.bus.endSockets({ userId });
  if (roleChanged) deps.bus.accessChanged(userId);
  return getUser(deps.db, scope, userId);
}

/**
 * Deactivation ends every session and closes the user's sockets at once (domain/auth/sessions.ts);
 * nobody deactivates themself, and the last active global admin stays.
 */
export async function setUserActive(deps: AdminDeps, scope: AdminScope, userId: number, active: boolean): Promise<AdminUser> {
  requireGlobal(scope);
  const before = await getUser(deps.db, scope, userId);
  if (!active) {
    if (userId === scope.userId) throw conflict('server.admin.self_deactivate');
    if (before.global_role === 'admin' && before.is_active === 1 && (await otherActiveGlobalAdmins(deps.db, userId)) === 0) {
      throw conflict('server.admin.last_global_admin');
    }
    if (before.is_active === 1) await deactivateUser(deps, userId);
  } else if (before.is_active !== 1) {
    await deps.db.updateTable('users').set({ is_active: 1, updated_at: nowIso() }).where('id', '=', userId).execute();
  }
  if ((before.is_active === 1) !== active) {
    await writeAudit(deps.db, {
      userId: scope.userId,
      action: active ? 'admin.user.activate' : 'admin.user.deactivate',
      buildingId: null,
      target: `user:${userId}`,
      outcome: 'success',
      detail: { old: { is_active: before.is_active }, new: { is_active: active ? 1 : 0 } },
    });
  }
  return getUser(deps.db, scope, userId);
}
