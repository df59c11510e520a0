import type { Me } from '../../../contract/users';

/** Building admins and global admins edit building information (permission building_info:edit, checked again by the server). */
export function canEditBuildingInfo(user: Me | null | undefined, buildingId: number | null): boolean {
  if (!user || buildingId === null) return false;
  if (user.global_role === 'admin') return true;
  return Boolean(user.buildings?.find((b) => b.building_id === buildingId)?.permissions?.includes('building_info:edit'));
}
