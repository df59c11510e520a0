/** Pure door helpers of the screen and the palette. */
import type { Door } from '../../../contract/doors';
import { foldText } from '../../../contract/rules/text';

/** The main entrance: the first door of the building with area 'entrance' (in the server's order). */
export const mainEntrance = (doors: readonly Door[]): Door | null => doors.find((d) => d.area === 'entrance') ?? null;

/** The palette's search: name or location, without regard to case or diacritics ('vchod' finds 'Hlavní vchod'). */
export function doorMatches(door: Door, text: string): boolean {
  const q = foldText(text.trim());
  return q === '' || foldText(`${door.name} ${door.location ?? ''}`).includes(q);
}
