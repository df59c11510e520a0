/**
 * Who the caller is at a building's desk (issue 15 §2; README "Who sees what → Reception"): a holder
 * of reception:manage (the RECEPTION role, building admins and managers, global admins) keeps the
 * desk and reads every entry; anyone with a live unit access in the building reads the entries of
 * those units — as the unit's live room hears of them — and closes nothing. A member with neither has
 * no business at the desk: 403. (The route has already answered 404 for a building the caller cannot see.)
 */
import type { AccessProfile } from '../../access/profile';
import { activeUnitsIn, can } from '../../access/engine';
import { PERMISSION } from '../../../contract/rules/permissions';
import { forbidden } from '../../lib/http-error';

export interface DeskViewer {
  userId: number;
  buildingId: number;
  manage: boolean;
  /** the caller's units in this building (every unit they may read when they do not manage) */
  unitIds: number[];
}

export function deskViewer(profile: AccessProfile, buildingId: number): DeskViewer {
  const manage = can(profile, PERMISSION.receptionManage, { buildingId });
  const unitIds = [...new Set(activeUnitsIn(profile, buildingId).map((u) => u.unitId))];
  if (!manage && unitIds.length === 0) throw forbidden('server.reception.no_access');
  return { userId: profile.userId, buildingId, manage, unitIds };
}

/** Recording and closing entries is the desk's work. */
export function requireDesk(viewer: DeskViewer): void {
  if (!viewer.manage) throw forbidden('server.reception.manage_forbidden');
}

/** Whether the viewer may read an entry of this unit (null: a common key, the desk's only). */
export const readsUnit = (viewer: DeskViewer, unitId: number | null) => viewer.manage || (unitId !== null && viewer.unitIds.includes(unitId));
