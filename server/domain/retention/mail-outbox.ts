import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pruneRound, retentionCutoff, type PruneOptions, type PruneResult } from './batches';

/** A message (`<instant>-<address>.eml`, with `-<n>` when two met) or a temporary file its writing left (`.<name>.<pid>.<random>.tmp`). */
const OUTBOX_FILE = /^(?:[^.].*\.eml|\..+\.tmp)$/;

/**
 * Deletes the messages in the outbox folder (`<DATA_DIR>/outbox`, where mail goes when no SMTP_URL is
 * set: domain/mail/outbox.ts) written before `before` (epoch ms, the file's modification time), in
 * batches of files with a turn of the event loop between two, at most `cap` a round. The folder is
 * read as a stream, so a folder of a million messages is never listed into memory at once. Newer
 * files, and files that are not the outbox's own (another name, a folder), are never touched. A
 * temporary file as old as that is what a crash mid-write left, and goes too. A file that cannot be
 * removed is reported to `onFileError` and the sweep goes on; a missing folder is nothing to do.
 *
 * The messages hold reset and invitation links and notification texts with names: personal data on a
 * machine that has no mail server, which nobody needs once the links have expired (hours) and the
 * message has been looked up, if ever.
 */
export async function pruneMailOutbox(dir: string, before: number, options: PruneOptions = {}): Promise<PruneResult> {
  const round = pruneRound(options);
  let folder: AsyncIterableIterator<Dirent>;
  try {
    folder = (await fs.opendir(dir))[Symbol.asyncIterator]();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return round.result;
    throw err;
  }
  try {
    await round.drain(async (limit) => {
      let removed = 0;
      for (;;) {
        const next = await folder.next();
        if (next.done) return { found: removed, removed };
        const entry = next.value;
        if (!entry.isFile() || !OUTBOX_FILE.test(entry.name)) continue;
        const file = path.join(dir, entry.name);
        try {
          const stat = await fs.stat(file);
          if (stat.mtimeMs >= before) continue;
          await fs.rm(file);
          removed++;
        } catch (err) {
          // gone meanwhile (another worker's sweep, a hand) is what was wanted
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') options.onFileError?.(err);
        }
        if (removed === limit) return { found: limit, removed };
      }
    });
  } finally {
    // closes the folder when the round stopped early (at its cap); a finished walk closed it already
    await folder.return?.();
  }
  return round.result;
}

/** One round of the worker: outbox messages older than `days` before `now` go; 0 days keeps them all and reads nothing. */
export async function sweepMailOutbox(dir: string, now: Date, days: number, options: PruneOptions = {}): Promise<PruneResult & { before: string | null }> {
  if (days === 0) return { removed: 0, batches: 0, capped: false, before: null };
  const before = retentionCutoff(now, days);
  return { ...(await pruneMailOutbox(dir, Date.parse(before), options)), before };
}
