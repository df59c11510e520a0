import type { Me } from '../../../contract/users';

export const MANAGE_ANNOUNCEMENTS = 'announcement:manage';

/**
 * Whether the user may create, edit and delete announcements in the building (spec 000 §6): the
 * permission as the profile lists it for that building; without a per-building list, the
 * top-level permissions. The server checks again on every call.
 */
export function canManageAnnouncements(user: Me | null | undefined, buildingId: number | null): boolean {
  if (!user || buildingId === null) return false;
  if (user.global_role === 'admin') return true;
  const perBuilding = user.buildings?.find((b) => b.building_id === buildingId)?.permissions;
  if (Array.isArray(perBuilding)) return perBuilding.includes(MANAGE_ANNOUNCEMENTS);
  return Boolean(user.permissions?.includes(MANAGE_ANNOUNCEMENTS));
}
