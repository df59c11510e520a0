/**
 * Palette ranking (docs/architecture.md "Commands", issue 29 §7). With a query, the best match comes first
 * whatever its group, so Enter runs what the user typed. Three tiers, each above the next:
 *
 *  1. title: every word of the query starts a word of the title, the one on screen or the same
 *     title in the other language ('open door' finds 'Otevřít dveře…' in the Czech UI);
 *  2. keywords: every word of the query starts a word of the title or of a keyword, at least one
 *     only a keyword's ('host', 'parcel', 'register visitor' → 'Zapsat návštěvu…');
 *  3. the rest: cmdk's own fuzzy scorer (command-score) over the same texts, when it is confident,
 *     so a typo still finds something, but 'spz' no longer lists 'Zapsat zásilku…' above a plate.
 *
 * Matching ignores case and diacritics ('prizemi' finds 'Přízemí'). Czech words change their ending
 * ('návštěva' → 'Zapsat návštěvu…'), so a query word of five letters or more ending in a vowel also
 * matches without that vowel. Within a tier the title the query covers more of comes first (a title
 * word counts once: 'světlý/tmavý' is one choice, so 'Zapnout/vypnout e-mailová oznámení' is three words
 * and 'oznameni' prefers 'Vytvořit oznámení'), then whole words over beginnings of words, then the
 * title on screen over the other language's; equal scores keep the given order (the registry's).
 */
import { defaultFilter } from 'cmdk';
import { foldText } from '../../contract/rules/text';

/** Lower case without diacritics: 'Přízemí' → 'prizemi' (the rule shared with the server). */
export const fold = foldText;

/** Tier bases: every title match outranks every keyword match, which outranks every fuzzy one. */
const TITLE_TIER = 2;
const KEYWORD_TIER = 1;
/**
 * Below this, cmdk's score means scattered letters ('spz' in 'zapsat zasilku'), not a typo of a word:
 * such a match is noise, and is dropped.
 */
const MIN_FUZZY = 0.1;
/** The same words in the other language's title count a little less than on screen. */
const OTHER_TITLE_WEIGHT = 0.95;

/** A text cut into words: each whitespace-separated unit, with its parts split at '/', '-', '(' etc. */
interface Word {
  unit: string;
  parts: string[];
}

export function words(text: string): Word[] {
  return fold(text)
    .split(/\s+/)
    .map((unit) => ({ unit, parts: unit.split(/[^\p{L}\p{N}]+/u).filter(Boolean) }))
    .filter((w) => w.parts.length > 0);
}

const VOWEL_END = /[aeiouy]$/;

/**
 * How well a query word matches a word: 1 for the whole word, less for its beginning (the share of
 * the word typed), 0 when it does not start the word (nor, for a Czech ending, its stem does).
 */
function wordMatch(q: string, w: Word): number {
  let best = 0;
  for (const part of [w.unit, ...w.parts]) {
    if (part.startsWith(q)) best = Math.max(best, q.length / part.length);
    else if (q.length >= 5 && VOWEL_END.test(q) && part.startsWith(q.slice(0, -1))) best = Math.max(best, ((q.length - 1) / part.length) * 0.9);
  }
  return best;
}

/**
 * How well the query words match one title: 0 unless each starts one of its words; otherwise
 * the share of the title's words matched, plus a little for whole words.
 */
function titleMatch(qs: readonly string[], title: string): number {
  const ws = words(title);
  if (!ws.length) return 0;
  const hit = new Set<number>();
  let whole = 0;
  for (const q of qs) {
    let best = 0;
    let at = -1;
    ws.forEach((w, i) => {
      const m = wordMatch(q, w);
      if (m > best) {
        best = m;
        at = i;
      }
    });
    if (!best) return 0;
    hit.add(at);
    whole += best;
  }
  return (hit.size / ws.length) * 0.5 + (whole / qs.length) * 0.5;
}

/** Whether the query word starts a word of any of the texts (the best share of the word typed). */
function anyWordMatch(q: string, texts: readonly string[]): number {
  let best = 0;
  for (const t of texts) for (const w of words(t)) best = Math.max(best, wordMatch(q, w));
  return best;
}

export function matchScore(search: string, title: string, keywords: readonly string[] = [], otherTitles: readonly string[] = []): number {
  const q = fold(search.trim());
  if (!q) return 1;
  const qs = q.split(/\s+/);

  // 1. the title, on screen or in the other language
  const onScreen = titleMatch(qs, title);
  const other = Math.max(0, ...otherTitles.map((t) => titleMatch(qs, t) * OTHER_TITLE_WEIGHT));
  const titleScore = Math.max(onScreen, other);
  if (titleScore > 0) return TITLE_TIER + titleScore * 0.99;

  // 2. titles and keywords together, each query word starting a word of one of them
  const titles = [title, ...otherTitles];
  let inTitles = 0;
  let whole = 0;
  for (const w of qs) {
    const t = anyWordMatch(w, titles);
    const k = anyWordMatch(w, keywords);
    if (!t && !k) {
      whole = -1;
      break;
    }
    if (t >= k) inTitles++;
    whole += Math.max(t, k);
  }
  if (whole > 0) return KEYWORD_TIER + ((inTitles / qs.length) * 0.6 + (whole / qs.length) * 0.39);

  // 3. the rest: a confident fuzzy match over every text
  const fuzzy = [title, ...otherTitles, ...keywords].reduce((best, text) => (text ? Math.max(best, defaultFilter(fold(text), q)) : best), 0);
  return fuzzy >= MIN_FUZZY ? fuzzy * 0.99 : 0;
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
