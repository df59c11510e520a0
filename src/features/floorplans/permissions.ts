import type { Me } from '../../../contract/users';

/**
 * Upload, edit and delete are for global admins and the building's admins (spec 000 §6). The
 * profile lists the codes held per building, the same ones the server checks (floorplan:manage).
 */
export function canManageFloorplans(user: Me | null | undefined, buildingId: number | null): boolean {
  if (!user || buildingId === null) return false;
  if (user.global_role === 'admin') return true;
  const here = user.buildings?.find((b) => b.building_id === buildingId);
  return Boolean(here?.permissions?.includes('floorplan:manage') || here?.role === 'admin');
}
