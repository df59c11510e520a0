import { foldText } from '../../../contract/rules/text';

/**
 * Case- and accent-insensitive matching that works the same on SQLite and PostgreSQL:
 * both sides are folded in JavaScript ('Zápis ze Schůze' → 'zapis ze schuze'), by the rule the
 * SPA's palette uses too.
 */
export const foldForSearch = foldText;

export function documentSearchText(doc: { title: string; description: string | null; original_name: string }): string {
  return foldForSearch([doc.title, doc.description ?? '', doc.original_name].join('\n'));
}

/** A LIKE pattern that finds `query` anywhere, with the wildcards in it taken literally (ESCAPE '\'). */
export function containsPattern(query: string): string {
  return `%${foldForSearch(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
