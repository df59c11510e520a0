import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { IssueLocationType } from '../../../contract/rules/issues';
import { badRequest } from '../../lib/http-error';
import { unitOfBuilding } from '../documents/repository';
import type { IssueViewer } from './access';

/**
 * Where an issue is: the building, or one of its units. A unit must be of this building and,
 * for anyone but staff, one of the caller's live units; a unit of another building and a unit
 * that is not theirs answer alike (400 unit_invalid), so unit ids cannot be probed.
 */
export async function checkedLocation(
  db: Kysely<DB>,
  viewer: IssueViewer,
  location: IssueLocationType,
  unitId: number | null,
): Promise<{ location_type: IssueLocationType; unit_id: number | null }> {
  if (location === 'building') {
    if (unitId !== null) throw badRequest('server.issues.unit_not_allowed');
    return { location_type: 'building', unit_id: null };
  }
  if (unitId === null) throw badRequest('server.issues.unit_required');
  const unit = await unitOfBuilding(db, viewer.buildingId, unitId);
  if (!unit || !(viewer.staff || viewer.unitIds.includes(unit.id))) throw badRequest('server.issues.unit_invalid');
  return { location_type: 'unit', unit_id: unit.id };
}
