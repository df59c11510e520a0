import type { AccessProfile } from '../../access/profile';
import { can, isBuildingStaff, unitRole } from '../../access/engine';
import { PERMISSION } from '../../../contract/rules/permissions';

/**
 * Who sees every unit of a building (not just their own): building staff and global admins, and
 * whoever holds 'unit:manage' there — they may change any unit, so they must be able to list them.
 */
export function seesAllUnits(profile: AccessProfile, buildingId: number): boolean {
  return isBuildingStaff(profile, buildingId) || can(profile, PERMISSION.unitManage, { buildingId });
}

/**
 * Who lists every unit of the building (the summaries of GET /buildings/{id}/units): those who see
 * them all, and the reception desk, which records visitors and mail for any unit (issue 15 §2). The
 * desk gets the list only, not a unit's detail.
 */
export function listsAllUnits(profile: AccessProfile, buildingId: number): boolean {
  return seesAllUnits(profile, buildingId) || can(profile, PERMISSION.receptionManage, { buildingId });
}

/**
 * Who may change a unit's doorbell and elevator settings: anyone with a live access to the unit
 * (owner, tenant or unit admin), building staff, holders of 'unit:manage' there, global admins.
 */
export function mayChangeFeatures(profile: AccessProfile, buildingId: number, unitId: number): boolean {
  if (unitRole(profile, unitId) !== null) return true;
  return isBuildingStaff(profile, buildingId) || can(profile, PERMISSION.unitManage, { buildingId, unitId });
}

export const mayViewMaintenanceNote = (profile: AccessProfile, buildingId: number, unitId: number) =>
  can(profile, PERMISSION.maintenanceView, { buildingId, unitId });

export const mayEditMaintenanceNote = (profile: AccessProfile, buildingId: number, unitId: number) =>
  can(profile, PERMISSION.maintenanceEdit, { buildingId, unitId });
