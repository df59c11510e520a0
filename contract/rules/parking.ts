/**
 * Parking rules shared by the SPA and the server (spec 000 §3, §4, §5, §9; issue 9). Plain
 * TypeScript with no imports, so the SPA can use it without pulling in zod or the server.
 */

/** Licence plate length after normalising (spec 000 §9: at most 8). */
export const LICENSE_PLATE_MAX = 8;
/** What a stored plate may hold once normalised: Latin capitals and digits (Czech plates are no more). */
export const LICENSE_PLATE_PATTERN = /^[A-Z0-9]+$/;

export const VEHICLE_TYPES = ['permanent', 'temporary'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const VEHICLE_NAME_MAX = 100;
export const VEHICLE_NOTE_MAX = 500;
export const EMAIL_MAX = 254;

export const PARKING_SPACE_NAME_MAX = 60;
export const PARKING_SPACE_LOCATION_MAX = 120;

/** The access log's page (spec 000 §9: 20, starting at page 1) and the most one page may ask for. */
export const PARKING_LOG_PAGE_SIZE = 20;
export const PARKING_LOG_PAGE_SIZE_MAX = 100;
/** Offset paging is bounded: past this page the client narrows the dates instead (issue 9 §4). */
export const PARKING_LOG_PAGE_MAX = 500;
/**
 * The newest rows of a log a filtered page looks through, and the deepest row any page reaches
 * (issue 28 §1): a search or a date range counts and pages within the newest 10,000 passes of its
 * range, so neither walks a building's whole history; older ones are reached by narrowing the dates.
 * A page starting past it is refused with a message. The unfiltered total is exact (a counter).
 */
export const PARKING_LOG_WINDOW = 10_000;
/** Does this page start within the window? */
export const withinLogWindow = (page: number, perPage: number): boolean => (page - 1) * perPage < PARKING_LOG_WINDOW;
export const PARKING_LOG_SEARCH_MAX = LICENSE_PLATE_MAX;

/** Gate directions as the device reports them (spec 000 §3: forward is entry, reverse is exit). */
export const GATE_DIRECTIONS = ['forward', 'reverse'] as const;
export type GateDirection = (typeof GATE_DIRECTIONS)[number];

/** Upper case without spaces (issue 9 §2); the length and character rules apply to the result. */
export function normalizePlate(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

export type PlateProblem = 'required' | 'too_long' | 'invalid_chars';
/** Why a normalised plate cannot be stored, or null when it can. */
export function plateProblem(plate: string): PlateProblem | null {
  if (plate.length === 0) return 'required';
  if (plate.length > LICENSE_PLATE_MAX) return 'too_long';
  if (!LICENSE_PLATE_PATTERN.test(plate)) return 'invalid_chars';
  return null;
}

/**
 * Why the gate lets a plate in or not. Granted only for a plate registered to a unit with parking
 * whose validity covers the moment (issue 9 §2).
 */
export const GATE_REASONS = ['granted', 'unknown_plate', 'not_yet_valid', 'expired', 'no_parking', 'other_unit'] as const;
export type GateReason = (typeof GATE_REASONS)[number];

export interface RegisteredPlate {
  unit_id: number;
  /** ISO date-time (UTC) */
  valid_from: string;
  /** ISO date-time (UTC): the end of the chosen day in the building's zone; null for permanent */
  valid_to: string | null;
  unit_has_parking: boolean;
}

/**
 * The gate decision for one moment. `registrations` are the plate's records in the building (a plate
 * is active in one unit at a time, but an expired record may stay beside a live one); `unitId`,
 * when given, is the unit the check is made for (access-check names one).
 */
export function gateDecision(registrations: readonly RegisteredPlate[], at: string, unitId?: number | null): { reason: GateReason; unit_id: number | null } {
  const candidates = unitId == null ? registrations : registrations.filter((r) => r.unit_id === unitId);
  if (candidates.length === 0) {
    return { reason: registrations.length === 0 ? 'unknown_plate' : 'other_unit', unit_id: unitId ?? null };
  }
  // The most favourable record decides: a live one beats a future one beats an expired one.
  const rank = (r: RegisteredPlate): GateReason => {
    if (r.valid_from > at) return 'not_yet_valid';
    if (!plateActiveAt(r.valid_to, at)) return 'expired';
    if (!r.unit_has_parking) return 'no_parking';
    return 'granted';
  };
  const order: GateReason[] = ['granted', 'no_parking', 'not_yet_valid', 'expired'];
  let best: { reason: GateReason; unit_id: number } | null = null;
  for (const r of candidates) {
    const reason = rank(r);
    if (!best || order.indexOf(reason) < order.indexOf(best.reason)) best = { reason, unit_id: r.unit_id };
  }
  return best!;
}

/**
 * Whether a plate record still counts as active at `at`: the one rule of an active plate (issue 30
 * §6). The gate decision calls it an expired record otherwise, a duplicate of an active record is
 * refused, and a plate named by its text means the active record first. Its SQL form is
 * `plateActiveSql` (server/domain/parking/vehicle-repository.ts), which a test holds to it.
 */
export function plateActiveAt(validTo: string | null, at: string): boolean {
  return validTo === null || validTo >= at;
}

/** Sortable columns of the vehicles table (spec 000 §4). */
export const VEHICLE_SORT_KEYS = ['license_plate', 'name', 'parking_space_name', 'type', 'valid_from', 'valid_to'] as const;
export type VehicleSortKey = (typeof VEHICLE_SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';

/** Clicking the same column toggles the direction; a new column starts ascending (spec 000 §4). */
export function nextSort(current: { key: VehicleSortKey; dir: SortDir } | null, key: VehicleSortKey): { key: VehicleSortKey; dir: SortDir } {
  if (current && current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: 'asc' };
}

interface SortableVehicle {
  license_plate: string;
  name: string | null;
  parking_space_name: string | null;
  type: string;
  valid_from: string | null;
  valid_to: string | null;
}

/**
 * The list order: permanent first, then by plate (spec 000 §4); with a chosen column, by it, ties
 * by that default order. Empty values go last whichever way the column is sorted.
 */
export function sortVehicles<T extends SortableVehicle>(list: readonly T[], sort: { key: VehicleSortKey; dir: SortDir } | null): T[] {
  const byDefault = (a: T, b: T) => {
    const ta = a.type === 'permanent' ? 0 : 1;
    const tb = b.type === 'permanent' ? 0 : 1;
    return ta - tb || a.license_plate.localeCompare(b.license_plate, 'cs');
  };
  if (!sort) return [...list].sort(byDefault);
  const sign = sort.dir === 'asc' ? 1 : -1;
  const empty = (v: string | null) => v == null || v === '';
  return [...list].sort((a, b) => {
    const va = a[sort.key];
    const vb = b[sort.key];
    // null and '' are both empty, and equal: the default order decides between them
    if (va === vb || (empty(va) && empty(vb))) return byDefault(a, b);
    if (empty(va)) return 1;
    if (empty(vb)) return -1;
    return sign * String(va).localeCompare(String(vb), 'cs', { numeric: true }) || byDefault(a, b);
  });
}
