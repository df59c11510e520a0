/**
 * Palette ranking (DESIGN.md "Commands"): with a query, the best match comes first whatever its
 * group, so Enter runs what the user typed ('theme' → the theme command, not the first command of
 * "This screen"). Scores come from cmdk's own fuzzy scorer (command-score); matching ignores case
 * and diacritics, so 'plan' finds 'plán' and 'prizemi' finds 'Přízemí'. A command's title in the other
 * language matches too (issue 10 §3: 'open door' finds 'Otevřít dveře' in the Czech UI).
 */
import { defaultFilter } from 'cmdk';
import { foldText } from '../../contract/rules/text';

/** Lower case without diacritics: 'Přízemí' → 'prizemi' (the rule shared with the server). */
export const fold = foldText;

/**
 * A title in another language counts a little less than the title the user sees, and a keyword less
 * again, so what is on screen wins a tie.
 */
const OTHER_TITLE_WEIGHT = 0.95;
const KEYWORD_WEIGHT = 0.9;

/** The best score of the folded query against any of the texts (0 when none matches). */
function bestScore(q: string, texts: readonly string[]): number {
  return texts.reduce((best, text) => (text ? Math.max(best, defaultFilter(fold(text), q)) : best), 0);
}

export function matchScore(search: string, title: string, keywords: readonly string[] = [], otherTitles: readonly string[] = []): number {
  const q = fold(search.trim());
  if (!q) return 1;
  return Math.max(bestScore(q, [title]), bestScore(q, otherTitles) * OTHER_TITLE_WEIGHT, bestScore(q, keywords) * KEYWORD_WEIGHT);
}

export interface RankTexts {
  /** what the item shows */
  title: string;
  keywords?: readonly string[];
  /** the same title in the other languages (a command's; data such as a building name has none) */
  otherTitles?: readonly string[];
}

/** The items that match, best first; equal scores keep their given order. */
export function rank<T>(items: readonly T[], search: string, texts: (item: T) => RankTexts): T[] {
  return items
    .map((item, index) => {
      const { title, keywords, otherTitles } = texts(item);
      return { item, index, score: matchScore(search, title, keywords, otherTitles) };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((x) => x.item);
}
