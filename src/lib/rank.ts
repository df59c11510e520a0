/**
 * Palette ranking (DESIGN.md "Commands"): with a query, the best match comes first whatever its
 * group, so Enter runs what the user typed ('theme' → the theme command, not the first command of
 * "This screen"). Scores come from cmdk's own fuzzy scorer (command-score); matching ignores case
 * and diacritics, so 'plan' finds 'plán' and 'prizemi' finds 'Přízemí'.
 */
import { defaultFilter } from 'cmdk';
import { foldText } from '../../contract/rules/text';

/** Lower case without diacritics: 'Přízemí' → 'prizemi' (the rule shared with the server). */
export const fold = foldText;

/** A keyword match counts a little less than a title match, so a title wins a tie. */
const KEYWORD_WEIGHT = 0.9;

export function matchScore(search: string, title: string, keywords: readonly string[] = []): number {
  const q = fold(search.trim());
  if (!q) return 1;
  const titleScore = defaultFilter(fold(title), q);
  const keywordScore = keywords.reduce((best, k) => (k ? Math.max(best, defaultFilter(fold(k), q)) : best), 0);
  return Math.max(titleScore, keywordScore * KEYWORD_WEIGHT);
}

/** The items that match, best first; equal scores keep their given order. */
export function rank<T>(items: readonly T[], search: string, texts: (item: T) => { title: string; keywords?: readonly string[] }): T[] {
  return items
    .map((item, index) => {
      const { title, keywords } = texts(item);
      return { item, index, score: matchScore(search, title, keywords) };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((x) => x.item);
}
