/** Reading a building's announcements (spec 000 §2 Dashboard, §7 "Announcements"). */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccessProfile } from '../../access/profile';
import type { Announcement } from '../../../contract/announcements';
import { notFound } from '../../lib/http-error';
import { findInBuilding, listCurrent, present } from './repository';
import { mayManage } from './access';

/** The current ones (not past their end), newest first. */
export async function currentAnnouncements(db: Kysely<DB>, buildingId: number, now: string, limit: number, unknownAuthor: string): Promise<Announcement[]> {
  const rows = await listCurrent(db, buildingId, now, limit);
  return rows.map((r) => present(r, unknownAuthor));
}

/** One announcement. An expired one is gone from the list; by id only its managers still reach it. */
export async function announcementFor(db: Kysely<DB>, profile: AccessProfile, buildingId: number, id: number, now: string, unknownAuthor: string): Promise<Announcement> {
  const row = await findInBuilding(db, buildingId, id);
  const expired = row?.valid_to != null && row.valid_to <= now;
  if (!row || (expired && !mayManage(profile, buildingId))) throw notFound('server.announcements.not_found');
  return present(row, unknownAuthor);
}
