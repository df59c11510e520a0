/**
 * Which unit a unit screen (parking, QR access) shows. Residents: the sidebar's selected unit.
 * Holders of the screen's staff permission (read from state/permissions, the server's answer, never
 * re-derived) pick any unit of the building; their choice lives in the URL (?unit=ID) so it
 * survives a reload and can be linked, and without one the sidebar's unit stands in. What the
 * caller may do with the unit is the server's to decide.
 */
import type { PermissionCode } from '../../contract/rules/permissions';
import type { UnitSummary } from '../../contract/units';
import { type BuildingUnits, useBuildingUnits } from './buildingUnits';
import { can } from './permissions';
import { useSession } from './session';
import { useSelectedUnit } from './unit';

export interface StaffUnit {
  /** the unit on screen, or null (then a prompt or the staff picker asks for one) */
  unit: UnitSummary | null;
  /** holds the staff permission here: gets the picker over every unit of the building */
  staff: boolean;
  /** staff: the building's units (their loading and error states); residents: none asked */
  buildingUnits: BuildingUnits;
}

/** ?unit=ID of a unit screen's URL, or null. */
export function readUnitParam(search: string): number | null {
  const raw = new URLSearchParams(search).get('unit');
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

export function useStaffUnit(buildingId: number | null, requested: number | null, permission: PermissionCode): StaffUnit {
  const { user } = useSession();
  const { unit: sidebarUnit } = useSelectedUnit();
  const staff = can(user, buildingId, permission);
  const buildingUnits = useBuildingUnits(staff ? buildingId : null);
  if (!staff) return { unit: sidebarUnit, staff, buildingUnits };
  const wanted = requested ?? sidebarUnit?.id ?? null;
  // the building's answer is fresh (e.g. has_parking after a switch); the sidebar's unit stands in until it loads
  const fromList = buildingUnits.data?.find((u) => u.id === wanted) ?? null;
  const unit = fromList ?? (buildingUnits.data === undefined && requested === null ? sidebarUnit : null);
  return { unit, staff, buildingUnits };
}
