import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Announcement } from '../../../contract/announcements';
import { announcementColor } from '../../../contract/rules/announcements';
import { prepared } from '../../db/prepared';

const COLUMNS = [
  'announcements.id',
  'announcements.building_id',
  'announcements.message',
  'announcements.announcement_type',
  'announcements.importance',
  'announcements.valid_to',
  'announcements.created_at',
  'announcements.updated_at',
  'users.name as author_name',
] as const;

function selectWithAuthor(db: Kysely<DB>) {
  return db.selectFrom('announcements').leftJoin('users', 'users.id', 'announcements.created_by').select(COLUMNS);
}

export type AnnouncementRow = Awaited<ReturnType<ReturnType<typeof selectWithAuthor>['executeTakeFirstOrThrow']>>;

/** The API shape: the author's name (or `unknownAuthor` when the account is gone) and the colour. */
export function present(row: AnnouncementRow, unknownAuthor: string): Announcement {
  return {
    id: row.id,
    building_id: row.building_id,
    message: row.message,
    announcement_type: row.announcement_type,
    importance: row.importance,
    valid_to: row.valid_to,
    created_by: row.author_name ?? unknownAuthor,
    created_at: row.created_at,
    updated_at: row.updated_at,
    style: { color: announcementColor(row.announcement_type, row.importance) },
  };
}

/**
 * The building's announcements still valid at `now`, newest first. Filter and order match the
 * index (building_id, created_at desc, id desc), so the engine walks it instead of sorting.
 */
export function listCurrentQuery(db: Kysely<DB>, buildingId: number, now: string, limit: number) {
  return selectWithAuthor(db)
    .where('announcements.building_id', '=', buildingId)
    .where((eb) => eb.or([eb('announcements.valid_to', 'is', null), eb('announcements.valid_to', '>', now)]))
    .orderBy('announcements.created_at', 'desc')
    .orderBy('announcements.id', 'desc')
    .limit(limit);
}

// the dashboard's list: built and compiled once (db/prepared.ts)
const listCurrentPrepared = prepared((db, p: { buildingId: number; now: string; limit: number }) =>
  listCurrentQuery(db, p.buildingId, p.now, p.limit),
);

export function listCurrent(db: Kysely<DB>, buildingId: number, now: string, limit: number) {
  return listCurrentPrepared.all(db, { buildingId, now, limit });
}

/** One announcement, only when it belongs to `buildingId` (another building's id reads as missing). */
export function findInBuilding(db: Kysely<DB>, buildingId: number, id: number) {
  return selectWithAuthor(db)
    .where('announcements.id', '=', id)
    .where('announcements.building_id', '=', buildingId)
    .executeTakeFirst();
}
