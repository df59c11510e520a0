import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FileStore } from '../files/store';
import { prepared } from '../../db/prepared';

export interface RetentionDeps {
  db: Kysely<DB>;
  files: FileStore;
}

/** One round removes at most this many photos, so a long backlog never holds the database for long. */
export const PRUNE_BATCH = 500;

type Before = { before: string; limit: number };

// the oldest events that still have a photo (gate_events_photo_time, a partial index over exactly these)
const oldPhotosQuery = prepared((db, p: Before) =>
  db
    .selectFrom('gate_events')
    .select(['id', 'photo_path'])
    .where('photo_path', 'is not', null)
    .where('access_time', '<', p.before)
    .orderBy('access_time')
    .orderBy('id')
    .limit(p.limit),
);

/**
 * Gate photos older than `before` (UTC ISO) go: each built-in pass draws one (~3 MB a day for a busy
 * building), and a picture of a car is personal data nobody needs after the retention period. The
 * event stays in the log without its picture (has_image false). The row forgets the file first and
 * the file is removed after: a crash in between leaves an orphan file, never a log row pointing at
 * nothing. Returns how many photos were removed; runs rounds until none are left.
 */
export async function prunePhotos(
  deps: RetentionDeps,
  before: string,
  onFileError?: (err: unknown) => void,
  batch = PRUNE_BATCH,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await oldPhotosQuery.all(deps.db, { before, limit: batch });
    if (rows.length === 0) return removed;
    const ids = rows.map((r) => r.id);
    await deps.db.updateTable('gate_events').set({ photo_path: null, photo_mime: null }).where('id', 'in', ids).execute();
    for (const r of rows) {
      if (!r.photo_path) continue;
      try {
        await deps.files.remove(r.photo_path);
      } catch (err) {
        onFileError?.(err);
      }
    }
    removed += rows.length;
    if (rows.length < batch) return removed;
  }
}
