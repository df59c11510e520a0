import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import type { AnnouncementChanges, AnnouncementValues } from '../../../contract/announcements';
import { badRequest, notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { writeAudit } from '../audit';

const target = (id?: number) => (id === undefined ? null : `announcement:${id}`);
import { findInBuilding, present, type AnnouncementRow } from './repository';
import { storedValidTo } from '../../lib/building-time';

export interface AnnouncementDeps {
  db: Kysely<DB>;
  /** the app's event bus (server/lib/event-bus.ts) */
  bus: EventBus;
  /** the author name shown when the author's account no longer exists */
  unknownAuthor: string;
}

export interface Actor {
  userId: number;
  buildingId: number;
}

const NOT_FOUND = 'server.announcements.not_found';

/** A new or changed end date must lie ahead; an announcement that is already over would just vanish. */
function futureValidTo(input: string | null | undefined, now: string): string | null {
  const stored = storedValidTo(input);
  if (stored !== null && stored <= now) throw badRequest('server.announcements.valid_to_past');
  return stored;
}

const auditDetail = (row: { announcement_type: string; importance: string; valid_to: string | null; message: string }) => ({
  announcement_type: row.announcement_type,
  importance: row.importance,
  valid_to: row.valid_to,
  message: row.message.slice(0, 200),
});

async function reload(db: Kysely<DB>, buildingId: number, id: number): Promise<AnnouncementRow> {
  const row = await findInBuilding(db, buildingId, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function createAnnouncement(deps: AnnouncementDeps, actor: Actor, input: AnnouncementValues) {
  const now = nowIso();
  const validTo = futureValidTo(input.validTo, now);
  const row = await deps.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('announcements')
      .values({
        building_id: actor.buildingId,
        message: input.message,
        announcement_type: input.type,
        importance: input.importance,
        valid_to: validTo,
        created_by: actor.userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await reload(trx, actor.buildingId, id);
    await writeAudit(trx, { ...actor, action: 'announcement.create', target: target(id), outcome: 'success', detail: auditDetail(created) });
    return created;
  });
  // published only after the commit, so a listener that refetches sees the new row
  const announcement = present(row, deps.unknownAuthor);
  deps.bus.publish('announcement.created', actor.buildingId, announcement, { members: true }, { actorId: actor.userId });
  return announcement;
}

export async function updateAnnouncement(deps: AnnouncementDeps, actor: Actor, id: number, changes: AnnouncementChanges) {
  const now = nowIso();
  const row = await deps.db.transaction().execute(async (trx) => {
    const before = await reload(trx, actor.buildingId, id);
    const set: Partial<Pick<AnnouncementRow, 'message' | 'announcement_type' | 'importance' | 'valid_to'>> = {};
    if (changes.message !== undefined) set.message = changes.message;
    if (changes.type !== undefined) set.announcement_type = changes.type;
    if (changes.importance !== undefined) set.importance = changes.importance;
    if (changes.validTo !== undefined) set.valid_to = futureValidTo(changes.validTo, now);
    await trx
      .updateTable('announcements')
      .set({ ...set, updated_at: now })
      // the building is part of the key: an id from another building can never be touched
      .where('id', '=', id)
      .where('building_id', '=', actor.buildingId)
      .execute();
    const after = await reload(trx, actor.buildingId, id);
    await writeAudit(trx, {
      ...actor,
      action: 'announcement.update',
      target: target(id),
      outcome: 'success',
      detail: { before: auditDetail(before), after: auditDetail(after) },
    });
    return after;
  });
  const announcement = present(row, deps.unknownAuthor);
  deps.bus.publish('announcement.updated', actor.buildingId, announcement, { members: true });
  return announcement;
}

export async function deleteAnnouncement(deps: AnnouncementDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await reload(trx, actor.buildingId, id);
    await trx.deleteFrom('announcements').where('id', '=', id).where('building_id', '=', actor.buildingId).execute();
    await writeAudit(trx, { ...actor, action: 'announcement.delete', target: target(id), outcome: 'success', detail: auditDetail(before) });
  });
  deps.bus.publish('announcement.deleted', actor.buildingId, { id }, { members: true });
}

/** A refused write is recorded too: who tried what where, outcome 'denied'. */
export async function recordDenied(db: Kysely<DB>, actor: Actor, action: 'create' | 'update' | 'delete', id?: number) {
  await writeAudit(db, { ...actor, action: `announcement.${action}`, target: target(id), outcome: 'denied' });
}
