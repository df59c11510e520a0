import type { Kysely } from 'kysely';
import type { Dialect } from '../engine';
import { documentSearchText } from '../../domain/documents/search-text';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

/**
 * Document search must ignore case and Czech diacritics on both engines. SQLite's lower() and
 * LIKE fold ASCII only ('ZÁPIS' would not find 'zápis'), so the server keeps a folded copy of
 * title, description and file name in `search_text` and matches the folded query against it.
 * The second index backs the unit filter.
 */
export function documentSearchMigration(_dialect: Dialect) {
  return {
    async up(db: Db) {
      await db.schema
        .alterTable('documents')
        .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('documents_building_entity')
        .on('documents')
        .columns(['building_id', 'entity_type', 'entity_id'])
        .execute();
      const rows = await db.selectFrom('documents').select(['id', 'title', 'description', 'original_name']).execute();
      for (const r of rows) {
        await db
          .updateTable('documents')
          .set({ search_text: documentSearchText(r) })
          .where('id', '=', r.id)
          .execute();
      }
    },
  };
}
