import type { AccessProfile } from '../../access/profile';
import { activeUnitsIn, can, canSeeBuilding, isBuildingStaff } from '../../access/engine';
import type { FloorplanAccessLevel } from '../../../contract/floorplans';
import type { Audience } from '../../../contract/live';
import { accessLevelsFor } from '../../../contract/rules/floorplans';
import { PERMISSION } from '../../../contract/rules/permissions';

/**
 * Which access levels of a building's plans the user may see (the server enforces this; the
 * spec only names the levels):
 * - public    → every member of the building (anyone who can see it),
 * - unit_only → users with a live unit access in the building, and staff,
 * - technical, admin → building staff (building admin or manager) and global admins.
 * Deny by default: a user who cannot see the building sees nothing.
 */
export function visibleAccessLevels(profile: AccessProfile, buildingId: number, now = new Date().toISOString()): FloorplanAccessLevel[] {
  if (!canSeeBuilding(profile, buildingId, now)) return accessLevelsFor('none');
  if (isBuildingStaff(profile, buildingId)) return accessLevelsFor('staff');
  const hasUnit = activeUnitsIn(profile, buildingId, now).length > 0;
  return accessLevelsFor(hasUnit ? 'unit_member' : 'member');
}

export function canSeeFloorplan(profile: AccessProfile, buildingId: number, level: FloorplanAccessLevel): boolean {
  return visibleAccessLevels(profile, buildingId).includes(level);
}

/** Upload, edit and delete: building admins and global admins (permission floorplan:manage, spec 000 §6). */
export function canManageFloorplans(profile: AccessProfile, buildingId: number): boolean {
  return can(profile, PERMISSION.floorplanManage, { buildingId });
}

/** Who hears about a plan of this level live: exactly those `visibleAccessLevels` lets see it. */
export function floorplanAudience(level: FloorplanAccessLevel): Audience {
  if (level === 'public') return { members: true };
  if (level === 'unit_only') return { residents: true, staff: true };
  return { staff: true };
}
