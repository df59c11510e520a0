/** Unit rules both sides apply (spec 000 §5, §6, §9). Plain TypeScript: no zod, no server code. */

export const UNIT_TYPES = ['apartment', 'commercial', 'garage', 'cellar', 'storage', 'parking', 'other'] as const;
export type UnitTypeCode = (typeof UNIT_TYPES)[number];

/** 'guest' (issue 13, invitations): reads the unit as a tenant does, and changes none of its plates */
export const UNIT_ACCESS_ROLES = ['owner', 'tenant', 'admin', 'guest'] as const;

/** Doorbell name: at most 35 characters (spec 000 §5, §9). */
export const DOORBELL_NAME_MAX = 35;
export const MAINTENANCE_NOTE_MAX = 2000;

interface UnitFeatureRules {
  doorbell: boolean;
  elevator: boolean;
  /** the elevator may be called automatically from the intercom (not for garages) */
  intercomAuto: boolean;
}

const DOORBELL_TYPES: ReadonlySet<string> = new Set<UnitTypeCode>(['apartment', 'commercial']);
const ELEVATOR_TYPES: ReadonlySet<string> = new Set<UnitTypeCode>(['apartment', 'commercial', 'garage']);

/**
 * Which features a unit type has (spec 000 §6): a doorbell for apartments and commercial spaces;
 * an elevator for those and garages; the intercom auto-call only where there is a doorbell.
 */
export function featureRules(type: UnitTypeCode): UnitFeatureRules {
  const doorbell = DOORBELL_TYPES.has(type);
  return { doorbell, elevator: ELEVATOR_TYPES.has(type), intercomAuto: doorbell };
}

export const isDoorbellNameValid = (name: string) => name.trim().length <= DOORBELL_NAME_MAX;

/** Unit roles that manage a unit's documents (and see its private ones). */
export const UNIT_MANAGER_ROLES: readonly string[] = ['owner', 'admin'];
