import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { userSearchText } from './search-text';

export interface NewUser {
  email: string;
  name: string;
  phone: string | null | undefined;
  passwordHash: string;
  globalRole: 'admin' | 'user';
}

/** The one way an account is created (registration, an admin): active, its search text with it. */
export async function insertUser(db: Kysely<DB>, user: NewUser, at: string): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      email: user.email,
      name: user.name,
      search_text: userSearchText(user.name, user.email),
      phone: user.phone?.trim() || null,
      password_hash: user.passwordHash,
      is_active: 1,
      global_role: user.globalRole,
      avatar_url: null,
      created_at: at,
      updated_at: at,
      last_login: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
