import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FileStore } from '../files/store';
import { prepared } from '../../db/prepared';
import { idListParam, inIdList } from '../../db/id-list';

export interface EventRetentionDeps {
  db: Kysely<DB>;
  files: FileStore;
}

/** One statement deletes at most this many events, so a long backlog never holds the database (or SQLite's write lock) for long. */
export const GATE_EVENT_PRUNE_BATCH = 5000;
/** One round deletes at most this many; the rest waits for the next hourly round, so a first sweep of years of history does not run for minutes. */
export const GATE_EVENT_PRUNE_ROUND_CAP = 100_000;

const DAY_MS = 24 * 3600_000;

/** The UTC ISO instant before which gate events go, `days` before `now`. */
export const gateEventRetentionCutoff = (now: Date, days: number): string => new Date(now.getTime() - days * DAY_MS).toISOString();

type Old = { buildingId: number; before: string; limit: number };

/*
 * The oldest events of one building, read off gate_events_building_time (building_id, access_time,
 * id). Walking building by building serves the sweep with the index the logs already need; an index
 * on access_time alone would cost every pass at the gate one more index write for an hourly job.
 */
const oldEventsQuery = prepared((db, p: Old) =>
  db
    .selectFrom('gate_events')
    .select(['id', 'photo_path'])
    .where('building_id', '=', p.buildingId)
    .where('access_time', '<', p.before)
    .orderBy('access_time')
    .orderBy('id')
    .limit(p.limit),
);

// the ids as one bound JSON list: one compiled statement whatever the batch's length
const deleteQuery = prepared((db, p: { ids: string }) => db.deleteFrom('gate_events').where(inIdList(db, 'id', p.ids)));

export interface PruneOptions {
  batch?: number;
  cap?: number;
  onFileError?: (err: unknown) => void;
  /** what runs between two batches; by default a turn of the event loop, so requests waiting on this process are served in between */
  pause?: () => Promise<void>;
}

export interface PruneResult {
  /** events deleted */
  removed: number;
  /** delete statements run, each of at most `batch` events */
  batches: number;
  /** photo files removed with their events */
  photos: number;
  /** the round stopped at its cap: older events may be left for the next round */
  capped: boolean;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Deletes the gate events older than `before` (UTC ISO; issue 28 §2): a licence plate at a time of
 * day is personal data nobody needs after the retention period. Nothing references a gate event by
 * key (audit rows and notifications name it in text only), so the rows simply go. A deleted event's
 * photo goes with it, whatever GATE_PHOTO_RETENTION_DAYS says, so no file outlives its row: the
 * rows go first and the files after, so a crash in between leaves an orphan file, never a log row
 * pointing at nothing. Newer events are never touched; the logs and the board keep reading between
 * batches (each delete is its own short statement).
 */
export async function pruneGateEvents(deps: EventRetentionDeps, before: string, options: PruneOptions = {}): Promise<PruneResult> {
  const { batch = GATE_EVENT_PRUNE_BATCH, cap = GATE_EVENT_PRUNE_ROUND_CAP, onFileError, pause = nextTurn } = options;
  const result: PruneResult = { removed: 0, batches: 0, photos: 0, capped: false };
  const buildings = await deps.db.selectFrom('buildings').select('id').orderBy('id').execute();
  for (const { id: buildingId } of buildings) {
    for (;;) {
      const room = cap - result.removed;
      if (room <= 0) return { ...result, capped: true };
      const limit = Math.min(batch, room);
      const rows = await oldEventsQuery.all(deps.db, { buildingId, before, limit });
      if (rows.length === 0) break;
      await deleteQuery.run(deps.db, { ids: idListParam(rows.map((r) => r.id)) });
      result.batches++;
      result.removed += rows.length;
      for (const r of rows) {
        if (!r.photo_path) continue;
        try {
          await deps.files.remove(r.photo_path);
          result.photos++;
        } catch (err) {
          onFileError?.(err);
        }
      }
      if (rows.length < limit) break;
      await pause();
    }
  }
  return result;
}

/**
 * One round of the worker (plugins/retention.ts): the events older than `days` before `now` go;
 * 0 days keeps every event (GATE_EVENT_RETENTION_DAYS=0), and the round does not touch the table.
 */
export async function sweepGateEvents(deps: EventRetentionDeps, now: Date, days: number, options: PruneOptions = {}): Promise<PruneResult & { before: string | null }> {
  if (days === 0) return { removed: 0, batches: 0, photos: 0, capped: false, before: null };
  const before = gateEventRetentionCutoff(now, days);
  return { ...(await pruneGateEvents(deps, before, options)), before };
}
