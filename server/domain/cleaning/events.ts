/**
 * A building's cleaning records (issue 15 §1; README "Who sees what → Cleaning"): members read them;
 * holders of cleaning:record (the CLEANER role, building admins and managers, global admins) start
 * one now, finish the one in progress, or record one that happened. One cleaning at a time is in
 * progress per building. Published after the commit as `cleaning.changed` with the id only.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import type { CleaningEvent, CleaningEventRequest } from '../../../contract/cleaning';
import { cleaningSpanProblem, durationMinutes } from '../../../contract/rules/cleaning';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { isUniqueViolation } from '../../db/unique-violation';

export interface CleaningDeps {
  db: Kysely<DB>;
  bus: EventBus;
}

interface Actor {
  userId: number;
  buildingId: number;
}

function eventQuery(db: Kysely<DB>, buildingId: number) {
  return db
    .selectFrom('cleaning_events as c')
    .leftJoin('users as u', 'u.id', 'c.started_by')
    .select(['c.id', 'c.building_id', 'c.status', 'c.started_at', 'c.finished_at', 'c.duration_minutes', 'u.name as started_by_name', 'c.note'])
    .where('c.building_id', '=', buildingId);
}

// ---------------------------------------------------------------- the list


/** The unfinished one (at most one per building: the unique partial index cleaning_events_in_progress). */
const inProgress = (db: Kysely<DB>, buildingId: number) => eventQuery(db, buildingId).where('c.finished_at', 'is', null);

/**
 * Newest first, by keyset on (started_at, id): cleaning_events_building_started walked backwards.
 * With the page comes the cleaning in progress, which a recorded later one may have pushed off the
 * first page: the screen offers Start or Finish by it, not by the rows it happens to have loaded.
 */
export async function listCleaning(
  db: Kysely<DB>,
  buildingId: number,
  limit: number,
  cursor?: string,
): Promise<{ events: CleaningEvent[]; next_cursor: string | null; in_progress: CleaningEvent | null }> {
  let q = eventQuery(db, buildingId);
  if (cursor) {
    const c = decodeCursor(cursor, 'server.cleaning.cursor_invalid');
    q = q.where((eb) => eb.or([eb('c.started_at', '<', c.at), eb.and([eb('c.started_at', '=', c.at), eb('c.id', '<', c.id)])]));
  }
  const [rows, running] = await Promise.all([q.orderBy('c.started_at', 'desc').orderBy('c.id', 'desc').limit(limit + 1).execute(), inProgress(db, buildingId).executeTakeFirst()]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { events: page, next_cursor: rows.length > limit && last ? encodeCursor(last.started_at, last.id) : null, in_progress: running ?? null };
}

// ---------------------------------------------------------------- changes

async function reload(db: Kysely<DB>, buildingId: number, id: number): Promise<CleaningEvent> {
  const row = await eventQuery(db, buildingId).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('server.cleaning.not_found');
  return row;
}

/** A finished event's bounds (contract/rules/cleaning.ts `cleaningSpanProblem`, the form's rule too). */
function checkSpan(startedAt: string, finishedAt: string, now: string) {
  const problem = cleaningSpanProblem(startedAt, finishedAt, now);
  if (problem) throw badRequest(`server.cleaning.${problem}`);
}

export async function changeCleaning(deps: CleaningDeps, actor: Actor, input: CleaningEventRequest): Promise<CleaningEvent> {
  const now = nowIso();
  const note = input.note ?? null;
  const id = await deps.db.transaction().execute(async (trx) => {
    const running = await trx.selectFrom('cleaning_events').select(['id', 'started_at']).where('building_id', '=', actor.buildingId).where('finished_at', 'is', null).executeTakeFirst();
    if (input.action === 'start') {
      if (running) throw conflict('server.cleaning.already_started');
      try {
        const row = await trx
          .insertInto('cleaning_events')
          .values({ building_id: actor.buildingId, status: 'started', started_at: now, finished_at: null, duration_minutes: null, started_by: actor.userId, finished_by: null, note })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      } catch (e) {
        // another start got in between our check and this insert (cleaning_events_in_progress)
        if (isUniqueViolation(e)) throw conflict('server.cleaning.already_started');
        throw e;
      }
    }
    if (input.action === 'finish') {
      const target = input.event_id
        ? await trx.selectFrom('cleaning_events').select(['id', 'started_at', 'status', 'finished_at']).where('id', '=', input.event_id).where('building_id', '=', actor.buildingId).executeTakeFirst()
        : running && { ...running, status: 'started' as const, finished_at: null };
      if (!target) throw (input.event_id ? notFound('server.cleaning.not_found') : conflict('server.cleaning.none_started'));
      if (target.finished_at !== null) throw conflict('server.cleaning.already_finished');
      checkSpan(target.started_at, now, now);
      await trx
        .updateTable('cleaning_events')
        .set({ status: 'finished', finished_at: now, duration_minutes: durationMinutes(target.started_at, now), finished_by: actor.userId, ...(input.note ? { note } : {}) })
        .where('id', '=', target.id)
        .execute();
      return target.id;
    }
    const startedAt = new Date(input.started_at).toISOString();
    const finishedAt = new Date(input.finished_at).toISOString();
    checkSpan(startedAt, finishedAt, now);
    const row = await trx
      .insertInto('cleaning_events')
      .values({
        building_id: actor.buildingId,
        status: 'finished',
        started_at: startedAt,
        finished_at: finishedAt,
        duration_minutes: durationMinutes(startedAt, finishedAt),
        started_by: actor.userId,
        finished_by: actor.userId,
        note,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  deps.bus.publish('cleaning.changed', actor.buildingId, { id }, { members: true });
  return reload(deps.db, actor.buildingId, id);
}
