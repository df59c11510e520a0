/**
 * Addresses of the building overview and its floor-plan dialog. The dialog has no route of its own
 * (spec 000 §2 hosts it on the overview), so `?plans` asks the overview to open it; the dashboard
 * and the sidebar link here, and the overview reads the parameter.
 */
export const BUILDING_OVERVIEW_PATH = '/building-info';
export const FLOOR_PLANS_PARAM = 'plans';
export const FLOOR_PLANS_HREF = `${BUILDING_OVERVIEW_PATH}?${FLOOR_PLANS_PARAM}`;

/** Does the overview's query string ask for the floor plans? */
export function wantsFloorPlans(search: string): boolean {
  return new URLSearchParams(search).has(FLOOR_PLANS_PARAM);
}
