/**
 * Lower case without diacritics ('Přízemí' → 'prizemi', 'ŽLUŤOUČKÝ Kůň' → 'zlutoucky kun'): the one
 * rule for accent-insensitive matching, used by the palette's ranking in the SPA and by the document
 * search on the server (which stores folded text so both engines compare alike).
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
