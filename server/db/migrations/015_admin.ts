import type { Kysely } from 'kysely';
import { foldText } from '../../../contract/rules/text';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

/**
 * Administration (issue 13): the users table is searched accent- and case-insensitively on both
 * engines, so name and e-mail are stored folded (search_text, as issues and documents keep theirs),
 * and each of its sort orders has an index ending in id (the tie-breaker), so a page of thousands
 * never sorts the table. The invitations list is
 * newest first, all of them (global admins) or one creator's (building admins). A user's roles and
 * direct permissions are read by user in id order.
 */
/** search_text as domain/users/search-text.ts writes it today (frozen here: a migration imports no domain code) */
export function adminMigration() {
  return {
    async up(db: Db) {
      await db.schema.alterTable('users').addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')).execute();
      const rows: { id: number; name: string; email: string }[] = await db.selectFrom('users').select(['id', 'name', 'email']).execute();
      for (const r of rows) await db.updateTable('users').set({ search_text: foldText(`${r.name} ${r.email}`) }).where('id', '=', r.id).execute();
      // a substring search reads every row's folded text: from this index, not the table
      await db.schema.createIndex('users_search_text').on('users').columns(['search_text', 'id']).execute();
      await db.schema.createIndex('users_email_id').on('users').columns(['email', 'id']).execute();
      await db.schema.createIndex('users_name_id').on('users').columns(['name', 'id']).execute();
      await db.schema.createIndex('users_created_id').on('users').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('users_last_login_id').on('users').columns(['last_login', 'id']).execute();
      await db.schema.createIndex('invitations_created_id').on('invitations').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('user_roles_user_id').on('user_roles').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('user_permissions_user_id').on('user_permissions').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('invitations_creator_created').on('invitations').columns(['created_by', 'created_at', 'id']).execute();
    },
  };
}
