import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { UpdateMeRequest } from '../../../contract/users';
import { userSearchText } from './search-text';

/** The user's own name and phone (PATCH /users/me); the search text follows the name. */
export async function updateMe(db: Kysely<DB>, userId: number, input: UpdateMeRequest, now: string): Promise<void> {
  const { email } = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({ name: input.name, search_text: userSearchText(input.name, email), phone: input.phone?.trim() || null, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
