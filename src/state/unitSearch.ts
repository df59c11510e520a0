/**
 * The unit pickers' search (staff's picker on unit screens, the palette's unit pages). A module of
 * its own: only lazily loaded screens use it, so the first screen (state/selection.ts) carries none.
 */

/** A unit picker's match: the unit's number or its type contains the typed text (any case). */
export function unitMatches(u: { number: string; type_name: string }, text: string): boolean {
  const q = text.trim().toLowerCase();
  return !q || u.number.toLowerCase().includes(q) || u.type_name.toLowerCase().includes(q);
}
