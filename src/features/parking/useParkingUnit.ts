/**
 * Which unit the parking screen shows. Residents: the sidebar's selected unit, as before. Holders
 * of parking:manage (read from state/permissions, never re-derived) pick any unit of the building;
 * their choice lives in the URL (?unit=ID) so it survives a reload and can be linked, and without
 * one the sidebar's unit stands in when it is in this building.
 */
import { PERMISSION } from '../../../contract/rules/permissions';
import type { UnitSummary } from '../../../contract/units';
import { can } from '../../state/permissions';
import { useSession } from '../../state/session';
import { useSelectedUnit } from '../../state/unit';
import { useBuildingUnits } from './api';

export interface ParkingUnit {
  /** the unit on screen, or null (then a prompt asks for one) */
  unit: UnitSummary | null;
  /** holds parking:manage here: gets the picker and the building's log */
  staff: boolean;
  /** staff: the building's units (their loading and error states); residents: none asked */
  buildingUnits: ReturnType<typeof useBuildingUnits>;
}

export function useParkingUnit(buildingId: number | null, requested: number | null): ParkingUnit {
  const { user } = useSession();
  const { unit: sidebarUnit } = useSelectedUnit();
  const staff = can(user, buildingId, PERMISSION.parkingManage);
  const buildingUnits = useBuildingUnits(staff ? buildingId : null);
  if (!staff) return { unit: sidebarUnit, staff, buildingUnits };
  const wanted = requested ?? sidebarUnit?.id ?? null;
  // the building's answer carries has_parking fresh after a switch; the sidebar's unit stands in until it loads
  const fromList = buildingUnits.data?.find((u) => u.id === wanted) ?? null;
  const unit = fromList ?? (buildingUnits.data === undefined && requested === null ? sidebarUnit : null);
  return { unit, staff, buildingUnits };
}
