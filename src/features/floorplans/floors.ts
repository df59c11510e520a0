/**
 * Floors of a building (spec 000 §2, §9): 0 is the ground floor, positive numbers are upper
 * floors, negative numbers underground; plans exist from -5 to 100 (contract/rules/floorplans.ts).
 */
import type { Floorplan } from '../../../contract/floorplans';
import { FLOOR_MAX, FLOOR_MIN, GROUND_FLOOR, isValidFloor } from '../../../contract/rules/floorplans';

export function clampFloor(n: number): number {
  if (!Number.isFinite(n)) return GROUND_FLOOR;
  return Math.min(FLOOR_MAX, Math.max(FLOOR_MIN, Math.trunc(n)));
}

/** The floors that have at least one plan, lowest first. */
export function floorsWithPlans(plans: readonly Pick<Floorplan, 'floor'>[]): number[] {
  return [...new Set(plans.map((p) => p.floor))].sort((a, b) => a - b);
}

export function plansOnFloor<T extends Pick<Floorplan, 'floor' | 'name'>>(plans: readonly T[], floor: number): T[] {
  return plans.filter((p) => p.floor === floor).sort((a, b) => a.name.localeCompare(b.name));
}

/** The floor the dialog opens on: the asked one, else the ground floor if it has plans, else the lowest with plans, else 0. */
export function initialFloor(plans: readonly Pick<Floorplan, 'floor'>[], asked?: number | null): number {
  if (asked !== undefined && asked !== null && isValidFloor(asked)) return asked;
  const floors = floorsWithPlans(plans);
  if (floors.length === 0 || floors.includes(GROUND_FLOOR)) return GROUND_FLOOR;
  return floors[0];
}
