/**
 * Who may manage a building's announcements (spec 000 §7 "Announcements"): members read, holders of
 * announcement:manage write. A refused attempt is written into the building's audit log.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccessProfile } from '../../access/profile';
import { can } from '../../access/engine';
import { forbidden } from '../../lib/http-error';
import { PERMISSION } from '../../../contract/rules/permissions';
import { recordDenied, type Actor } from './service';

export const mayManage = (profile: AccessProfile, buildingId: number) => can(profile, PERMISSION.announcementManage, { buildingId });

/** The actor of a change, or 403 (audited) for someone who may not manage them. The building is already known to be visible. */
export async function managerOf(db: Kysely<DB>, profile: AccessProfile, buildingId: number, action: 'create' | 'update' | 'delete', announcementId?: number): Promise<Actor> {
  const actor = { userId: profile.userId, buildingId };
  if (!mayManage(profile, buildingId)) {
    await recordDenied(db, actor, action, announcementId);
    throw forbidden();
  }
  return actor;
}
