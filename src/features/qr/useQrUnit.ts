/**
 * Which unit the QR screen shows, as on /parking. Residents: the sidebar's selected unit. Those who
 * see every unit of the building (staff, holders of unit:manage — read from state/permissions, the
 * server's answer) pick any unit of it; the choice lives in the URL (?unit=ID), and without one the
 * sidebar's unit stands in. Whether a pass may be made for the unit is the server's to decide.
 */
import { useSearch } from 'wouter';
import { PERMISSION } from '../../../contract/rules/permissions';
import type { UnitSummary } from '../../../contract/units';
import { can } from '../../state/permissions';
import { useSession } from '../../state/session';
import { useSelectedUnit } from '../../state/unit';
import { useBuildingUnits } from './api';

export function readUnitParam(search: string): number | null {
  const raw = new URLSearchParams(search).get('unit');
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

export function useQrUnit(buildingId: number | null): { unit: UnitSummary | null; staff: boolean; buildingUnits: ReturnType<typeof useBuildingUnits> } {
  const { user } = useSession();
  const { unit: sidebarUnit } = useSelectedUnit();
  const requested = readUnitParam(useSearch());
  const staff = can(user, buildingId, PERMISSION.unitManage);
  const buildingUnits = useBuildingUnits(staff ? buildingId : null);
  if (!staff) return { unit: sidebarUnit, staff, buildingUnits };
  const wanted = requested ?? sidebarUnit?.id ?? null;
  const fromList = buildingUnits.units?.find((u) => u.id === wanted) ?? null;
  const unit = fromList ?? (buildingUnits.units === undefined && requested === null ? sidebarUnit : null);
  return { unit, staff, buildingUnits };
}
