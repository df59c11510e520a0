/**
 * What the signed-in user may do, as the server answered on GET /users/me: `buildings[].permissions`
 * (the access engine's codes for that building, direct grants and denials included) and
 * `buildings[].document_unit_ids`. The SPA never re-derives these from roles — not even for a
 * global admin, who may carry a direct denial — so a screen or command offers exactly what the
 * server will allow. The server checks every call again.
 */
import type { Me, UserBuilding } from '../../contract/users';
import type { PermissionCode } from '../../contract/rules/permissions';
import { PERMISSION } from '../../contract/rules/permissions';
import { mayUploadSomewhere } from '../../contract/rules/documents';

function inBuilding(user: Me | null | undefined, buildingId: number | null): UserBuilding | null {
  if (!user || buildingId === null) return null;
  return user.buildings?.find((b) => b.building_id === buildingId) ?? null;
}

/** Whether the user holds `code` in the building; false without a user, a building or an answer for it. */
export function can(user: Me | null | undefined, buildingId: number | null, code: PermissionCode): boolean {
  return Boolean(inBuilding(user, buildingId)?.permissions?.includes(code));
}

/** Whether the user holds `code` in any of their buildings (a section such as the board is shown for it). */
export function canAnywhere(user: Me | null | undefined, code: PermissionCode): boolean {
  return Boolean(user?.buildings?.some((b) => b.permissions?.includes(code)));
}

/** Units of the building whose documents the user manages without holding document:manage. */
export function documentUnitIds(user: Me | null | undefined, buildingId: number | null): number[] {
  return inBuilding(user, buildingId)?.document_unit_ids ?? [];
}

/** Document staff, or the owner of a unit here: the same rule as the upload route (mayUploadSomewhere). */
export function canUploadDocuments(user: Me | null | undefined, buildingId: number | null): boolean {
  return mayUploadSomewhere({ staff: can(user, buildingId, PERMISSION.documentManage), managedUnitIds: documentUnitIds(user, buildingId) });
}


/**
 * The admin area (issue 13): global admins (the server's global_role), or holders of user:manage in
 * some building (building admins, who invite and manage roles there).
 */
export function canAdminister(user: Me | null | undefined): boolean {
  return user?.global_role === 'admin' || canAnywhere(user, PERMISSION.userManage);
}
