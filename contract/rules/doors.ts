/**
 * Door rules shared by the SPA and the server (spec 001 §2 "Doors", §4, §9; issue 10). Plain
 * TypeScript with no imports, so the SPA can use it without pulling in zod or the server.
 */

/**
 * Where a door leads. common and entrance: every member of the building; garage: the people of
 * units with parking; floor: the people of units on that floor; unit: that unit's people.
 */
export const DOOR_AREAS = ['common', 'entrance', 'garage', 'floor', 'unit'] as const;
export type DoorArea = (typeof DOOR_AREAS)[number];

/** The door button's 'opening' state (spec 001 §4, §9: about 1 second, reset after 1000 ms). */
export const DOOR_OPENING_MS = 1000;
/** The built-in door (simulator) closes itself this long after it opened. */
export const DOOR_AUTO_CLOSE_MS = 5000;

/** How a door was opened or closed: from the portal, by a QR pass at its reader, or by the device itself. */
export const DOOR_VIAS = ['app', 'qr', 'device'] as const;
export type DoorVia = (typeof DOOR_VIAS)[number];

export interface DoorPlace {
  area: DoorArea;
  floor: number | null;
  unit_id: number | null;
}

/** One of the caller's live units in the door's building. */
export interface DoorResidentUnit {
  unit_id: number;
  floor: number;
  has_parking: boolean;
}

/** Whether the door's area is the caller's: a member of the building with these live units there. */
export function areaAllows(door: DoorPlace, units: readonly DoorResidentUnit[]): boolean {
  switch (door.area) {
    case 'common':
    case 'entrance':
      return true;
    case 'garage':
      return units.some((u) => u.has_parking);
    case 'floor':
      return door.floor !== null && units.some((u) => u.floor === door.floor);
    case 'unit':
      return door.unit_id !== null && units.some((u) => u.unit_id === door.unit_id);
  }
}

/** The caller's `door:open` in the door's building: a live grant, a live denial (wins), or neither. */
export type PermissionState = 'granted' | 'denied' | null;

export type DoorDecision = 'staff' | 'area' | 'granted' | 'denied' | 'not_your_area';

/**
 * Who may open a door (issue 10 §1): a live direct denial of `door:open` refuses anyone; a grant
 * (staff roles carry it) allows any door of the building; otherwise the door's area decides.
 * Only called for members of the building: others never learn the door exists.
 */
export function doorDecision(input: { door: DoorPlace; units: readonly DoorResidentUnit[]; permission: PermissionState; staff: boolean }): DoorDecision {
  if (input.permission === 'denied') return 'denied';
  if (input.staff) return 'staff';
  if (input.permission === 'granted') return 'granted';
  return areaAllows(input.door, input.units) ? 'area' : 'not_your_area';
}

export const doorAllowed = (d: DoorDecision) => d === 'staff' || d === 'area' || d === 'granted';
