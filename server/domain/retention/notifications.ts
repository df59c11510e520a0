import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { prepared } from '../../db/prepared';
import { idListParam, inIdList } from '../../db/id-list';
import { pruneRound, retentionCutoff, type PruneOptions, type PruneResult } from './batches';

type Page = { before: string; limit: number };
type After = Page & { afterAt: string; afterId: number };

/*
 * The oldest read notifications, by keyset on (created_at, id): the partial index
 * notifications_read_created (migration 022) holds the read ones only. A keyset rather than "the first
 * N again" because a kept row (below) stays where it is, and the next batch must start past it.
 */
const firstPage = prepared((db, p: Page) =>
  db
    .selectFrom('notifications')
    .select(['id', 'created_at', 'source', 'source_key'])
    .where('read_at', 'is not', null)
    .where('created_at', '<', p.before)
    .orderBy('created_at')
    .orderBy('id')
    .limit(p.limit),
);
const nextPage = prepared((db, p: After) =>
  db
    .selectFrom('notifications')
    .select(['id', 'created_at', 'source', 'source_key'])
    .where('read_at', 'is not', null)
    .where('created_at', '<', p.before)
    .where((eb) => eb.or([eb('created_at', '>', p.afterAt), eb.and([eb('created_at', '=', p.afterAt), eb('id', '>', p.afterId)])]))
    .orderBy('created_at')
    .orderBy('id')
    .limit(p.limit),
);
const deleteQuery = prepared((db, p: { ids: string }) => db.deleteFrom('notifications').where(inIdList(db, 'id', p.ids)).where('read_at', 'is not', null));

/** `fire:<zone id>:<alarm since>`, the fire alarm rule's source key (sources.ts) */
const FIRE_KEY = /^fire:(\d+):(.+)$/;

/**
 * The rows whose cause could still produce them again, which therefore stay. The unique
 * (user_id, source_key) index is what makes a cause notify a person once (store.ts); a deleted row
 * would let a cause that fires again notify again. Per source (sources.ts, reception-source.ts):
 *
 * - announcement:<id>, issue_comment:<id>, forum_post:<id>, gate:<event id>, reception:<kind>:<id>:
 *   made by the creation of their thing, which happens once (ids are never reused: AUTOINCREMENT,
 *   serial); issue:<id>:status:<event instant>: one status change, once. Nothing makes them again.
 * - fire:<zone>:<alarm since>: the zone's state is sent again while the alarm lasts, and each sending
 *   passes the rule. The alarm is over when the zone's alarm_since changes (cleared: null; a new
 *   alarm: a new instant). So a fire notification stays while its zone is still in that very alarm
 *   (an alarm unacknowledged for longer than the retention, unlikely, but then still no second one).
 */
async function stillProducible(db: Kysely<DB>, rows: readonly { id: number; source: string; source_key: string }[]): Promise<Set<number>> {
  const fire = rows.flatMap((r) => {
    const m = r.source === 'fire_alarm' ? FIRE_KEY.exec(r.source_key) : null;
    return m ? [{ id: r.id, zoneId: Number(m[1]), since: m[2] }] : [];
  });
  if (fire.length === 0) return new Set();
  const zones = await db
    .selectFrom('fire_zones')
    .select(['id', 'alarm_since'])
    .where('id', 'in', [...new Set(fire.map((f) => f.zoneId))])
    .execute();
  const alarmOf = new Map(zones.map((z) => [z.id, z.alarm_since]));
  return new Set(fire.filter((f) => alarmOf.get(f.zoneId) === f.since).map((f) => f.id));
}

/**
 * Deletes the READ notifications made before `before` (UTC ISO; issue 28 §2,
 * NOTIFICATION_RETENTION_DAYS), in batches, but those whose cause could still notify again
 * (stillProducible). Unread ones are never deleted: nobody has seen them yet. Newer ones are never
 * touched; a user's list and unread count read on between batches. Nothing references a
 * notification; the e-mail worker only mails unread ones (read ones have mail_pending 0).
 */
export async function pruneNotifications(db: Kysely<DB>, before: string, options: PruneOptions = {}): Promise<PruneResult & { kept: number }> {
  const round = pruneRound(options);
  let after: { afterAt: string; afterId: number } | null = null;
  let kept = 0;
  await round.drain(async (limit) => {
    const rows = after ? await nextPage.all(db, { before, limit, ...after }) : await firstPage.all(db, { before, limit });
    if (rows.length === 0) return { found: 0, removed: 0 };
    const last = rows[rows.length - 1];
    after = { afterAt: last.created_at, afterId: last.id };
    const keep = await stillProducible(db, rows);
    kept += keep.size;
    const ids = rows.filter((r) => !keep.has(r.id)).map((r) => r.id);
    if (ids.length > 0) await deleteQuery.run(db, { ids: idListParam(ids) });
    return { found: rows.length, removed: ids.length };
  });
  return { ...round.result, kept };
}

/** One round of the worker: read notifications older than `days` before `now` go; 0 days keeps them all and touches nothing. */
export async function sweepNotifications(
  db: Kysely<DB>,
  now: Date,
  days: number,
  options: PruneOptions = {},
): Promise<PruneResult & { kept: number; before: string | null }> {
  if (days === 0) return { removed: 0, batches: 0, capped: false, kept: 0, before: null };
  const before = retentionCutoff(now, days);
  return { ...(await pruneNotifications(db, before, options)), before };
}
