/**
 * What the signed-in user may do with a unit's maintenance note (spec 000 §6): 'maintenance:view'
 * shows the card, 'maintenance:edit' makes it editable. The /users/me buildings[] entry carries the
 * codes per building; the server also sends `maintenance_note` only to those allowed to read it.
 */
import type { Unit } from '../../../contract/units';
import type { Me } from '../../../contract/users';

export function buildingPermissions(user: Me | null | undefined, buildingId: number): readonly string[] {
  return user?.buildings?.find((b) => b.building_id === buildingId)?.permissions ?? [];
}

export interface NoteAccess {
  view: boolean;
  edit: boolean;
}

export function maintenanceNoteAccess(user: Me | null | undefined, unit: Pick<Unit, 'building' | 'maintenance_note'>): NoteAccess {
  const codes = buildingPermissions(user, unit.building.id);
  const view = unit.maintenance_note !== undefined || codes.includes('maintenance:view');
  return { view, edit: view && codes.includes('maintenance:edit') };
}
