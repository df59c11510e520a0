import type { Audience } from '../../../contract/live';
import { activeUnitsIn, can } from '../../access/engine';
import type { AccessProfile } from '../../access/profile';
import type { DocumentAccess, DocumentTarget } from '../../../contract/rules/documents';
import { PERMISSION } from '../../../contract/rules/permissions';
import { UNIT_MANAGER_ROLES } from '../../../contract/rules/units';

/**
 * Who sees and who changes a building's documents (README: "Documents access rule").
 *
 * - Document staff: whoever holds `document:manage` in the building — by the reference roles the
 *   building admins, building managers and global admins; a direct grant adds someone, a denial
 *   removes them (deny wins). Staff see and change every document of the building.
 * - Unit managers: active owners (and unit admins) of a unit see and change that unit's documents.
 * - Public building documents: every member of the building.
 * - Private building documents: staff only.
 * - Public unit documents: that unit's owners and tenants, and staff.
 * - Private unit documents: that unit's owners, and staff — "private" always means "only those
 *   who may change it".
 * Anything else is invisible and answers 404, exactly like a document that does not exist.
 * The pure rules over this answer (canSeeDocument, canChangeDocument) live in contract/rules/documents.ts.
 */
const MANAGE = PERMISSION.documentManage;

export function documentAccess(profile: AccessProfile, buildingId: number, now = new Date().toISOString()): DocumentAccess {
  const staff = can(profile, MANAGE, { buildingId }, now);
  const live = activeUnitsIn(profile, buildingId, now);
  const managed = new Set(live.filter((u) => UNIT_MANAGER_ROLES.includes(u.role)).map((u) => u.unitId));
  // A grant of document:manage bound to one unit makes its holder a manager of that unit's documents.
  for (const g of profile.grants) {
    if (g.code === MANAGE && g.granted && g.unitId !== null && can(profile, MANAGE, { buildingId, unitId: g.unitId }, now)) {
      managed.add(g.unitId);
    }
  }
  const member = new Set([...live.map((u) => u.unitId), ...managed]);
  return { staff, memberUnitIds: [...member], managedUnitIds: [...managed] };
}

/**
 * Who hears about a document live: those canSeeDocument lets see it, taking the building's staff
 * room for document staff (the same people under the reference roles). A direct grant of
 * document:manage outside staff gets no event for private documents and sees them at the next poll.
 */
export function documentAudience(doc: DocumentTarget): Audience {
  if (doc.entity_type === 'building') return doc.visibility === 'public' ? { members: true } : { staff: true };
  return doc.visibility === 'public' ? { units: [doc.entity_id], staff: true } : { unitOwners: [doc.entity_id], staff: true };
}
