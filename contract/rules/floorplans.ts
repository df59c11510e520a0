/** Floor-plan rules both sides apply (spec 000 §2, §5, §9). Plain TypeScript: no zod, no server code. */

/** Floors from -5 (underground) to 100; 0 is the ground floor. */
export const FLOOR_MIN = -5;
export const FLOOR_MAX = 100;
export const GROUND_FLOOR = 0;

export function isValidFloor(n: number): boolean {
  return Number.isInteger(n) && n >= FLOOR_MIN && n <= FLOOR_MAX;
}

export const FLOORPLAN_NAME_MAX = 200;
export const FLOORPLAN_DESCRIPTION_MAX = 2000;

/** By content, never by name (spec 000 §9: JPG/JPEG, PNG, PDF, SVG). */
export const FLOORPLAN_KINDS = ['jpg', 'png', 'pdf', 'svg'] as const;
export type FloorplanKind = (typeof FLOORPLAN_KINDS)[number];
/** What the file input offers; the content decides anyway. */
export const FLOORPLAN_ACCEPT = '.jpg,.jpeg,.png,.pdf,.svg,image/jpeg,image/png,application/pdf,image/svg+xml';

export const FLOORPLAN_TYPES = ['public', 'technical', 'unit'] as const;
/**
 * Who sees a plan: public → every member of the building; unit_only → users with a unit in it
 * (and staff); technical and admin → building staff only.
 */
export const FLOORPLAN_ACCESS_LEVELS = ['public', 'unit_only', 'technical', 'admin'] as const;
type FloorplanAccessLevelCode = (typeof FLOORPLAN_ACCESS_LEVELS)[number];

/** Levels each kind of member sees (the server decides who is which through its access engine). */
export function accessLevelsFor(who: 'staff' | 'unit_member' | 'member' | 'none'): FloorplanAccessLevelCode[] {
  if (who === 'staff') return ['public', 'unit_only', 'technical', 'admin'];
  if (who === 'unit_member') return ['public', 'unit_only'];
  return who === 'member' ? ['public'] : [];
}
