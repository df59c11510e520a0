import type { Kysely } from 'kysely';
import type { Dialect } from '../engine';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

/**
 * Document search must ignore case and Czech diacritics on both engines. SQLite's lower() and
 * LIKE fold ASCII only ('ZÁPIS' would not find 'zápis'), so the server keeps a folded copy of
 * title, description and file name in `search_text` and matches the folded query against it.
 * The second index backs the unit filter.
 */
/**
 * The folded text as this migration first wrote it. Frozen here on purpose: a migration must do
 * the same thing forever, whatever domain/documents/search-text.ts becomes later (and migrations
 * import no domain code, eslint.config.js). New and changed rows get the domain's current form.
 */
function foldedSearchText(doc: { title: string; description: string | null; original_name: string }): string {
  return [doc.title, doc.description ?? '', doc.original_name].join('\n').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

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
          .set({ search_text: foldedSearchText(r) })
          .where('id', '=', r.id)
          .execute();
      }
    },
  };
}
