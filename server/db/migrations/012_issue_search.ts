import type { Kysely } from 'kysely';
import { foldText } from '../../../contract/rules/text';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

/**
 * Issues list (issue 11): the title search matches case- and accent-insensitively the same way on
 * both engines, so the title is stored folded (contract/rules/text.ts foldText) next to it, as
 * documents keep their search_text; the search then checks the rows the building's index walks.
 * The unit filter gets an index led by building_id, in the list's default order. The building's
 * assignees (domain/issues/assignees.ts) are found by role and by direct grant of issue:resolve
 * in the building: an index each, so the list never reads every user's roles.
 */
export function issueSearchMigration() {
  return {
    async up(db: Db) {
      await db.schema.alterTable('issues').addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')).execute();
      const rows: { id: number; title: string }[] = await db.selectFrom('issues').select(['id', 'title']).execute();
      for (const r of rows) await db.updateTable('issues').set({ search_text: foldText(r.title) }).where('id', '=', r.id).execute();
      await db.schema.createIndex('issues_building_unit_created').on('issues').columns(['building_id', 'unit_id', 'created_at', 'id']).execute();
      await db.schema.createIndex('user_roles_building_role').on('user_roles').columns(['building_id', 'role_id']).execute();
      await db.schema.createIndex('user_permissions_code_building').on('user_permissions').columns(['permission_code', 'building_id']).execute();
    },
  };
}
